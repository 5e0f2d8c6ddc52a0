// Decides which reader a generator's source URL needs, from the URL alone (as the admin forms do).
import { isRetailerUrl } from "~/content/affiliate-links";

export type TSourceKind = "retailer-product" | "video" | "discussion" | "web-page" | "saas-landing";

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return "";
  }
}

export function isVideoUrl(url: string): boolean {
  const host = hostnameOf(url);
  return /(^|\.)youtube\.com$/.test(host) || host === "youtu.be" || /(^|\.)youtube-nocookie\.com$/.test(host);
}

export function isDiscussionUrl(url: string): boolean {
  const host = hostnameOf(url);
  return /(^|\.)reddit\.com$/.test(host) || host === "redd.it";
}

/** Smart generator: a retailer product, a video, or any other website. */
export function detectSmartSource(url: string): "retailer-product" | "video" | "web-page" {
  if (isRetailerUrl(url)) return "retailer-product";
  if (isVideoUrl(url)) return "video";
  return "web-page";
}

/** How-to generator: a discussion site, a video, or any other website. */
export function detectHowToSource(url: string): "discussion" | "video" | "web-page" {
  if (isDiscussionUrl(url)) return "discussion";
  if (isVideoUrl(url)) return "video";
  return "web-page";
}

const KNOWN_NEWS_SITES: Record<string, string> = {
  "theverge.com": "The Verge",
  "techcrunch.com": "TechCrunch",
  "arstechnica.com": "Ars Technica",
  "engadget.com": "Engadget",
  "wired.com": "Wired",
  "9to5mac.com": "9to5Mac",
  "9to5google.com": "9to5Google",
  "macrumors.com": "MacRumors",
  "tomshardware.com": "Tom's Hardware",
  "anandtech.com": "AnandTech",
  "theregister.com": "The Register",
  "zdnet.com": "ZDNET",
  "cnet.com": "CNET",
  "gizmodo.com": "Gizmodo",
  "androidauthority.com": "Android Authority",
  "androidpolice.com": "Android Police",
  "bloomberg.com": "Bloomberg",
  "reuters.com": "Reuters",
  "bbc.co.uk": "BBC",
  "bbc.com": "BBC",
  "nytimes.com": "The New York Times",
  "theguardian.com": "The Guardian",
  "youtube.com": "YouTube",
  "youtu.be": "YouTube",
  "reddit.com": "Reddit",
};

function bareHost(url: string): string {
  return hostnameOf(url).replace(/^(www|m|amp|old|new)\./, "");
}

/** The name of a well-known site ("The Verge" for theverge.com), if the address is one. */
export function knownSiteName(url: string): string | undefined {
  const host = bareHost(url);
  return Object.entries(KNOWN_NEWS_SITES).find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1];
}

/** A readable site name from the address: a known site's name, else the bare host name. */
export function describeSiteName(url: string): string {
  return knownSiteName(url) ?? bareHost(url);
}

/** Tech news generator: the source is named by its site; videos and threads keep their own readers. */
export function detectTechNewsSource(url: string): { kind: "web-page" | "video" | "discussion"; siteName: string } {
  const kind = isVideoUrl(url) ? "video" : isDiscussionUrl(url) ? "discussion" : "web-page";
  return { kind, siteName: describeSiteName(url) };
}
