// The RSS 2.0 feed (/rss.xml) of the latest published articles, cached per content version.
import { desc } from "drizzle-orm";
import { toArticleCard } from "~/articles/article-card";
import { selectPublishedArticleCards } from "~/articles/article-rows.server";
import { findSectionForType } from "~/articles/article-types";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { findPublishedContentVersion } from "./content-version.server";
import { RSS_FEED_PATH } from "./feed-link";
import type { TSite } from "./page-meta";
import type { TCachedDocument } from "./sitemap.server";
import { createKeyedVersionedCache } from "./versioned-cache";
import { escapeXml, formatRfc822Date } from "./xml";

export const RSS_ITEM_LIMIT = 50;
export const SITE_TAGLINE = "Honest tech reviews without the marketing fluff";

export interface TFeedArticle {
  slug: string;
  title: string;
  summary: string;
  publishedAt: Date;
  /** The section label (e.g. "Reviews") and, when set, the category name. */
  categories: string[];
}

export async function findLatestFeedArticles(db: TDatabase, limit: number): Promise<TFeedArticle[]> {
  // Cards read the excerpt, or enough of the body to derive one, without reading whole bodies.
  const rows = await selectPublishedArticleCards(db)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    summary: toArticleCard(row).excerpt,
    // A published article always has a publication date.
    publishedAt: row.publishedAt ?? new Date(0),
    categories: [findSectionForType(row.articleType).label, ...(row.categoryName ? [row.categoryName] : [])],
  }));
}

export function renderRssXml(site: TSite, items: TFeedArticle[], now: Date = new Date()): string {
  const home = `${site.siteUrl}/`;
  const lastBuild = items[0]?.publishedAt ?? now;
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n',
    `<title>${escapeXml(site.siteName)}</title>\n`,
    `<link>${escapeXml(home)}</link>\n`,
    `<description>${escapeXml(SITE_TAGLINE)}</description>\n`,
    "<language>en-us</language>\n",
    `<lastBuildDate>${formatRfc822Date(lastBuild)}</lastBuildDate>\n`,
    `<atom:link href="${escapeXml(site.siteUrl + RSS_FEED_PATH)}" rel="self" type="application/rss+xml"/>\n`,
  ];
  for (const item of items) {
    const link = escapeXml(`${site.siteUrl}/article/${encodeURIComponent(item.slug)}`);
    parts.push(
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${formatRfc822Date(item.publishedAt)}</pubDate>`,
      `<description>${escapeXml(item.summary)}</description>`,
      ...item.categories.map((name) => `<category>${escapeXml(name)}</category>`),
      "</item>\n",
    );
  }
  parts.push("</channel>\n</rss>\n");
  return parts.join("");
}

const rssCaches = createKeyedVersionedCache<TDatabase, string>();

export async function getRssFeedXml(db: TDatabase, site: TSite): Promise<TCachedDocument> {
  const version = `${await findPublishedContentVersion(db)}|${site.siteUrl}|${site.siteName}`;
  const body = await rssCaches(db).get(version, async () =>
    renderRssXml(site, await findLatestFeedArticles(db, RSS_ITEM_LIMIT)),
  );
  return { body, version };
}
