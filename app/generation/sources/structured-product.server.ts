// Reads a product's facts from the markup shops publish for search engines, for every shop: schema.org Product
// and Offer as JSON-LD or microdata, and Open Graph product meta (product:price:amount). Read before any
// shop-specific markup, because the visible price may be obfuscated while these stay plain.
import {
  decodeEntities,
  hasJsonLdType,
  inlineScriptsOf,
  metaContent,
  normalizeText,
  readJsonLd,
} from "./html-document.server";
import { nameOpeningWith } from "./name-brand";
import { plainAvailability, plainCondition, type TAvailability, type TCondition } from "./offer-status";

/** Where a fact was read: a test or the benchmark can say why a fact is wrong. */
export type TFactSource = "JSON-LD" | "microdata" | "Open Graph" | "visible page" | "visible table" | "page script";

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
  /** Availability the data gives for the product, also when its offer carries no price the reader can use. */
  availability?: TAvailability;
  /** Where the name and brand were read. */
  from: TFactSource;
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" };

// A data amount as a database prints a decimal column, zeros past its cents ("69.990000000000", "26.5000"): a person
// reads the cents ("$69.99"). Four decimals or more only: three after a dot are a thousands group ("1.000").
const ZEROS_PAST_CENTS = /^(\d+\.\d{2})0{2,}$/;

/** "17.99" + "USD" → "$17.99"; other currencies as "AED 26.00"; "69.990000000000" read as "69.99". */
export function formatPrice(amount: string, currency: string | undefined): string {
  const written = normalizeText(amount);
  const value = ZEROS_PAST_CENTS.exec(written)?.[1] ?? written;
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

/** A JSON-LD object with its keys in lower case: real pages write "lowprice" and "pricecurrency" too. */
function lowerKeys(record: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!record) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key.toLowerCase()] ??= value;
  return out;
}

function offerList(value: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((entry) => lowerKeys(asRecord(entry))).filter((entry): entry is Record<string, unknown> => !!entry);
}

/**
 * What the data says of the product's availability, whether or not its offers carry a usable price: an offer's
 * availability, else an aggregate of offers from one or more sellers (offerCount), which can be bought.
 */
function jsonLdAvailability(value: unknown): TAvailability | undefined {
  for (const offer of offerList(value)) {
    const stated = plainAvailability(asText(offer.availability));
    if (stated) return stated;
    const nested = offer.offers ? jsonLdAvailability(offer.offers) : undefined;
    if (nested) return nested;
    if ((asNumber(offer.offercount) ?? 0) > 0) return "in stock";
  }
  return undefined;
}

