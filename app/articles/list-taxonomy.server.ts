// Categories and tags, as the public filters and the editor list them.
import { asc, eq, exists } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, categories, tags } from "~/db/schema";
import { selectFromPublishedArticles } from "./article-rows.server";
import type { TCategory, TTag } from "./article-shape";
import type { TArticleType } from "./article-types";

export function listCategories(db: TDatabase): Promise<TCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

export function listTags(db: TDatabase): Promise<TTag[]> {
  return db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.name));
}

// A section's category filter: only categories with at least one published article of that section's type, so no
// choice leads to an empty page.
export function listCategoriesOfSection(db: TDatabase, type: TArticleType): Promise<TCategory[]> {
  const hasArticleOfType = selectFromPublishedArticles(
    db,
    { id: articles.id },
    eq(articles.articleType, type),
    eq(articles.categoryId, categories.id),
  );
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(exists(hasArticleOfType))
    .orderBy(asc(categories.name));
}

/** The category a slug names now, as a list of zero or one (a section's filter shows it even with no article there). */
export function findCategoryBySlug(db: TDatabase, slug: string): Promise<TCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
}
