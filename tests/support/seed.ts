// Test data builders that write straight to a test database before the server opens it.
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, authors, categories, tags } from "~/db/schema";
import { slugify } from "~/lib/slugify";

let counter = 0;

export async function insertCategory(db: TDatabase, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function insertTag(db: TDatabase, name: string) {
  const [row] = await db
    .insert(tags)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function insertAuthor(db: TDatabase, username: string) {
  const [row] = await db.insert(authors).values({ username }).returning();
  return row!;
}

export async function insertArticle(
  db: TDatabase,
  values: Partial<typeof articles.$inferInsert> & { tagIds?: number[] } = {},
) {
  counter++;
  const title = values.title ?? `Test article ${counter} ${Date.now()}`;
  const status = values.publishingStatus ?? "published";
  const { tagIds, ...rest } = values;
  const [row] = await db
    .insert(articles)
    .values({
      slug: slugify(title),
      content: `## First\nBody of ${title}.\n\n## Second\nMore.\n\n## Third\nEnd.`,
      articleType: "review",
      publishedAt: status === "published" ? new Date(Date.now() - counter * 1000) : null,
      ...rest,
      title,
      publishingStatus: status,
    })
    .returning();
  if (tagIds?.length) await db.insert(articleTags).values(tagIds.map((tagId) => ({ articleId: row!.id, tagId })));
  return row!;
}
