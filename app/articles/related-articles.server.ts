// The site's published articles related to a topic (a product, a keyword, a title), for generators to link to and
// for the editor's link suggestions. Found by the site search's ranking (rankPublishedMatches over `search_head`:
// the title and excerpt), any of the topic's words counting, then topped up with the newest of the same category.
import { desc, eq, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { selectFromPublishedArticles } from "./article-rows.server";
import { rankPublishedMatches } from "./search-articles.server";
import { articlePath } from "./site-paths";
import { topicWords } from "./topic-words";

export interface TRelatedArticle {
  id: number;
  title: string;
  /** The article's address on the site, `/article/{slug}`. */
  path: string;
  /** One line: the excerpt, shortened. */
  excerpt: string;
}

/** Generators' prompts list at most this many. */
export const RELATED_ARTICLES_IN_PROMPT = 6;
/** The editor's link suggestions look among this many. */
export const RELATED_ARTICLES_IN_EDITOR = 10;
const EXCERPT_CHARS = 160;

function oneLine(text: string | null): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

export async function findRelatedArticles(
  db: TDatabase,
  input: {
    topic: ReadonlyArray<string | null | undefined>;
    categoryId?: number | null | undefined;
    excludeId?: number | undefined;
    limit: number;
  },
): Promise<TRelatedArticle[]> {
  const words = topicWords(input.topic);
  const exclude: SQL | undefined = input.excludeId === undefined ? undefined : ne(articles.id, input.excludeId);
  const ids =
    words.length === 0
      ? []
      : await rankPublishedMatches(db, {
          tsQuery: sql`websearch_to_tsquery('english', ${words.join(" or ")})`,
          limit: input.limit,
          headOnly: true,
          where: exclude,
        });
  if (ids.length < input.limit && input.categoryId) {
    const sameCategory = await selectFromPublishedArticles(
      db,
      { id: articles.id },
      eq(articles.categoryId, input.categoryId),
      exclude,
      ids.length > 0 ? notInArray(articles.id, ids) : undefined,
    )
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(input.limit - ids.length);
    ids.push(...sameCategory.map((row) => row.id));
  }
  if (ids.length === 0) return [];
  const rows = await selectFromPublishedArticles(
    db,
    { id: articles.id, title: articles.title, slug: articles.slug, excerpt: articles.excerpt },
    inArray(articles.id, ids),
  );
  const place = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    path: articlePath(row.slug),
    excerpt: oneLine(row.excerpt),
  }));
}
