// Reads a product's facts from the markup shops publish for search engines, for every shop: schema.org Product
// and Offer as JSON-LD or microdata, and Open Graph product meta (product:price:amount). Read before any
// shop-specific markup, because the visible price may be obfuscated while these stay plain.
import { hasJsonLdType, metaContent, normalizeText, readJsonLd } from "./html-document.server";

export interface TStructuredOffer {
  price: string;
  /** "new", "used", "refurbished" or "damaged", from schema.org itemCondition or product:condition. */
  condition?: string;
  availability?: string;
  seller?: string;
}

export interface TStructuredProduct {
  name?: string;
  brand?: string;
  description?: string;
  image?: string;
  rating?: number;
  reviewCount?: number;
  offers: TStructuredOffer[];
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" };

/** "17.99" + "USD" → "$17.99"; other currencies as "AED 26.00". */
export function formatPrice(amount: string, currency: string | undefined): string {
  const value = normalizeText(amount);
  const code = normalizeText(currency).toUpperCase();
  if (!code || /[^\d.,\s]/.test(value)) return value;
  const symbol = CURRENCY_SYMBOLS[code];
  return symbol ? `${symbol}${value}` : `${code} ${value}`;
}

function lastPathPart(value: string | undefined): string | undefined {
  const text = normalizeText(value);
  if (!text) return undefined;
  return text.replace(/^https?:\/\/schema\.org\//i, "").replace(/Condition$/, "") || undefined;
}

function plainCondition(value: string | undefined): string | undefined {
  const text = lastPathPart(value)?.toLowerCase();
  return text ? text.replace(/condition$/, "") : undefined;
}

function plainAvailability(value: string | undefined): string | undefined {
  const text = lastPathPart(value);
  if (!text) return undefined;
  // InStock → "in stock", OutOfStock → "out of stock".
  return text
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function asText(value: unknown): string | undefined {
  if (typeof value === "string") return normalizeText(value) || undefined;
  if (typeof value === "number") return String(value);
  const record = asRecord(value);
  if (record) return asText(record.name) ?? asText(record["@id"]);
  if (Array.isArray(value)) return asText(value[0]);
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : Number(asText(value)?.replace(",", "."));
  return Number.isFinite(number) ? number : undefined;
}

function jsonLdOffers(value: unknown): TStructuredOffer[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry): TStructuredOffer[] => {
    const offer = asRecord(entry);
    if (!offer) return [];
    // An AggregateOffer gives a range; its own offers, when listed, are read instead.
    if (offer.offers) return jsonLdOffers(offer.offers);
    const amount = asText(offer.price) ?? asText(offer.lowPrice) ?? asText(asRecord(offer.priceSpecification)?.price);
    if (!amount) return [];
    const currency = asText(offer.priceCurrency) ?? asText(asRecord(offer.priceSpecification)?.priceCurrency);
    const condition = plainCondition(asText(offer.itemCondition));
    const availability = plainAvailability(asText(offer.availability));
    const seller = asText(offer.seller);
    return [
      {
        price: formatPrice(amount, currency),
        ...(condition ? { condition } : {}),
        ...(availability ? { availability } : {}),
        ...(seller ? { seller } : {}),
      },
    ];
  });
}

function fromJsonLd(document: Document): TStructuredProduct | undefined {
  const product = readJsonLd(document).find((item) =>
    hasJsonLdType(item, ["Product", "ProductGroup", "IndividualProduct"]),
  );
  if (!product) return undefined;
  const rating = asRecord(product.aggregateRating);
  const ratingValue = asNumber(rating?.ratingValue);
  const reviewCount = asNumber(rating?.reviewCount ?? rating?.ratingCount);
  const name = asText(product.name);
  const brand = asText(product.brand);
  const description = asText(product.description);
  const image = asText(product.image);
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(ratingValue === undefined ? {} : { rating: ratingValue }),
    ...(reviewCount === undefined ? {} : { reviewCount }),
    offers: jsonLdOffers(product.offers),
  };
}

