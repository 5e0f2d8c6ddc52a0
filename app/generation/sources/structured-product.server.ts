// Reads a product's facts from the markup shops publish for search engines, for every shop: schema.org Product
// and Offer as JSON-LD or microdata, and Open Graph product meta (product:price:amount). Read before any
// shop-specific markup, because the visible price may be obfuscated while these stay plain.
import { decodeEntities, hasJsonLdType, metaContent, normalizeText, readJsonLd } from "./html-document.server";
import { plainAvailability, plainCondition, type TAvailability, type TCondition } from "./offer-status";

/** Where a fact was read: a test or the benchmark can say why a fact is wrong. */
export type TFactSource = "JSON-LD" | "microdata" | "Open Graph" | "visible page" | "visible table";

export interface TStructuredOffer {
  price: string;
  /** From schema.org itemCondition or product:condition, in any language. */
  condition?: TCondition;
  availability?: TAvailability;
  seller?: string;
  from: TFactSource;
}

export interface TStructuredProduct {
  name?: string;
  brand?: string;
  description?: string;
  image?: string;
  rating?: number;
  reviewCount?: number;
  /** schema.org additionalProperty (name and value pairs). */
  properties: Array<{ name: string; value: string }>;
  offers: TStructuredOffer[];
  /** The data gives the product's offer a price of nothing (a placeholder): the page shows no price. */
  pricedAtZero?: boolean;
  /** Where the name and brand were read. */
  from: TFactSource;
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

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function asText(value: unknown): string | undefined {
  if (typeof value === "string") return normalizeText(decodeEntities(value)) || undefined;
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

/** A price of nothing ("0", "0.00"): a placeholder of a product with no price, not a price. */
function isZero(amount: string): boolean {
  return /^\D*0+(?:[.,]0+)?\D*$/.test(amount);
}

function jsonLdOffers(value: unknown): TStructuredOffer[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry): TStructuredOffer[] => {
    const offer = asRecord(entry);
    if (!offer) return [];
    // An AggregateOffer gives a range; its own offers, when listed, are read instead.
    if (offer.offers) return jsonLdOffers(offer.offers);
    const amount = asText(offer.price) ?? asText(offer.lowPrice) ?? asText(asRecord(offer.priceSpecification)?.price);
    if (!amount || isZero(amount)) return [];
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
        from: "JSON-LD",
      },
    ];
  });
}

function jsonLdProperties(value: unknown): Array<{ name: string; value: string }> {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => {
    const record = asRecord(entry);
    const name = asText(record?.name);
    const text = asText(record?.value);
    return name && text
      ? [{ name, value: `${text}${asText(record?.unitText) ? ` ${asText(record?.unitText)}` : ""}` }]
      : [];
  });
}

/** Whether an offer of the data gives a price of nothing. */
function hasZeroPrice(value: unknown): boolean {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.some((entry) => {
    const amount = asText(asRecord(entry)?.price);
    return amount !== undefined && isZero(amount);
  });
}

function fromJsonLd(document: Document): TStructuredProduct | undefined {
  const items = readJsonLd(document);
  const products = items.filter((item) =>
    hasJsonLdType(item, ["Product", "ProductGroup", "IndividualProduct", "ProductModel"]),
  );
  const product =
    products[0] ??
    // A Product as the main entity of a WebPage or ItemPage.
    items
      .map((item) => asRecord(item.mainEntity))
      .find((item): item is Record<string, unknown> => Boolean(item && hasJsonLdType(item, ["Product"])));
  if (!product) return undefined;
  const variants = Array.isArray(product.hasVariant) ? product.hasVariant : [];
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
    properties: jsonLdProperties(product.additionalProperty),
    // A product sold in sizes or colours may be written once per variant, each with its own offer.
    offers: [
      ...jsonLdOffers(product.offers ?? asRecord(variants[0])?.offers),
      ...products
        .slice(1)
        .filter((variant) => name && asText(variant.name) === name)
        .flatMap((variant) => jsonLdOffers(variant.offers)),
    ],
    ...(hasZeroPrice(product.offers) ? { pricedAtZero: true } : {}),
    from: "JSON-LD",
  };
}

