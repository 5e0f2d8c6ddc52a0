// The link policy of every generator: a generated body keeps only the links its sources or the editor gave, and
// links to the site's own pages that a reader can open (a published article, a section, a category of one).
// Retailer links (which the renderer turns into sponsored buttons) survive only when they point at a product
// page that was read, and then they point at exactly that page. Everything else the model wrote loses its link.
import { readSitePage, sitePagePath, type TSitePage } from "~/articles/site-paths";
import { isRetailerUrl } from "~/content/affiliate-links";
import { extractAsin } from "./sources/retailer-product.server";
import { truncateAtWord } from "./assemble-article";

export interface TLinkedProduct {
  title: string;
  productUrl: string;
  asin?: string | undefined;
  /** The shop whose page was read, named on the buy button. */
  shop?: string | undefined;
}

export interface TLinkPolicy {
  /** Product pages that were read: the only retailer addresses a body may link to. */
  products: readonly TLinkedProduct[];
  /** Addresses read from the sources or given by the editor (non-retailer ones are kept when linked to). */
  allowedUrls: readonly string[];
  /**
   * The site's own pages a link may point at (written as `sitePagePath` writes them), and the site's origin, so
   * absolute links to it are recognised. Without it every link to the site loses its address.
   */
  site?: { origin: string; linkable: ReadonlySet<string> } | undefined;
}

// One pass over the body, each branch bounded and stopping at the next bracket, so the scan stays linear:
// 1 inline link [text](target "title") (an address, a path, anything), 2 autolink <url>, 3 HTML anchor's opening
// tag, 4 bare address (GFM autolink).
const LINK_PATTERN =
  /\[([^[\]\n]{0,500})\]\(\s{0,3}<?([^\s()<>[\]]{1,2000})>?(?:\s{1,3}"[^"\n<>[\]]{0,300}")?\s{0,3}\)|<((?:https?:\/\/|www\.)[^\s<>[\]]{1,2000})>|<a\b([^<>\n]{0,2000})>|((?:https?:\/\/|www\.)[^\s<>()[\]"'`]{1,2000})/gi;
// Reference definitions `[label]: url` on their own line.
const REFERENCE_DEFINITION = /^ {0,3}\[[^[\]\n]{1,200}\]:[ \t]{0,10}<?([^\s<>]{1,2000})>?[^\n]{0,400}$/gm;
const HREF_ATTRIBUTE = /\bhref\s{0,3}=\s{0,3}(?:"([^"]{0,2000})"|'([^']{0,2000})'|([^\s"'>]{1,2000}))/i;
// Closing punctuation that ends a sentence rather than an address.
const TRAILING_PUNCTUATION = /[.,;:!?*_~]+$/;

/** Comparable form of an address: lower-case host, no fragment, no trailing slash. */
function urlKey(value: string): string | null {
  const text = /^www\./i.test(value) ? `https://${value}` : value;
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  return `${url.host.replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}${url.search}`;
}

function hostText(value: string): string {
  const text = /^www\./i.test(value) ? `https://${value}` : value;
  return URL.canParse(text) ? new URL(text).hostname.replace(/^www\./, "") : "";
}

/** Every http(s) address written in a text (source facts, the editor's fields), for a policy's allowedUrls. */
export function findUrls(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s<>()[\]"'`]{1,2000}/g)) {
    found.push(match[0].replace(TRAILING_PUNCTUATION, ""));
  }
  return found;
}

export function createLinkPolicy(input: {
  products?: readonly TLinkedProduct[];
  urls?: ReadonlyArray<string | undefined>;
  texts?: ReadonlyArray<string | undefined>;
}): TLinkPolicy {
  return {
    products: input.products ?? [],
    allowedUrls: [
      ...(input.urls ?? []).filter((url): url is string => Boolean(url)),
      ...(input.texts ?? []).flatMap((text) => (text ? findUrls(text) : [])),
    ],
  };
}

interface TCompiledPolicy {
  allowed: ReadonlySet<string>;
  products: readonly TLinkedProduct[];
  site: TLinkPolicy["site"];
  /** Decisions already taken, by address (a body repeats its links). */
  decided: Map<string, string | null>;
}

function compile(policy: TLinkPolicy): TCompiledPolicy {
  const allowed = new Set<string>();
  for (const url of policy.allowedUrls) {
    if (isRetailerUrl(url)) continue;
    const key = urlKey(url);
    if (key) allowed.add(key);
  }
  return { allowed, products: policy.products, site: policy.site, decided: new Map() };
}

/** Where a link may point: the product page it names, the allowed address itself, or nowhere. */
function resolveLink(url: string, policy: TCompiledPolicy): string | null {
  const known = policy.decided.get(url);
  if (known !== undefined) return known;
  const decision = decideLink(url, policy);
  policy.decided.set(url, decision);
  return decision;
}

