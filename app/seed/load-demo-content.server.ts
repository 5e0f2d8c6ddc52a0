// Loads the demo articles into an empty database, like a fresh blog platform's welcome posts.
import { sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, authors, categories, tags } from "~/db/schema";
import type { TRenderSettings } from "~/articles/article-renders.server";
import { insertArticleRows } from "~/articles/insert-article-rows.server";
import { slugify } from "~/lib/slug";
import { demoArticles, demoAuthor, demoCategories } from "./demo-content";

const DAY_MS = 24 * 60 * 60 * 1000;

// One row looked up, not all of them counted: the question is asked at every start, of sites of any size.
export async function isDatabaseEmpty(db: TDatabase): Promise<boolean> {
  const rows = await db.select({ id: articles.id }).from(articles).limit(1);
  return rows.length === 0;
}

export async function loadDemoContent(db: TDatabase, settings: TRenderSettings, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [author] = await tx
      .insert(authors)
      .values({ username: demoAuthor.username })
      .onConflictDoUpdate({ target: authors.username, set: { username: demoAuthor.username } })
      .returning({ id: authors.id });

    const categoryIds = new Map<string, number>();
    for (const category of demoCategories) {
      const [row] = await tx
        .insert(categories)
        .values(category)
        .onConflictDoUpdate({ target: categories.slug, set: { name: category.name } })
        .returning({ id: categories.id });
      categoryIds.set(category.slug, row!.id);
    }

    const tagIds = new Map<string, number>();
    const tagNames = [...new Set(demoArticles.flatMap((a) => a.tags))];
    for (const name of tagNames) {
      const [row] = await tx
        .insert(tags)
        .values({ name, slug: slugify(name) })
        .onConflictDoUpdate({ target: tags.slug, set: { name } })
        .returning({ id: tags.id });
      tagIds.set(name, row!.id);
    }

    const rows = demoArticles.map((demo, index) => {
      const publishedAt = new Date(now.getTime() - demo.publishedDaysAgo * DAY_MS - index * 60_000);
      return {
        slug: demo.slug,
        title: demo.title,
        excerpt: demo.excerpt,
        content: demo.content,
        metaTitle: demo.metaTitle,
        metaDescription: demo.metaDescription,
        featuredImage: demo.featuredImage,
        articleType: demo.articleType,
        brutalScore: demo.brutalScore ?? null,
        publishingStatus: "published",
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        categoryId: categoryIds.get(demo.categorySlug) ?? null,
        authorId: author!.id,
        featured: demo.featured ?? false,
        sourceUrls: demo.sourceUrls ?? [],
        tagIds: demo.tags.map((name) => tagIds.get(name)!),
      };
    });
    // An article whose slug is taken already is left as it is.
    return (await insertArticleRows(tx, settings, rows, { skipExistingSlugs: true })).length;
  });
}

export async function analyzeDatabase(db: TDatabase): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
