// The sitemap, as a sitemap index at /sitemap.xml (always, so its shape does not change the day the site passes the
// protocol's 50,000 URLs) naming /sitemap-pages.xml (home, sections, fixed pages) and one /sitemap-articles-N.xml per
// range of `SITEMAP_MAX_URLS` article ids that holds a published article. Ids are unique, so no child can list more
// than the limit; a child reads its range from the primary key, so serving one costs the same at any size of the
// site. Each document is cached per version of the published content (see versioned-cache.ts), gzip-compressed: an
// articles file is written and compressed a few thousand URLs at a time, so neither the database's answer nor the text
// of 50,000 URLs (6 MB) is ever held whole, and the file is kept and served as its 1 MB of gzip (decision 053).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { and, asc, gt, lte, max, sql } from "drizzle-orm";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import { SECTIONS, type TArticleType } from "~/articles/article-types";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { findPublishedContentVersion } from "./content-version.server";
import { createVersionedCache, type TVersionedCache } from "./versioned-cache";
import { escapeXml, formatW3cDateTime } from "./xml";

// Pages without articles of their own; they carry no <lastmod> rather than an invented one.
export const STATIC_PAGE_PATHS = ["/about", "/privacy", "/terms", "/contact"] as const;

export interface TSitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** One file of the sitemap: the index, the site's own pages, or the articles of one id range (from 1). */
export type TSitemapFile = { kind: "index" } | { kind: "pages" } | { kind: "articles"; part: number };

const ARTICLES_FILE_NAME = /^sitemap-articles-([1-9]\d{0,8})$/;

/** The file a request names (`sitemap-pages`, `sitemap-articles-3`: the path without `.xml`), or null. */
export function parseSitemapFileName(name: string): TSitemapFile | null {
  if (name === "sitemap") return { kind: "index" };
  if (name === "sitemap-pages") return { kind: "pages" };
  const part = ARTICLES_FILE_NAME.exec(name)?.[1];
  return part ? { kind: "articles", part: Number(part) } : null;
}

export function sitemapFilePath(file: TSitemapFile): string {
  if (file.kind === "index") return "/sitemap.xml";
  return file.kind === "pages" ? "/sitemap-pages.xml" : `/sitemap-articles-${file.part}.xml`;
}

/** The ids one articles file lists: (part - 1) * perFile + 1 up to part * perFile. */
export function articleIdRange(part: number, perFile: number): { first: number; last: number } {
  return { first: (part - 1) * perFile + 1, last: part * perFile };
}