function itemType(element: Element): string {
  return (element.getAttribute("itemtype") ?? "").replace(/^https?:\/\/schema\.org\//i, "");
}

/** The value of an itemprop inside a scope, not inside a nested scope. */
function itemProp(scope: Element, name: string): string | undefined {
  for (const element of scope.querySelectorAll(`[itemprop~="${name}"]`)) {
    const owner = element.parentElement?.closest("[itemscope]");
    if (owner !== scope) continue;
    const value =
      element.getAttribute("content") ??
      element.getAttribute("href") ??
      element.getAttribute("src") ??
      (element.hasAttribute("itemscope") ? itemProp(element, "name") : element.textContent);
    const text = normalizeText(value);
    if (text) return text;
  }
  return undefined;
}

function fromMicrodata(document: Document): TStructuredProduct | undefined {
  const product = [...document.querySelectorAll("[itemscope][itemtype]")].find((element) =>
    /^(Product|IndividualProduct|ProductModel)$/.test(itemType(element)),
  );
  if (!product) return undefined;
  const offers = [...product.querySelectorAll('[itemprop~="offers"][itemscope]')].flatMap(
    (offer): TStructuredOffer[] => {
      const amount = itemProp(offer, "price") ?? itemProp(offer, "lowPrice");
      if (!amount) return [];
      const condition = plainCondition(itemProp(offer, "itemCondition"));
      const availability = plainAvailability(itemProp(offer, "availability"));
      const seller = itemProp(offer, "seller");
      return [
        {
          price: formatPrice(amount, itemProp(offer, "priceCurrency")),
          ...(condition ? { condition } : {}),
          ...(availability ? { availability } : {}),
          ...(seller ? { seller } : {}),
        },
      ];
    },
  );
  const ratingScope = product.querySelector('[itemprop~="aggregateRating"][itemscope]');
  const rating = ratingScope ? asNumber(itemProp(ratingScope, "ratingValue")) : undefined;
  const reviewCount = ratingScope
    ? asNumber(itemProp(ratingScope, "reviewCount") ?? itemProp(ratingScope, "ratingCount"))
    : undefined;
  const name = itemProp(product, "name");
  const brand = itemProp(product, "brand");
  const description = itemProp(product, "description");
  const image = itemProp(product, "image");
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(rating === undefined ? {} : { rating }),
    ...(reviewCount === undefined ? {} : { reviewCount }),
    offers,
  };
}

function fromOpenGraph(document: Document): TStructuredProduct | undefined {
  const amount = metaContent(document, "product:price:amount", "og:price:amount");
  const type = metaContent(document, "og:type");
  if (!amount && !/product/i.test(type ?? "")) return undefined;
  const condition = metaContent(document, "product:condition");
  const availability = metaContent(document, "product:availability", "og:availability");
  const name = metaContent(document, "og:title");
  const brand = metaContent(document, "product:brand");
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    offers: amount
      ? [
          {
            price: formatPrice(amount, metaContent(document, "product:price:currency", "og:price:currency")),
            ...(condition ? { condition: condition.toLowerCase() } : {}),
            ...(availability ? { availability: availability.toLowerCase() } : {}),
          },
        ]
      : [],
  };
}

/** The product as JSON-LD, microdata and Open Graph describe it, merged in that order; undefined when none does. */
export function readStructuredProduct(document: Document): TStructuredProduct | undefined {
  const sources = [fromJsonLd(document), fromMicrodata(document), fromOpenGraph(document)].filter(
    (source): source is TStructuredProduct => Boolean(source),
  );
  if (sources.length === 0) return undefined;
  const merged: TStructuredProduct = { offers: [] };
  for (const source of sources) {
    for (const key of ["name", "brand", "description", "image", "rating", "reviewCount"] as const) {
      if (merged[key] === undefined && source[key] !== undefined) Object.assign(merged, { [key]: source[key] });
    }
    if (merged.offers.length === 0) merged.offers = source.offers;
  }
  return merged;
}
