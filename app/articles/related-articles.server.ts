// The site's published articles related to a topic (a product, a keyword, a title), for generators to link to and
// for the editor's link suggestions. Found by the site search's ranking (rankPublishedMatches over `search_head`:
// the title and excerpt), any of the topic's words counting, then topped up with the newest of the same category.
import { desc, eq, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { selectFromPublishedArticles } from "./article-rows.server";
import { rankPublishedMatches } from "./search-articles.server";
import { articlePath } from "./site-paths";

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
const MAX_TOPIC_WORDS = 24;
const EXCERPT_CHARS = 160;

// Words that name a kind of article or a year rather than what it is about; matched alone they relate everything.
const GENERIC_WORDS = new Set(
  "a an and or not the of for to in on at by with from vs versus your you our my is are it its this that how what why best top new review reviews reviewed guide guides award awards brutal news honest worth buy buying".split(
    " ",
  ),
);

/** The words of a topic a related article's title or excerpt should hold (any one of them matches). */
export function topicWords(topic: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const phrase of topic) {
    for (const word of (phrase ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 2 || GENERIC_WORDS.has(word) || /^(?:19|20)\d\d$/.test(word)) continue;
      words.add(word);
      if (words.size >= MAX_TOPIC_WORDS) return [...words];
    }
  }
  return [...words];
}

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
