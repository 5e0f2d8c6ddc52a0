// Retailer links become sponsored buttons carrying the associate tag; other external links open safely in a new tab.
import type { Element } from "domhandler";

// Amazon's storefront domains. Listed, not pattern-matched, so amazon.evil.com is not one.
const AMAZON_SUFFIXES = [
  "com",
  "ca",
  "com.mx",
  "com.br",
  "co.uk",
  "de",
  "fr",
  "it",
  "es",
  "nl",
  "se",
  "pl",
  "com.be",
  "ie",
  "com.tr",
  "ae",
  "sa",
  "eg",
  "in",
  "co.jp",
  "sg",
  "com.au",
  "cn",
  "co.za",
];
const AMAZON_HOSTS: ReadonlySet<string> = new Set(AMAZON_SUFFIXES.map((suffix) => `amazon.${suffix}`));
// The retailer's own short-link hosts: they redirect to a product page, so they are judged as retailer links too.
const SHORT_LINK_HOSTS: ReadonlySet<string> = new Set(["amzn.to", "amzn.eu", "amzn.asia", "a.co"]);

export const AFFILIATE_LINK_CLASS = "affiliate-button";
export const AFFILIATE_LINK_REL = "sponsored nofollow noopener";
export const EXTERNAL_LINK_REL = "noopener noreferrer";

function parseAbsoluteHttpUrl(href: string): URL | null {
  if (!/^https?:\/\//i.test(href.trim())) return null;
  try {
    return new URL(href.trim());
  } catch {
    return null;
  }
}

function bareHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, "");
}

function isAmazonStoreHost(hostname: string): boolean {
  return AMAZON_HOSTS.has(bareHostname(hostname).replace(/^(?:www|smile|m)\./, ""));
}

/**
 * The one retailer test of the site: the renderer makes these links sponsored buttons, the generators read
 * them with the retailer reader and keep them only when they point at a product page that was read.
 */
export function isRetailerUrl(href: string): boolean {
  const url = parseAbsoluteHttpUrl(href);
  if (!url) return false;
  return isAmazonStoreHost(url.hostname) || SHORT_LINK_HOSTS.has(bareHostname(url.hostname));
}

/**
 * Sets (or replaces) the associate tag on an amazon.* link. amzn.to short links already encode the
 * tag they were made with and drop query parameters on redirect, so they are left as they are.
 */
export function withAssociateTag(href: string, tag: string | undefined): string {
  const cleanTag = tag?.trim();
  if (!cleanTag) return href;
  const url = parseAbsoluteHttpUrl(href);
  if (!url || !isAmazonStoreHost(url.hostname)) return href;
  url.searchParams.set("tag", cleanTag);
  return url.toString();
}

export interface TLinkOptions {
  affiliateTag?: string;
  siteOrigin?: string;
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Rewrites the anchors of a sanitised tree in place. Relative and same-site links are untouched. */
export function rewriteLinks(anchors: readonly Element[], options: TLinkOptions = {}): void {
  const siteOrigin = originOf(options.siteOrigin);
  for (const anchor of anchors) {
    const href = anchor.attribs.href;
    if (href === undefined) continue;
    const url = parseAbsoluteHttpUrl(href);
    if (!url || url.origin === siteOrigin) continue;
    if (isRetailerUrl(href)) {
      anchor.attribs.href = withAssociateTag(href, options.affiliateTag);
      anchor.attribs.class = AFFILIATE_LINK_CLASS;
      anchor.attribs.rel = AFFILIATE_LINK_REL;
    } else {
      anchor.attribs.rel = EXTERNAL_LINK_REL;
    }
    anchor.attribs.target = "_blank";
  }
}
