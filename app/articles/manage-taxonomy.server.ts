// The admin's categories and tags: listed with how many articles use each, renamed, merged into another, deleted.
// Every change here fires the content-change trigger, so each server's response cache is emptied.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { MAX_ROW_ID } from "~/db/row-id";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, categories, categorySlugRedirects, tags } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { slugify } from "~/lib/slug";
import type { TTaxonomyKind, TTaxonomyTerm } from "./taxonomy-kinds";

const NOUN: Record<TTaxonomyKind, string> = { categories: "category", tags: "tag" };

export const ZTermName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters")
  .refine((name) => slugify(name) !== "", "Name needs at least one letter or digit");

/** `{ name }` renames, `{ mergeInto: id }` merges: exactly one of them. */
export const ZTermChange = z
  .object({
    name: ZTermName.optional(),
    mergeInto: z
      .number({ error: "mergeInto must be an id" })
      .int("mergeInto must be an id")
      .positive("mergeInto must be an id")
      .max(MAX_ROW_ID, "mergeInto must be an id")
      .optional(),
  })
  .refine((change) => (change.name === undefined) !== (change.mergeInto === undefined), {
    message: "Send either a new name or the id to merge into",
  });

function tableOf(kind: TTaxonomyKind) {
  return kind === "categories" ? categories : tags;
}

export async function listTaxonomyTerms(db: TDatabase, kind: TTaxonomyKind): Promise<TTaxonomyTerm[]> {
  if (kind === "categories") {
    return db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        // Written out in full: drizzle leaves a lone table's columns unqualified, and "id" would mean articles.id.
        articleCount: sql<number>`(select count(*)::int from "articles" where "articles"."category_id" = "categories"."id")`,
      })
      .from(categories)
      .orderBy(asc(categories.name));
  }
  return db
    .select({
      id: tags.id,
      name: tags.name,
      slug: tags.slug,
      articleCount: sql<number>`(select count(*)::int from "article_tags" where "article_tags"."tag_id" = "tags"."id")`,
    })
    .from(tags)
    .orderBy(asc(tags.name));
}

async function findTerm(db: TDatabase, kind: TTaxonomyKind, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, name: table.name, slug: table.slug })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw new AppError("not_found", `No such ${NOUN[kind]}`);
  return row;
}

/** A term's slug: the name's, cut to the column's 100 characters (NFKD makes "㎢" four). */
export function termSlug(name: string): string {
  return Array.from(slugify(name)).slice(0, 100).join("").replace(/-+$/, "");
}

/** Adds a category or tag; a name another one already has is refused. */
export async function createTaxonomyTerm(db: TDatabase, kind: TTaxonomyKind, name: string): Promise<number> {
  const table = tableOf(kind);
  const slug = termSlug(name);
  const [clash] = await db.select({ name: table.name }).from(table).where(eq(table.slug, slug));
  if (clash) throw new AppError("conflict", `A ${NOUN[kind]} named "${clash.name}" already exists.`);
  const [row] = await db.insert(table).values({ name, slug }).returning({ id: table.id });
  return row!.id;
}

/** Renames a term; its slug follows the name. A name another term already has is refused: merge instead. */
export async function renameTaxonomyTerm(db: TDatabase, kind: TTaxonomyKind, id: number, name: string) {
  const term = await findTerm(db, kind, id);
  const table = tableOf(kind);
  const slug = termSlug(name);
  const [clash] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.slug, slug), ne(table.id, id)));
  if (clash) {
    throw new AppError("conflict", `A ${NOUN[kind]} named "${clash.name}" already exists: merge into it instead.`);
  }
  await db.transaction(async (tx) => {
    await tx.update(table).set({ name, slug }).where(eq(table.id, id));
    // Categories have public addresses (`?category=slug` of the section pages): the old one keeps leading here.
    if (kind === "categories" && term.slug !== slug) await rememberOldSlug(tx, term.slug, id);
  });
}

type TTransaction = Parameters<Parameters<TDatabase["transaction"]>[0]>[0];

/** Points an old category slug at the category that now answers for it (a later rename or merge moves it on). */
async function rememberOldSlug(tx: TTransaction, oldSlug: string, categoryId: number) {
  await tx
    .insert(categorySlugRedirects)
    .values({ oldSlug, categoryId })
    .onConflictDoUpdate({ target: categorySlugRedirects.oldSlug, set: { categoryId } });
}

/** Moves every article of one term to another, then deletes the first. */
export async function mergeTaxonomyTerm(db: TDatabase, kind: TTaxonomyKind, id: number, intoId: number) {
  if (id === intoId) throw new AppError("bad_request", `A ${NOUN[kind]} cannot be merged into itself`);
  const merged = await findTerm(db, kind, id);
  await findTerm(db, kind, intoId);
  await db.transaction(async (tx) => {
    if (kind === "categories") {
      await tx.update(articles).set({ categoryId: intoId }).where(eq(articles.categoryId, id));
      // The merged category's address, and every older one of it, now lead to the category it went into.
      await tx
        .update(categorySlugRedirects)
        .set({ categoryId: intoId })
        .where(eq(categorySlugRedirects.categoryId, id));
      await rememberOldSlug(tx, merged.slug, intoId);
      await tx.delete(categories).where(eq(categories.id, id));
      return;
    }
    const tagged = await tx
      .select({ articleId: articleTags.articleId })
      .from(articleTags)
      .where(eq(articleTags.tagId, id));
    if (tagged.length > 0) {
      await tx
        .insert(articleTags)
        .values(tagged.map((row) => ({ articleId: row.articleId, tagId: intoId })))
        .onConflictDoNothing();
    }
    await tx.delete(tags).where(eq(tags.id, id));
  });
}

/** Deletes a term: its articles keep everything else (a category's articles become uncategorised). */
export async function deleteTaxonomyTerm(db: TDatabase, kind: TTaxonomyKind, id: number) {
  await findTerm(db, kind, id);
  const table = tableOf(kind);
  await db.delete(table).where(eq(table.id, id));
}
