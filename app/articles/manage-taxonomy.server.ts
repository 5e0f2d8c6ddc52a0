// The admin's categories and tags: listed with how many articles use each, renamed, merged into another, deleted.
// Every change here fires the content-change trigger, so each server's response cache is emptied.
import { and, asc, eq, ilike, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import { MAX_ROW_ID } from "~/db/row-id";
import { articles, articleTags, categories, categorySlugRedirects, tags } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { slugify } from "~/lib/slug";
import { TERM_PAGE_SIZE, type TTaxonomyKind, type TTermPage } from "./taxonomy-kinds";

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

/** Which page of a kind's terms the screen shows: names containing `q`, `limit` of them from `offset`. */
export const ZTermListQuery = z
  .object({
    q: z.string().trim().max(100, "q must be at most 100 characters").default(""),
    offset: z.coerce
      .number({ error: "offset must be a number" })
      .int("offset must be a whole number")
      .min(0, "offset must be 0 or more")
      .max(MAX_ROW_ID, "offset is too large")
      .default(0),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be between 1 and 100")
      .max(100, "limit must be between 1 and 100")
      .default(TERM_PAGE_SIZE),
  })
  .strip();

export type TTermListQuery = z.infer<typeof ZTermListQuery>;

/**
 * One page of a kind's terms by name, each with how many articles use it, and how many match in all. Only the page's
 * terms are counted: the screen and the merge picker stay the same size however many terms the site has.
 */
export async function listTaxonomyTerms(
  db: TDatabase,
  kind: TTaxonomyKind,
  query: TTermListQuery = { q: "", offset: 0, limit: TERM_PAGE_SIZE },
): Promise<TTermPage> {
  const table = tableOf(kind);
  const matches = query.q === "" ? undefined : ilike(table.name, containsPattern(query.q));
  // Written out in full: drizzle leaves a lone table's columns unqualified, and "id" would mean articles.id.
  const articleCount =
    kind === "categories"
      ? sql<number>`(select count(*)::int from "articles" where "articles"."category_id" = "categories"."id")`
      : sql<number>`(select count(*)::int from "article_tags" where "article_tags"."tag_id" = "tags"."id")`;
  const [terms, [counted]] = await Promise.all([
    db
      .select({ id: table.id, name: table.name, slug: table.slug, articleCount })
      .from(table)
      .where(matches)
      .orderBy(asc(table.name), asc(table.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(matches),
  ]);
  return { terms, total: counted?.total ?? 0 };
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

/**
 * Articles moved per statement of a merge; the event loop serves readers between two. Moving one rewrites its row and
 * its entries in four GIN indexes (2 to 5 ms quiet, up to 20 ms loaded), and a /healthz answer spans two to four
 * statements: 8 keeps that under 200 ms on a loaded machine (decision 050).
 */
const MERGE_ARTICLES_PER_STATEMENT = 8;

/**
 * After a statement, the thread is the readers' for as long as the statement held it: a /healthz answer (three to
 * seven turns of the event loop through the router) then waits for one statement at most, however loaded the machine.
 * With one turn between statements it spanned two to four, and a CI run under load saw 1,171 ms (decision 050). The
 * merge takes at most twice as long.
 */
const yieldToReaders = (statementMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, statementMs)));

/**
 * Moves every article of one term to another, then deletes the first, in one transaction (a merge is never seen half
 * done) made of statements of a few hundred articles each: PGlite runs on the server's own thread, and one statement
 * over thousands of articles held every reader and /healthz for a second.
 */
export async function mergeTaxonomyTerm(db: TDatabase, kind: TTaxonomyKind, id: number, intoId: number) {
  if (id === intoId) throw new AppError("bad_request", `A ${NOUN[kind]} cannot be merged into itself`);
  const merged = await findTerm(db, kind, id);
  await findTerm(db, kind, intoId);
  await db.transaction(async (tx) => {
    if (kind === "categories") {
      await moveInChunks(
        tx,
        () => sql`with moved as (
        update ${articles} set category_id = ${intoId}
        where id in (select id from ${articles} where category_id = ${id} limit ${MERGE_ARTICLES_PER_STATEMENT})
        returning 1
      ) select count(*)::int as moved from moved`,
      );
      // The merged category's address, and every older one of it, now lead to the category it went into.
      await tx
        .update(categorySlugRedirects)
        .set({ categoryId: intoId })
        .where(eq(categorySlugRedirects.categoryId, id));
      await rememberOldSlug(tx, merged.slug, intoId);
      await tx.delete(categories).where(eq(categories.id, id));
      return;
    }
    // Each statement moves a chunk of the tag's links to the other tag (one UPDATE: the articles' tag lists are
    // written once per statement); an article that has both keeps the other one, and its link to this tag goes with
    // the tag.
    await moveInChunks(
      tx,
      () => sql`with moved as (
        update ${articleTags} set tag_id = ${intoId}
        where tag_id = ${id} and article_id in (
          select mine.article_id from ${articleTags} mine
          where mine.tag_id = ${id}
            and not exists (select 1 from ${articleTags} theirs where theirs.article_id = mine.article_id and theirs.tag_id = ${intoId})
          limit ${MERGE_ARTICLES_PER_STATEMENT}
        ) returning 1
      ) select count(*)::int as moved from moved`,
    );
    await tx.delete(tags).where(eq(tags.id, id));
  });
}

/** Runs `statement` (which answers how many articles it `moved`) until it moves less than a chunk, serving readers between two runs as long as each run took. */
async function moveInChunks(tx: TTransaction, statement: () => SQL) {
  for (;;) {
    const started = performance.now();
    const result = (await tx.execute(statement())) as unknown as { rows: { moved: number }[] };
    if (Number(result.rows[0]?.moved ?? 0) < MERGE_ARTICLES_PER_STATEMENT) return;
    await yieldToReaders(performance.now() - started);
  }
}

/** Deletes a term: its articles keep everything else (a category's articles become uncategorised). */
export async function deleteTaxonomyTerm(db: TDatabase, kind: TTaxonomyKind, id: number) {
  await findTerm(db, kind, id);
  const table = tableOf(kind);
  await db.delete(table).where(eq(table.id, id));
}
