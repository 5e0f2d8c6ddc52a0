// Site search: PostgreSQL full-text search over the weighted `articles.search` vector (title A, excerpt B, body C),
// published articles only, with a highlighted snippet. Articles whose title or excerpt match come first, ranked by
// ts_rank_cd over `search_head` (their title and excerpt alone: a small vector, so ranking every match of a common
// word stays fast at 100,000 articles); articles that match in the body only follow, newest first (decision 034).
import { desc, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { toArticleCard, type TArticleCard } from "./article-card";
import { selectFromPublishedArticles, selectPublishedArticleCardsWith } from "./article-rows.server";
import {
  HEADLINE_START,
  HEADLINE_STOP,
  normalizeSearchQuery,
  parseHeadline,
  type THeadlineSegment,
} from "./search-text";

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_LIMIT = 100;

// The snippet is cut from the excerpt and the start of the body; a match further in is still found and ranked, its
// snippet then shows the opening words. ts_headline's time grows with the text it reads: 3,000 characters keep a
// page of twenty results to a few milliseconds.
const SNIPPET_SOURCE_CHARS = 3_000;
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" ... "`;
// Markup the snippet should not show: HTML tags, Markdown link targets, list bullets, emphasis and heading marks.
const HTML_TAG_PATTERN = "<[^>]*>";
const MARKDOWN_LINK_PATTERN = "!?\\[([^\\]]*)\\]\\([^)]*\\)";
const MARKDOWN_BULLET_PATTERN = "\\n[ \\t]*(?:[-+*]|\\d+\\.)[ \\t]+";
const MARKDOWN_EMPHASIS_PATTERN = "[*`~]+";
const MARKDOWN_BLOCK_PATTERN = "[#>|]+";

export interface TSearchResult {
  article: TArticleCard;
  snippet: THeadlineSegment[];
}

/**
 * The ranked part of the site search: the ids of published articles matching `tsQuery`, those whose title or
 * excerpt match first (ranked by ts_rank_cd over `search_head`), then (unless `headOnly`) those matching in the body
 * only, newest first. Related articles (related-articles.server.ts) are found by the same ranking.
 */
export async function rankPublishedMatches(
  db: TDatabase,
  input: { tsQuery: SQL; limit: number; headOnly?: boolean; where?: SQL | undefined },
): Promise<number[]> {
  const { tsQuery, limit } = input;
  const matches = sql`${articles.search} @@ ${tsQuery}`;
  const headMatches = sql`${articles.searchHead} @@ ${tsQuery}`;
  const headRank = sql<number>`ts_rank_cd(${articles.searchHead}, ${tsQuery})`;
  // The whole vector must match too: a word excluded with "-word" may be in the body.
  const ranked = await selectFromPublishedArticles(db, { id: articles.id }, headMatches, matches, input.where)
    .orderBy(desc(headRank), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  const bodyOnly =
    ranked.length < limit && !input.headOnly
      ? await selectFromPublishedArticles(db, { id: articles.id }, matches, sql`not (${headMatches})`, input.where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(limit - ranked.length)
      : [];
  return [...ranked, ...bodyOnly].map((row) => row.id);
}

export async function searchPublishedArticles(
  db: TDatabase,
  input: { query: string; limit: number },
): Promise<TSearchResult[]> {
  const query = normalizeSearchQuery(input.query);
  if (!query) return [];
  const limit = Math.min(Math.max(1, Math.trunc(input.limit)), MAX_SEARCH_LIMIT);
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  // Rank and cut first, so ts_headline (the costly part) runs on the page of results only.
  const ids = await rankPublishedMatches(db, { tsQuery, limit });
  if (ids.length === 0) return [];

  const source = sql`coalesce(${articles.excerpt}, '') || ' ' || left(${articles.content}, ${SNIPPET_SOURCE_CHARS})`;
  const withoutMarkers = sql`translate(${source}, ${HEADLINE_START + HEADLINE_STOP}, '')`;
  const withoutTags = sql`regexp_replace(${withoutMarkers}, ${HTML_TAG_PATTERN}, ' ', 'g')`;
  const withoutLinks = sql`regexp_replace(${withoutTags}, ${MARKDOWN_LINK_PATTERN}, ${"\\1"}, 'g')`;
  const withoutBullets = sql`regexp_replace(${withoutLinks}, ${MARKDOWN_BULLET_PATTERN}, ${"\n"}, 'g')`;
  const withoutEmphasis = sql`regexp_replace(${withoutBullets}, ${MARKDOWN_EMPHASIS_PATTERN}, '', 'g')`;
  const plain = sql`regexp_replace(${withoutEmphasis}, ${MARKDOWN_BLOCK_PATTERN}, ' ', 'g')`;

  const rows = await selectPublishedArticleCardsWith(
    db,
    { headline: sql<string>`ts_headline('english', ${plain}, ${tsQuery}, ${HEADLINE_OPTIONS})`.as("headline") },
    inArray(articles.id, ids),
  );
  const place = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return rows.map((row) => ({ article: toArticleCard(row), snippet: parseHeadline(row.headline ?? "") }));
}

export interface TSearchPage {
  query: string;
  limit: number;
  results: TSearchResult[];
  /** The next ?limit= for "load more", or null when every result is shown. */
  nextLimit: number | null;
}

export const ZSearchPageQuery = z.object({
  q: z.string().optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().catch(undefined),
});

/** The search page's data from its URL (?q=, ?limit=); odd input is cleaned, never an error. */
export async function loadSearchPage(db: TDatabase, request: Request): Promise<TSearchPage> {
  const url = new URL(request.url);
  const params = ZSearchPageQuery.parse({
    q: url.searchParams.get("q") ?? undefined,
    limit: url.searchParams.get("limit") ?? undefined,
  });
  const query = normalizeSearchQuery(params.q);
  const limit = params.limit ?? SEARCH_PAGE_SIZE;
  const results = await searchPublishedArticles(db, { query, limit });
  const nextLimit =
    results.length >= limit && limit < MAX_SEARCH_LIMIT ? Math.min(limit + SEARCH_PAGE_SIZE, MAX_SEARCH_LIMIT) : null;
  return { query, limit, results, nextLimit };
}
