// How pages advertise the RSS feed: a <link rel="alternate" type="application/rss+xml"> in the head.
// Not a .server module, so a route's `links` or `meta` export can use it.
import type { TSite } from "./page-meta";

export const RSS_FEED_PATH = "/rss.xml";

export interface TFeedLink {
  rel: "alternate";
  type: "application/rss+xml";
  title: string;
  href: string;
}

/** Without a site (a `links` export) the href is relative; with one it is absolute and titled by the site name. */
export function buildFeedLink(site?: TSite): TFeedLink {
  return {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site?.siteName ?? "Brutal Tech Reviews"} RSS feed`,
    href: site ? `${site.siteUrl}${RSS_FEED_PATH}` : RSS_FEED_PATH,
  };
}