function itemType(element: Element): string {
  return (element.getAttribute("itemtype") ?? "").replace(/^https?:\/\/(?:www\.)?schema\.org\//i, "").trim();
}

/** The value of an itemprop inside a scope, not inside a nested scope. */
function itemProp(scope: Element, name: string): string | undefined {
  // Property names are read without case: "pricecurrency" is written as often as "priceCurrency".
  for (const element of scope.querySelectorAll(`[itemprop~="${name}" i]`)) {
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
    /^(Product|IndividualProduct|ProductModel|ProductGroup)$/i.test(itemType(element)),
  );
  if (!product) return undefined;
  const offers = [...product.querySelectorAll('[itemprop~="offers"][itemscope]')].flatMap(
    (offer): TStructuredOffer[] => {
      // A price element without a content attribute may show its figure more than once ("499€499€"): the first.
      const shown = itemProp(offer, "price") ?? itemProp(offer, "lowPrice");
      const amount = shown?.match(/\d[\d.,\s]*\d|\d/)?.[0]?.trim();
      if (!amount || isZero(amount)) return [];
      const condition = plainCondition(itemProp(offer, "itemCondition"));
      const availability = plainAvailability(itemProp(offer, "availability"));
      const seller = itemProp(offer, "seller");
      return [
        {
          price: formatPrice(amount, itemProp(offer, "priceCurrency")),
          ...(condition ? { condition } : {}),
          ...(availability ? { availability } : {}),
          ...(seller ? { seller } : {}),
          from: "microdata" as const,
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
    properties: [],
    offers,
    from: "microdata",
  };
}

function fromOpenGraph(document: Document): TStructuredProduct | undefined {
  const amount = metaContent(document, "product:price:amount", "og:price:amount");
  const type = metaContent(document, "og:type");
  if (!amount && !/product/i.test(type ?? "")) return undefined;
  const condition = plainCondition(metaContent(document, "product:condition", "og:condition"));
  const availability = plainAvailability(metaContent(document, "product:availability", "og:availability"));
  const name = metaContent(document, "og:title");
  const brand = metaContent(document, "product:brand");
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    offers:
      amount && !isZero(amount)
        ? [
            {
              price: formatPrice(amount, metaContent(document, "product:price:currency", "og:price:currency")),
              ...(condition ? { condition } : {}),
              ...(availability ? { availability } : {}),
              from: "Open Graph" as const,
            },
          ]
        : [],
    properties: [],
    from: "Open Graph",
  };
}

/** The product as JSON-LD, microdata and Open Graph describe it, merged in that order; undefined when none does. */
export function readStructuredProduct(document: Document): TStructuredProduct | undefined {
  const sources = [fromJsonLd(document), fromMicrodata(document), fromOpenGraph(document)].filter(
    (source): source is TStructuredProduct => Boolean(source),
  );
  if (sources.length === 0) return undefined;
  const merged: TStructuredProduct = { offers: [], properties: [], from: sources[0]!.from };
  for (const source of sources) {
    for (const key of ["name", "brand", "description", "image", "rating", "reviewCount"] as const) {
      if (merged[key] === undefined && source[key] !== undefined) Object.assign(merged, { [key]: source[key] });
    }
    if (merged.offers.length === 0) merged.offers = source.offers;
    if (merged.properties.length === 0) merged.properties = source.properties;
    if (source.pricedAtZero) merged.pricedAtZero = true;
    // An offer without availability or condition takes them from a later source that gives them for the price.
    const [offer] = merged.offers;
    const same = source.offers.find((other) => offer && other.price === offer.price);
    if (offer && same && same !== offer) {
      if (!offer.availability && same.availability) offer.availability = same.availability;
      if (!offer.condition && same.condition) offer.condition = same.condition;
    }
  }
  return merged;
}
