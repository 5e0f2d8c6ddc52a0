// The line that credits an article's source, written by code (the model writes no links): who published the page
// (the news site, the thread's community, the video's channel, the software's site), linked to the page, with the
// day it was published when the page says. Tech news, how-tos and software reviews end with it.
import { describeSiteName, knownSiteName } from "./sources/detect-source-type";
import type { TSourceFacts } from "./sources/read-source.server";

/** Who published the source, as a reader would name them: a known site's name, else the page's own site name. */
export function sourcePublisher(source: TSourceFacts): string {
  const known = knownSiteName(source.url);
  switch (source.kind) {
    case "web-page":
      return known ?? source.page.siteName ?? describeSiteName(source.url);
    case "discussion": {
      const { community } = source.thread;
      const site = describeSiteName(source.url);
      return community ? `${community} on ${known ?? site}` : (known ?? site);
    }
    case "video":
      return source.video.channel
        ? `${source.video.channel} on ${describeSiteName(source.url)}`
        : describeSiteName(source.url);
    case "saas-landing":
      return source.landing.siteName ?? describeSiteName(source.url);
    case "retailer-product":
      return source.product.shop;
  }
}

/** When the source was published, as its page says (articles and videos carry it). */
export function sourcePublishedAt(source: TSourceFacts): string | undefined {
  return source.kind === "web-page"
    ? source.page.publishedAt
    : source.kind === "video"
      ? source.video.publishedAt
      : undefined;
}

/** The day the source was published, when the page says (YYYY-MM-DD). */
export function sourcePublishedDay(source: TSourceFacts): string | undefined {
  const published = sourcePublishedAt(source);
  if (!published) return undefined;
  if (/^\d{4}-\d{2}-\d{2}/.test(published)) return published.slice(0, 10);
  const time = Date.parse(published);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** "*Source: [The Verge](https://…), published 2026-11-20.*" — brackets in a name cannot break the link. */
export function sourceCreditLine(source: TSourceFacts, publisher = sourcePublisher(source)): string {
  const name = publisher.replace(/[[\]]/g, "").trim() || describeSiteName(source.url);
  const day = sourcePublishedDay(source);
  const url = source.url.replace(/[()\s]/g, (character) =>
    encodeURIComponent(character).replace("(", "%28").replace(")", "%29"),
  );
  return `*Source: [${name}](${url})${day ? `, published ${day}` : ""}.*`;
}
