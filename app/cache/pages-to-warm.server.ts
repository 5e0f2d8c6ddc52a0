// The public pages the response cache is filled with at start-up (decision 027): the home page and the sections,
// then every published article's page, newest first (the ones readers are most likely to ask for).
import { desc } from "drizzle-orm";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import { SECTIONS } from "~/articles/article-types";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { articlePaths } from "./response-cache.server";

export async function findPagesToWarm(db: TDatabase): Promise<string[]> {
  const published = await selectFromPublishedArticles(db, { slug: articles.slug }).orderBy(
    desc(articles.publishedAt),
    desc(articles.id),
  );
  return ["/", ...SECTIONS.map((section) => section.path), ...published.map((row) => articlePaths(row.slug)[0]!)];
}
