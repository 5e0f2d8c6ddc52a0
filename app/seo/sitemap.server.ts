// /sitemap.xml: every published article and the site's pages, cached per version of the published
// content (see versioned-cache.ts), built as one string (10,000 articles is about 1.3 MB).
import { desc, max } from "drizzle-orm";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import { SECTIONS, type TArticleType } from "~/articles/article-types";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { findPublishedContentVersion } from "./content-version.server";
import { createKeyedVersionedCache } from "./versioned-cache";
import { escapeXml, formatW3cDateTime } from "./xml";

/** The sitemap protocol allows 50,000 URLs per file; past that a sitemap index is needed. */
export const SITEMAP_MAX_URLS = 50_000;

// Pages without articles of their own; they carry no <lastmod> rather than an invented one.
export const STATIC_PAGE_PATHS = ["/about", "/privacy", "/terms", "/contact"] as const;

export interface TSitemapEntry {
  path: string;
  lastModified: Date | null;
}

export interface TSitemapContent {
  /** Newest update per article type, for the section pages. */
  sectionUpdates: Partial<Record<TArticleType, Date>>;
  /** Published articles, newest first. */
  articles: { slug: string; updatedAt: Date }[];
}

export function listSitemapEntries(content: TSitemapContent): TSitemapEntry[] {
  const dates = Object.values(content.sectionUpdates);
  const newest = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  const entries: TSitemapEntry[] = [{ path: "/", lastModified: newest }];
  for (const section of SECTIONS)
    entries.push({ path: section.path, lastModified: content.sectionUpdates[section.type] ?? null });
  for (const path of STATIC_PAGE_PATHS) entries.push({ path, lastModified: null });
  for (const article of content.articles) {
    entries.push({ path: `/article/${encodeURIComponent(article.slug)}`, lastModified: article.updatedAt });
  }
  return entries.slice(0, SITEMAP_MAX_URLS);
}

export function renderSitemapXml(siteUrl: string, entries: TSitemapEntry[]): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const entry of entries) {
    const lastmod = entry.lastModified ? `<lastmod>${formatW3cDateTime(entry.lastModified)}</lastmod>` : "";
    parts.push(`<url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmod}</url>\n`);
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

async function findSitemapContent(db: TDatabase): Promise<TSitemapContent> {
  const [sections, rows] = await Promise.all([
    selectFromPublishedArticles(db, { type: articles.articleType, updatedAt: max(articles.updatedAt) }).groupBy(
      articles.articleType,
    ),
    selectFromPublishedArticles(db, { slug: articles.slug, updatedAt: articles.updatedAt })
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(SITEMAP_MAX_URLS),
  ]);
  const sectionUpdates: Partial<Record<TArticleType, Date>> = {};
  for (const row of sections) if (row.updatedAt) sectionUpdates[row.type as TArticleType] = toDate(row.updatedAt);
  return { sectionUpdates, articles: rows };
}

// max() comes back as a string from some drivers.
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

const sitemapCaches = createKeyedVersionedCache<TDatabase, string>();

export interface TCachedDocument {
  body: string;
  /** Changes whenever the body may have changed: usable as an ETag. */
  version: string;
}

export async function getSitemapXml(db: TDatabase, siteUrl: string): Promise<TCachedDocument> {
  const version = `${await findPublishedContentVersion(db)}|${siteUrl}`;
  const body = await sitemapCaches(db).get(version, async () =>
    renderSitemapXml(siteUrl, listSitemapEntries(await findSitemapContent(db))),
  );
  return { body, version };
}
