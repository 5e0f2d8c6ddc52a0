// Loads the benchmark corpus through the app's own schema and database client: categories, tags, an author,
// then the articles and their tag links in batches inside one transaction, then VACUUM ANALYZE.
import { parseEnv } from "~/config/env.server";
import { sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { insertArticleRows } from "~/articles/insert-article-rows.server";
import { renderArticleBody } from "~/articles/render-article-body";
import { authors, categories, tags } from "~/db/schema";
import { analyzeDatabase } from "~/seed/load-demo-content.server";
import { slugify } from "~/lib/slug";
import { BENCH_CATEGORIES, BENCH_TAGS, generateBenchArticle, type TBenchArticle } from "./generate-bench-articles";

export interface TSeedReport {
  articles: number;
  published: number;
  words: number;
  /** A published review with a summary block, for the article-page benchmark. */
  sampleSlug: string;
  seconds: number;
}

export async function seedBenchArticles(
  db: TDatabase,
  options: { count: number; seed?: number; batchSize?: number; now?: Date; onProgress?: (done: number) => void },
): Promise<TSeedReport> {
  const started = performance.now();
  const seed = options.seed ?? 8;
  const batchSize = options.batchSize ?? 250;
  const now = options.now ?? new Date();
  let published = 0;
  let words = 0;
  let sampleSlug = "";

  await db.transaction(async (tx) => {
    const [author] = await tx.insert(authors).values({ username: "Brutal Bench Desk" }).returning({ id: authors.id });
    const categoryRows = await tx
      .insert(categories)
      .values(BENCH_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: categories.id, name: categories.name });
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
    const tagRows = await tx
      .insert(tags)
      .values(BENCH_TAGS.map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: tags.id, name: tags.name });
    const tagIds = new Map(tagRows.map((row) => [row.name, row.id]));

    // Bodies rendered as a save renders them, with the settings of a server started without any (the bench's),
    // each distinct body once (the corpus draws them from a pool).
    const settings = parseEnv({});
    const renders = new Map<string, ReturnType<typeof renderArticleBody>>();
    const renderBody: typeof renderArticleBody = (renderSettings, article) => {
      const key = `${article.articleType}\n${article.content}`;
      let body = renders.get(key);
      if (!body) {
        body = renderArticleBody(renderSettings, article);
        renders.set(key, body);
      }
      return body;
    };
    for (let start = 0; start < options.count; start += batchSize) {
      const batch: TBenchArticle[] = [];
      for (let n = start; n < Math.min(options.count, start + batchSize); n++)
        batch.push(generateBenchArticle(n, seed, now));
      await insertArticleRows(
        tx,
        settings,
        batch.map((article) => ({
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          content: article.content,
          metaTitle: article.title.slice(0, 255),
          metaDescription: article.excerpt.slice(0, 160),
          featuredImage: null,
          articleType: article.articleType,
          brutalScore: article.brutalScore,
          publishingStatus: article.publishingStatus,
          publishedAt: article.publishedAt,
          categoryId: categoryIds.get(article.categoryName) ?? null,
          authorId: author!.id,
          featured: article.featured,
          reviewSummary: article.reviewSummary,
          createdAt: article.publishedAt ?? now,
          updatedAt: article.publishedAt ?? now,
          tagIds: article.tagNames.map((name) => tagIds.get(name)!),
        })),
        { renderBody },
      );
      for (const article of batch) {
        words += article.content.split(/\s+/).length;
        if (article.publishingStatus === "published") published++;
        if (!sampleSlug && article.articleType === "review" && article.publishingStatus === "published")
          sampleSlug = article.slug;
      }
      options.onProgress?.(Math.min(options.count, start + batchSize));
    }
    // Keep the serial sequences ahead of the rows (explicit ids are not used, but be safe for later inserts).
    await tx.execute(sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`);
  });
  await analyzeDatabase(db);
  return { articles: options.count, published, words, sampleSlug, seconds: (performance.now() - started) / 1000 };
}
