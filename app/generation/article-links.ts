// Keeps retailer links in generated bodies pointing at the scraped product pages, and adds the
// video link the editor supplied.
import { extractAsin } from "./sources/retailer-product.server";
import { isRetailerUrl } from "./sources/detect-source-type";
import { truncateAtWord } from "./assemble-article";

export interface TLinkedProduct {
  title: string;
  productUrl: string;
  asin?: string | undefined;
}

/**
 * Points every retailer link of the body at the matching scraped product URL (a model cannot be
 * trusted to copy addresses); a retailer link that matches no product loses its link.
 */
export function enforceRetailerLinks(body: string, products: readonly TLinkedProduct[]): string {
  return body.replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, (whole, text: string, url: string) => {
    if (!isRetailerUrl(url)) return whole;
    const asin = extractAsin(url);
    const match =
      products.find((product) => product.productUrl === url || (asin && product.asin === asin)) ??
      (products.length === 1 ? products[0] : undefined);
    return match ? `[${text}](${match.productUrl})` : text;
  });
}

/** Buy-link lines for the products the body does not link to yet. */
export function buildMissingRetailerLinks(body: string, products: readonly TLinkedProduct[]): string | undefined {
  const missing = products.filter((product) => !body.includes(`(${product.productUrl})`));
  if (missing.length === 0) return undefined;
  return missing
    .map(
      (product) => `[Check the current price of ${truncateAtWord(product.title, 80)} on Amazon](${product.productUrl})`,
    )
    .join("\n\n");
}

export function buildVideoLine(videoUrl: string | undefined, title?: string): string | undefined {
  if (!videoUrl) return undefined;
  return `**Watch it in action:** [${title?.trim() || "the video on YouTube"}](${videoUrl})`;
}
