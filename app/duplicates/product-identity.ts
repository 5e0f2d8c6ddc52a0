// What names a product across the addresses that show it: the address itself without tracking parameters, and a
// shop's own product id (Amazon's ASIN in /dp/, /gp/product/ and /gp/aw/d/ links). Pure, so bulk rows and single
// generations are compared the same way.

/** The product address without scheme, "www.", query (tracking), fragment and trailing slash, in lower case. */
export function normalizeProductAddress(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  // A video page is named by its `v` parameter; other parameters only track.
  const video = parsed.searchParams.get("v");
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${host}${path}${video ? `?v=${video}` : ""}`.toLowerCase();
}

const ASIN_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/asin)\/([A-Z0-9]{10})(?:[/?#]|$)/i;

/** The shop's product id in an address: an Amazon ASIN, upper case. */
export function shopIdOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const match = ASIN_PATH.exec(new URL(url).pathname);
  return match ? match[1]!.toUpperCase() : null;
}

export interface TProductIdentity {
  addresses: string[];
  shopIds: string[];
  title: string | null;
  /** Only articles of this type count (a review and an award about one product are two articles); null: any. */
  articleType: string | null;
}

// The article type each generator writes (the AI Content Generator writes reviews, also when asked for a pillar).
const GENERATOR_TYPES: Record<string, string> = {
  smart: "review",
  "ai-content": "review",
  versus: "versus",
  "brutal-award": "award",
  "how-to": "how-to",
  "tech-news": "tech-news",
  "saas-url": "saas",
  "saas-manual": "saas",
};

export function articleTypeOfGenerator(generator: string): string | null {
  return GENERATOR_TYPES[generator] ?? null;
}

export function productIdentity(urls: string[], title: string | null, articleType: string | null): TProductIdentity {
  const addresses = [...new Set(urls.map(normalizeProductAddress).filter((a): a is string => a !== null))];
  const shopIds = [...new Set(urls.map(shopIdOf).filter((id): id is string => id !== null))];
  const cleanTitle = title?.trim() ? title.trim().slice(0, 255) : null;
  return { addresses, shopIds, title: cleanTitle, articleType };
}

// Request fields that hold a picture, not the product.
const NOT_A_PRODUCT = /image/i;

/**
 * The product a generation request is about: its address fields (url, product links, a video) and the title the
 * editor gave (a manual title, a product name), whatever the generator.
 */
export function requestProductIdentity(request: unknown, articleType: string | null): TProductIdentity {
  if (typeof request !== "object" || request === null) return productIdentity([], null, articleType);
  const fields = request as Record<string, unknown>;
  const urls = requestProductLinks(fields);
  const title = [fields.manualTitle, fields.title, fields.productName].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  return productIdentity(urls, title ?? null, articleType);
}

/** The product addresses of a generator request: its url and link fields, and lists of products, one a line. */
export function requestProductLinks(request: unknown): string[] {
  if (typeof request !== "object" || request === null) return [];
  return Object.entries(request as Record<string, unknown>)
    .filter(([key, value]) => /url|link|product/i.test(key) && !NOT_A_PRODUCT.test(key) && typeof value === "string")
    .flatMap(([, value]) => (value as string).match(/https?:\/\/[^\s<>"]{1,2000}/g) ?? []);
}
