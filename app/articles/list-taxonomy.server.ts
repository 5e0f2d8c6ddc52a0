// Categories and tags, as the public filters and the editor list them.
import { asc } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { categories, tags } from "~/db/schema";
import type { TCategory, TTag } from "./article-shape";

export function listCategories(db: TDatabase): Promise<TCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

export function listTags(db: TDatabase): Promise<TTag[]> {
  return db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.name));
}
