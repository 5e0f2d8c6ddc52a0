// The public pages the response cache is filled with at start-up (decision 027): the home page and the sections,
// then the newest published articles' pages (the ones readers are most likely to ask for; the site keeps no read
// counts), at most WARMED_ARTICLE_PAGES of them: about 170 MB of the cache's 256 (decision 053), so a site of 100,000
// articles starts warming in milliseconds and is done in minutes (decision 034); the pages readers then ask for take
// the rest and, once it is full, the place of the warmed pages least recently read.
import { desc } from "drizzle-orm";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import { SECTIONS } from "~/articles/article-types";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { articlePaths } from "./response-cache.server";

export const WARMED_ARTICLE_PAGES = 5_000;

export async function findPagesToWarm(db: TDatabase): Promise<string[]> {
  const published = await selectFromPublishedArticles(db, { slug: articles.slug })
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(WARMED_ARTICLE_PAGES);
  return ["/", ...SECTIONS.map((section) => section.path), ...published.map((row) => articlePaths(row.slug)[0]!)];
}
