// Site search: PostgreSQL full-text search over the weighted `articles.search` vector (title A,
// excerpt B, body C), published articles only, ranked by ts_rank_cd, with a highlighted snippet.
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTagLists, authors, categories } from "~/db/schema";
import { toArticleCard, type TArticleCard } from "./article-card";
import { articleCardColumns, selectFromPublishedArticles } from "./article-rows.server";
import {
  HEADLINE_START,
  HEADLINE_STOP,
  normalizeSearchQuery,
  parseHeadline,
  type THeadlineSegment,
} from "./search-text";

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_LIMIT = 100;

// The snippet is cut from the excerpt and the start of the body; a match further in is still found
// and ranked, its snippet then shows the opening words.
const SNIPPET_SOURCE_CHARS = 50_000;
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

export async function searchPublishedArticles(
  db: TDatabase,
  input: { query: string; limit: number },
): Promise<TSearchResult[]> {
  const query = normalizeSearchQuery(input.query);
  if (!query) return [];
  const limit = Math.min(Math.max(1, Math.trunc(input.limit)), MAX_SEARCH_LIMIT);
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const rank = sql<number>`ts_rank_cd(${articles.search}, ${tsQuery})`;

  // Rank and cut first, so ts_headline (the costly part) runs on the page of results only.
  const ranked = selectFromPublishedArticles(
    db,
    { id: articles.id, rank: rank.as("rank") },
    sql`${articles.search} @@ ${tsQuery}`,
  )
    .orderBy(desc(rank), desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .as("ranked");

  const source = sql`coalesce(${articles.excerpt}, '') || ' ' || left(${articles.content}, ${SNIPPET_SOURCE_CHARS})`;
  const withoutMarkers = sql`translate(${source}, ${HEADLINE_START + HEADLINE_STOP}, '')`;
  const withoutTags = sql`regexp_replace(${withoutMarkers}, ${HTML_TAG_PATTERN}, ' ', 'g')`;
  const withoutLinks = sql`regexp_replace(${withoutTags}, ${MARKDOWN_LINK_PATTERN}, ${"\\1"}, 'g')`;
  const withoutBullets = sql`regexp_replace(${withoutLinks}, ${MARKDOWN_BULLET_PATTERN}, ${"\n"}, 'g')`;
  const withoutEmphasis = sql`regexp_replace(${withoutBullets}, ${MARKDOWN_EMPHASIS_PATTERN}, '', 'g')`;
  const plain = sql`regexp_replace(${withoutEmphasis}, ${MARKDOWN_BLOCK_PATTERN}, ' ', 'g')`;

  const rows = await db
    .select({
      ...articleCardColumns,
      rank: ranked.rank,
      headline: sql<string>`ts_headline('english', ${plain}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
    })
    .from(ranked)
    .innerJoin(articles, eq(articles.id, ranked.id))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(articleTagLists, eq(articleTagLists.articleId, articles.id))
    .orderBy(desc(ranked.rank), desc(articles.publishedAt), desc(articles.id));

  return rows.map((row) => ({ article: toArticleCard(row), snippet: parseHeadline(row.headline ?? "") }));
}

export interface TSearchPage {
  query: string;
  limit: number;
  results: TSearchResult[];
  /** The next ?limit= for "load more", or null when every result is shown. */
  nextLimit: number | null;
}

const ZSearchPageQuery = z.object({
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