function jsonLdOffers(value: unknown): TStructuredOffer[] {
  return offerList(value).flatMap((offer): TStructuredOffer[] => {
    // An AggregateOffer gives a range; its own offers, when listed with their prices, are read instead. Offers
    // listed without a price (each seller's address only) leave the aggregate's lowest price, the one the page
    // shows first.
    const listed = offer.offers ? jsonLdOffers(offer.offers) : [];
    if (listed.length > 0 || (offer.offers && offer.lowprice === undefined)) return listed;
    const specification = lowerKeys(asRecord(offer.pricespecification));
    const amount = asText(offer.price) ?? asText(offer.lowprice) ?? asText(specification?.price);
    if (!amount || isZero(amount)) return [];
    const currency = asText(offer.pricecurrency) ?? asText(specification?.pricecurrency);
    const condition = plainCondition(asText(offer.itemcondition));
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

function availabilityOf(availability: TAvailability | undefined): { availability?: TAvailability } {
  return availability ? { availability } : {};
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

// schema.org's Product and its kinds: a car dealer's or a used-car market's "Car" is a product with an offer.
const PRODUCT_TYPES = [
  "Product",
  "ProductGroup",
  "IndividualProduct",
  "ProductModel",
  "SomeProducts",
  "Vehicle",
  "Car",
  "Motorcycle",
  "MotorizedBicycle",
  "BusOrCoach",
];

function fromJsonLd(document: Document): TStructuredProduct | undefined {
  const items = readJsonLd(document);
  const products = items.filter((item) => hasJsonLdType(item, PRODUCT_TYPES));
  const product =
    products[0] ??
    // A Product as the main entity of a WebPage or ItemPage.
    items
      .map((item) => asRecord(item.mainEntity))
      .find((item): item is Record<string, unknown> => Boolean(item && hasJsonLdType(item, PRODUCT_TYPES)));
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
    ...availabilityOf(jsonLdAvailability(product.offers ?? asRecord(variants[0])?.offers)),
    from: "JSON-LD",
  };
}

function itemType(element: Element): string {
  return (element.getAttribute("itemtype") ?? "").replace(/^https?:\/\/(?:www\.)?schema\.org\//i, "").trim();
}

/**
 * The value of an itemprop inside a scope, not inside a nested scope. A link's value is its address, as microdata
 * defines it; where the property is a name a person reads (`linkText`: a brand marked on the link to the brand's
 * page, `<a itemprop="brand" href="/brands/acme">Acme</a>`), the link's text.
 */
function itemProp(scope: Element, name: string, linkText = false): string | undefined {
  // Property names are read without case: "pricecurrency" is written as often as "priceCurrency".
  for (const element of scope.querySelectorAll(`[itemprop~="${name}" i]`)) {
    const owner = element.parentElement?.closest("[itemscope]");
    if (owner !== scope) continue;
    const shownText = linkText && element.tagName === "A" ? normalizeText(element.textContent) : "";
    const value =
      element.getAttribute("content") ??
      (shownText || undefined) ??
      element.getAttribute("href") ??
      element.getAttribute("src") ??
      (element.hasAttribute("itemscope") ? itemProp(element, "name") : element.textContent);
    const text = normalizeText(value);
    if (text) return text;
  }
  return undefined;
}

// A currency as a price element may show it beside its figure ("27,63<span>£</span>"): a sign or a code alone.
const CURRENCY_ALONE = /^(?:[$€£¥₹₩₪₽₸₺]|[A-Z]{3}|zł|Kč|kr|Ft|lei|руб\.?|тг\.?)$/u;

/** A price element's figure with the currency its own text shows beside it, where the data names no currency. */
function shownWithCurrency(shown: string, amount: string): string | undefined {
  const at = shown.indexOf(amount);
  const rest = at < 0 ? "" : `${shown.slice(0, at)} ${shown.slice(at + amount.length)}`.trim();
  return CURRENCY_ALONE.test(rest) ? normalizeText(shown) : undefined;
}

// A product's name element inside its heading, after words of the heading outside it ("<h1>Steel wheel <span
// itemprop=brand>Peugeot</span> <span itemprop=name>206 1.1i</span></h1>"): the heading is the name a person reads.
const NAME_HEADINGS = new Set(["h1", "h2"]);
const HEADING_LEVELS = 3;

/** The heading around a microdata name element that opens with words outside it, or undefined. */
function headingAroundName(product: Element, name: string): string | undefined {
  const element = [...product.querySelectorAll('[itemprop~="name" i]')].find(
    (candidate) => candidate.parentElement?.closest("[itemscope]") === product && !candidate.hasAttribute("content"),
  );
  let heading: Element | null | undefined = element;
  for (let level = 0; heading && level <= HEADING_LEVELS && !NAME_HEADINGS.has(heading.localName); level++)
    heading = heading.parentElement;
  if (!heading || !NAME_HEADINGS.has(heading.localName)) return undefined;
  const text = normalizeText(heading.textContent?.slice(0, 400));
  const at = text.indexOf(name);
  return at > 0 && text.length <= 300 && /\p{L}/u.test(text.slice(0, at)) ? text : undefined;
}

function fromMicrodata(document: Document): TStructuredProduct | undefined {
  const products = [...document.querySelectorAll("[itemscope][itemtype]")].filter((element) =>
    PRODUCT_TYPES.some((type) => type.toLowerCase() === itemType(element).toLowerCase()),
  );
  // (a product's scope may wrap the page's whole product block and name nothing of its own, its name, price and
  // stock in a product scope inside it: that inner scope is the product; another product's scope beside it is not)
  const first = products[0];
  const product =
    (first && !itemProp(first, "name") && products.find((scope) => first.contains(scope) && itemProp(scope, "name"))) ||
    first;
  if (!product) return undefined;
  // (schema.org lets the product itself say its condition: "<link itemprop=itemCondition>" beside its name)
  const productCondition = plainCondition(itemProp(product, "itemCondition"));
  const offers = [...product.querySelectorAll('[itemprop~="offers"][itemscope]')].flatMap(
    (offer): TStructuredOffer[] => {
      // A price element without a content attribute may show its figure more than once ("499€499€"): the first.
      const shown = itemProp(offer, "price") ?? itemProp(offer, "lowPrice");
      const amount = shown?.match(/\d[\d.,\s]*\d|\d/)?.[0]?.trim();
      if (!amount || isZero(amount)) return [];
      const condition = plainCondition(itemProp(offer, "itemCondition")) ?? productCondition;
      const availability = plainAvailability(itemProp(offer, "availability"));
      const seller = itemProp(offer, "seller");
      const currency = itemProp(offer, "priceCurrency");
      return [
        {
          price: (!currency && shownWithCurrency(shown!, amount)) || formatPrice(amount, currency),
          ...(condition ? { condition } : {}),
          ...(availability ? { availability } : {}),
          ...(seller ? { seller } : {}),
          from: "microdata" as const,
        },
      ];
    },
  );
  // An offer whose price the reader cannot use still says whether the product can be bought; an aggregate of
  // offers from shops (a price comparison's offerCount) can be bought.
  const offered = [...product.querySelectorAll('[itemprop~="offers"][itemscope]')]
    .map(
      (offer) =>
        plainAvailability(itemProp(offer, "availability")) ??
        ((asNumber(itemProp(offer, "offerCount")) ?? 0) > 0 ? ("in stock" as const) : undefined),
    )
    .find(Boolean);
  const ratingScope = product.querySelector('[itemprop~="aggregateRating"][itemscope]');
  const rating = ratingScope ? asNumber(itemProp(ratingScope, "ratingValue")) : undefined;
  const reviewCount = ratingScope
    ? asNumber(itemProp(ratingScope, "reviewCount") ?? itemProp(ratingScope, "ratingCount"))
    : undefined;
  const dataName = itemProp(product, "name");
  const name = dataName ? (headingAroundName(product, dataName) ?? dataName) : undefined;
  const brand = itemProp(product, "brand", true);
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
    ...availabilityOf(offered),
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
    merged.availability ??= source.availability ?? source.offers.find((offer) => offer.availability)?.availability;
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

// A shop's script state is read field by field with a global pattern: at most this many matches a script.
const MATCHES_PER_SCRIPT = 200;

/** The matches of a global `pattern` in the page's inline scripts, at most MATCHES_PER_SCRIPT in each. */
function* scriptMatches(document: Document, pattern: RegExp): Generator<RegExpExecArray> {
  for (const text of inlineScriptsOf(document)) {
    pattern.lastIndex = 0;
    for (let count = 0; count < MATCHES_PER_SCRIPT; count++) {
      const match = pattern.exec(text);
      if (!match) break;
      yield match;
    }
  }
}

// A price object of a shop's script state: its regular and its sale figure side by side
// ({"original":"150.00","sale":"120.00"}).
const PRICE_OBJECT = /"price"\s*:\s*\{/g;
const SALE_KEYS =
  /^(?:sale|sale_?price|special|special_?price|final|final_?price|current|now|promo|promotional|discounted)$/i;
const REGULAR_KEYS =
  /^(?:original|original_?price|regular|regular_?price|list|list_?price|was|msrp|base|base_?price)$/i;

function figure(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text.slice(0, 40));
  const number = match ? Number(match[0].replace(/,/g, "")) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The sale price a shop's script state gives where the page's data gives the regular one: a price object in an
 * inline script whose regular figure is the data's price and whose sale figure is lower (the page draws the sale
 * price by script). Undefined unless every such object of the page agrees on one sale price.
 */
export function scriptSalePrice(document: Document, dataPrice: string): string | undefined {
  const regular = figure(dataPrice.replace(/^\D+/, ""));
  if (regular === undefined) return undefined;
  const sales = new Set<string>();
  for (const match of scriptMatches(document, PRICE_OBJECT)) {
    const text = match.input;
    const start = match.index + match[0].length - 1;
    // A price object is flat and short: it ends at the first closing brace.
    const end = text.indexOf("}", start);
    if (end < 0 || end - start > 1_000) continue;
    let value: unknown;
    try {
      value = JSON.parse(text.slice(start, end + 1));
    } catch {
      continue;
    }
    const record = asRecord(value) ?? {};
    const keys = Object.keys(record);
    const was = figure(record[keys.find((key) => REGULAR_KEYS.test(key)) ?? ""]);
    const saleKey = keys.find((key) => SALE_KEYS.test(key));
    const sale = figure(record[saleKey ?? ""]);
    if (was === regular && sale !== undefined && sale < regular) sales.add(String(record[saleKey!]));
  }
  return sales.size === 1 ? dataPrice.replace(/\d[\d.,]*/, [...sales][0]!) : undefined;
}

// A brand or vendor field of a shop's script state (an analytics product object, a shop system's product JSON).
const SCRIPT_BRAND = /"(?:brand|vendor)"\s*:\s*"([^"\\]{2,60})"/g;

/**
 * The brand a shop's script state gives for the product, when the product's name opens with it ("vendor":"Happy
 * Coffee" for "Happy Coffee SIDAMO Bio Bohnen"): the page names the maker, only not in a visible row. Read in the
 * name's own spelling (a state's "TP Link" for "TP-Link Tapo C200" is "TP-Link"). A field the name does not confirm
 * (a theme's or a payment provider's "brand") is not read.
 */
export function scriptBrand(document: Document, productName: string): string | undefined {
  for (const match of scriptMatches(document, SCRIPT_BRAND)) {
    const brand = match[1]!.replace(/\s+/g, " ").trim();
    const opening = /\p{L}/u.test(brand) ? nameOpeningWith(productName, brand) : undefined;
    if (opening && opening.length < productName.trim().length) return opening;
  }
  return undefined;
}

// A condition field of a shop's script state ("itmCondition":"Used", "conditionDisplayName":"Nuovo: altro").
const SCRIPT_CONDITION = /"(?:itmCondition|itemCondition|conditionDisplayName|conditionName)"\s*:\s*"([^"\\]{2,80})"/gi;

/**
 * The condition a shop's script state gives for the listing, when the page shows it by script only: every
 * condition field of the state says the same (a state that also lists other items in other conditions says none).
 */
export function scriptCondition(document: Document): TCondition | undefined {
  const found = new Set<TCondition>();
  for (const match of scriptMatches(document, SCRIPT_CONDITION)) {
    const condition = plainCondition(match[1]);
    if (condition) found.add(condition);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