function newestOf(dates: (Date | undefined)[]): Date | null {
  const times = dates.filter((d): d is Date => d !== undefined).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** The site's own pages: the home page dated by the newest article, each section by its own, the fixed pages undated. */
export function listPageEntries(sectionUpdates: Partial<Record<TArticleType, Date>>): TSitemapEntry[] {
  const entries: TSitemapEntry[] = [{ path: "/", lastModified: newestOf(Object.values(sectionUpdates)) }];
  for (const section of SECTIONS)
    entries.push({ path: section.path, lastModified: sectionUpdates[section.type] ?? null });
  for (const path of STATIC_PAGE_PATHS) entries.push({ path, lastModified: null });
  return entries;
}

export function listArticleEntries(rows: { slug: string; updatedAt: Date }[]): TSitemapEntry[] {
  return rows.map((row) => ({ path: `/article/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt }));
}

function lastmodOf(date: Date | null): string {
  return date ? `<lastmod>${formatW3cDateTime(date)}</lastmod>` : "";
}

const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_END = "</urlset>\n";

function renderUrlElements(siteUrl: string, entries: TSitemapEntry[]): string {
  const parts: string[] = [];
  for (const entry of entries)
    parts.push(`<url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmodOf(entry.lastModified)}</url>\n`);
  return parts.join("");
}

export function renderSitemapXml(siteUrl: string, entries: TSitemapEntry[]): string {
  return URLSET_START + renderUrlElements(siteUrl, entries) + URLSET_END;
}

export function renderSitemapIndexXml(siteUrl: string, files: TSitemapEntry[]): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const file of files)
    parts.push(`<sitemap><loc>${escapeXml(siteUrl + file.path)}</loc>${lastmodOf(file.lastModified)}</sitemap>\n`);
  parts.push("</sitemapindex>\n");
  return parts.join("");
}

// max() comes back as a string from some drivers.
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

async function findSectionUpdates(db: TDatabase): Promise<Partial<Record<TArticleType, Date>>> {
  const rows = await selectFromPublishedArticles(db, {
    type: articles.articleType,
    updatedAt: max(articles.updatedAt),
  }).groupBy(articles.articleType);
  const updates: Partial<Record<TArticleType, Date>> = {};
  for (const row of rows) if (row.updatedAt) updates[row.type as TArticleType] = toDate(row.updatedAt);
  return updates;
}

/** The index: the pages file, then every articles file that has a published article, each dated by its newest. */
async function findIndexEntries(db: TDatabase, perFile: number): Promise<TSitemapEntry[]> {
  const part = sql<number>`((${articles.id} - 1) / ${sql.raw(String(perFile))} + 1)::int`;
  const [sectionUpdates, parts] = await Promise.all([
    findSectionUpdates(db),
    selectFromPublishedArticles(db, { part, updatedAt: max(articles.updatedAt) })
      .groupBy(part)
      .orderBy(asc(part)),
  ]);
  return [
    { path: sitemapFilePath({ kind: "pages" }), lastModified: newestOf(Object.values(sectionUpdates)) },
    ...parts.map((row) => ({
      path: sitemapFilePath({ kind: "articles", part: row.part }),
      lastModified: row.updatedAt ? toDate(row.updatedAt) : null,
    })),
  ];
}

// URLs read and written per statement while an articles file is built: a statement of 50,000 rows held the server's
// thread (PGlite) for a second and its answer and text tens of MB of memory.
export const SITEMAP_URLS_PER_STATEMENT = 2_500;

/**
 * An articles file's text in parts, its published articles read by id a chunk at a time (keyset on the primary key),
 * or nothing at all when its id range holds none.
 */
export async function* articleFileParts(
  db: TDatabase,
  siteUrl: string,
  range: { first: number; last: number },
  perStatement = SITEMAP_URLS_PER_STATEMENT,
): AsyncGenerator<string> {
  let after = range.first - 1;
  for (;;) {
    const rows = await selectFromPublishedArticles(
      db,
      { id: articles.id, slug: articles.slug, updatedAt: articles.updatedAt },
      and(gt(articles.id, after), lte(articles.id, range.last)),
    )
      .orderBy(asc(articles.id))
      .limit(perStatement);
    if (rows.length === 0) {
      if (after >= range.first) yield URLSET_END;
      return;
    }
    if (after < range.first) yield URLSET_START;
    yield renderUrlElements(siteUrl, listArticleEntries(rows));
    after = rows.at(-1)!.id;
  }
}

/** Text parts compressed into one gzip document without ever holding the whole text; null when there are none. */
export async function gzipParts(
  parts: AsyncIterable<string> | Iterable<string>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  let written = false;
  async function* noting() {
    for await (const part of parts) {
      written = true;
      yield part;
    }
  }
  const compressed: Buffer[] = [];
  await pipeline(Readable.from(noting()), createGzip({ level: 6 }), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) compressed.push(chunk);
  });
  // Memory of its own size: the chunks are views into zlib's larger output buffers.
  return written ? new Uint8Array(Buffer.concat(compressed)) : null;
}

export interface TCachedDocument {
  body: string;
  /** Changes whenever the body may have changed: usable as an ETag. */
  version: string;
}

/** A document kept compressed (the sitemap's files). */
export interface TGzippedDocument {
  gzip: Uint8Array<ArrayBuffer>;
  /** Changes whenever the body may have changed: usable as an ETag. */
  version: string;
}

// Per database handle and version of the content, the files built so far (a version change starts afresh).
const sitemapCaches = new WeakMap<TDatabase, TVersionedCache<Map<string, Promise<Uint8Array<ArrayBuffer> | null>>>>();

function filesOf(db: TDatabase, version: string): Promise<Map<string, Promise<Uint8Array<ArrayBuffer> | null>>> {
  let cache = sitemapCaches.get(db);
  if (!cache) {
    cache = createVersionedCache();
    sitemapCaches.set(db, cache);
  }
  return cache.get(version, () => Promise.resolve(new Map()));
}

async function buildSitemapXml(db: TDatabase, siteUrl: string, perFile: number, file: TSitemapFile) {
  if (file.kind === "index") return gzipParts([renderSitemapIndexXml(siteUrl, await findIndexEntries(db, perFile))]);
  if (file.kind === "pages")
    return gzipParts([renderSitemapXml(siteUrl, listPageEntries(await findSectionUpdates(db)))]);
  return gzipParts(articleFileParts(db, siteUrl, articleIdRange(file.part, perFile)));
}

/**
 * One file of the sitemap as gzip-compressed XML, or null for an articles file without a published article (not in
 * the index).
 */
export async function getSitemapXml(
  db: TDatabase,
  options: { siteUrl: string; perFile: number },
  file: TSitemapFile,
): Promise<TGzippedDocument | null> {
  const { siteUrl, perFile } = options;
  const version = `${await findPublishedContentVersion(db)}|${siteUrl}|${perFile}`;
  const files = await filesOf(db, version);
  const path = sitemapFilePath(file);
  let body = files.get(path);
  if (!body) {
    body = buildSitemapXml(db, siteUrl, perFile, file);
    files.set(path, body);
  }
  // Files not in the index, and failures, are not kept: asking for made-up parts cannot fill memory.
  const built = await body.catch((error: unknown) => {
    files.delete(path);
    throw error;
  });
  if (built === null) {
    files.delete(path);
    return null;
  }
  return { gzip: built, version };
}