function decideLink(url: string, policy: TCompiledPolicy): string | null {
  const sitePage = policy.site ? readSitePage(url, policy.site.origin) : null;
  if (sitePage) {
    const path = sitePagePath(sitePage);
    return policy.site?.linkable.has(path) ? path : null;
  }
  const absolute = /^www\./i.test(url) ? `https://${url}` : url;
  if (isRetailerUrl(absolute)) {
    const asin = extractAsin(absolute);
    const key = urlKey(absolute);
    const product = policy.products.find(
      (candidate) => (asin && candidate.asin?.toUpperCase() === asin) || urlKey(candidate.productUrl) === key,
    );
    return product ? product.productUrl : null;
  }
  const key = urlKey(absolute);
  return key && policy.allowed.has(key) ? url : null;
}

/** Bare addresses in a link's text would be auto-linked again; they become their host name. */
function unlinkBareUrls(text: string, policy: TCompiledPolicy): string {
  return text.replace(/(?:https?:\/\/|www\.)[^\s<>()[\]"'`]{1,2000}/gi, (url) =>
    resolveLink(url, policy) ? url : hostText(url),
  );
}

/**
 * Applies the policy to a markdown body: links to allowed addresses stay, retailer links to a product page
 * that was read point at that page, any other link keeps its text and loses its address.
 */
export function applyLinkPolicy(body: string, policy: TLinkPolicy): string {
  const compiled = compile(policy);
  const withoutDefinitions = body.replace(REFERENCE_DEFINITION, (line, url: string) =>
    resolveLink(url, compiled) ? line : "",
  );
  return withoutDefinitions.replace(
    LINK_PATTERN,
    (
      whole: string,
      text: string | undefined,
      inlineUrl: string | undefined,
      autoUrl: string | undefined,
      anchorAttributes: string | undefined,
      bareUrl: string | undefined,
    ) => {
      if (inlineUrl !== undefined) {
        const target = resolveLink(inlineUrl, compiled);
        const safeText = unlinkBareUrls(text ?? "", compiled);
        return target ? `[${safeText}](${target})` : safeText;
      }
      if (autoUrl !== undefined) {
        const target = resolveLink(autoUrl, compiled);
        return target ? `<${target}>` : hostText(autoUrl);
      }
      if (anchorAttributes !== undefined) {
        const href = HREF_ATTRIBUTE.exec(anchorAttributes);
        const url = href?.[1] ?? href?.[2] ?? href?.[3];
        // An anchor without an allowed address is dropped (its closing tag is removed by the sanitiser).
        return url && resolveLink(url, compiled) ? whole : "";
      }
      const url = (bareUrl ?? "").replace(TRAILING_PUNCTUATION, "");
      const rest = (bareUrl ?? "").slice(url.length);
      const target = resolveLink(url, compiled);
      return `${target ?? hostText(url)}${rest}`;
    },
  );
}

/** Every link target written in a markdown body: inline links, autolinks, anchors, bare addresses, definitions. */
function linkTargets(body: string): string[] {
  const targets: string[] = [];
  for (const match of body.matchAll(REFERENCE_DEFINITION)) targets.push(match[1]!);
  for (const match of body.matchAll(LINK_PATTERN)) {
    const [, , inlineUrl, autoUrl, anchorAttributes, bareUrl] = match;
    if (anchorAttributes !== undefined) {
      const href = HREF_ATTRIBUTE.exec(anchorAttributes);
      const url = href?.[1] ?? href?.[2] ?? href?.[3];
      if (url) targets.push(url);
    } else {
      const url = inlineUrl ?? autoUrl ?? (bareUrl ?? "").replace(TRAILING_PUNCTUATION, "");
      if (url) targets.push(url);
    }
  }
  return targets;
}

/** The site's own pages a body links to (relative paths, or addresses on the site's origin). */
export function findSitePageLinks(body: string, siteOrigin: string): TSitePage[] {
  const pages = new Map<string, TSitePage>();
  const host = URL.canParse(siteOrigin) ? new URL(siteOrigin).host.replace(/^www\./, "").toLowerCase() : null;
  if (host === null) return [];
  for (const target of linkTargets(body)) {
    // Only a path or an address naming the site's host can be a site page: the rest is not parsed at all.
    if (!target.startsWith("/") && !target.toLowerCase().includes(host)) continue;
    const page = readSitePage(target, siteOrigin);
    if (page) pages.set(sitePagePath(page), page);
  }
  return [...pages.values()];
}

/** Buy-link lines for the products the body does not link to yet. */
export function buildMissingRetailerLinks(body: string, products: readonly TLinkedProduct[]): string | undefined {
  const missing = products.filter((product) => !body.includes(`(${product.productUrl})`));
  if (missing.length === 0) return undefined;
  return missing
    .map(
      (product) =>
        `[Check the current price of ${truncateAtWord(product.title, 80)} on ${product.shop ?? "Amazon"}](${product.productUrl})`,
    )
    .join("\n\n");
}

export function buildVideoLine(videoUrl: string | undefined, title?: string): string | undefined {
  if (!videoUrl) return undefined;
  return `**Watch it in action:** [${title?.trim() || "the video on YouTube"}](${videoUrl})`;
}
