// Creating, updating, deleting and restoring articles. Every change keeps a revision of the version it replaced,
// and an update that names an older version than the stored one is refused instead of overwriting newer work. The
// body is rendered and stored in the save's transaction (article-renders.server.ts), with `settings`.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import type { TGenerationColumn } from "~/db/schema";
import { articleRevisions, articles, articleSlugHistory, articleTags, authors, categories, tags } from "~/db/schema";
import { countWords, isMarkdown, sanitizeArticleHtml } from "~/content";
import { withUniqueSlug } from "./article-slug.server";
import { retryOnLockConflict } from "~/db/lock-conflict";
import { AppError } from "~/lib/app-error";
import { assertValidSlug } from "~/lib/slug";
import { ZRevisionSnapshot } from "./revision-snapshot";
import type { TArticleInput, TArticleUpdate } from "./article-input";
import { derivedArticleColumns, insertArticleRows } from "./insert-article-rows.server";
import { storeRenders, type TRenderSettings } from "./article-renders.server";
import { renderBodyInWorker } from "./body-render-pool.server";

type TTransaction = Parameters<Parameters<TDatabase["transaction"]>[0]>[0];

export interface TSaveContext {
  authorUsername?: string;
  sourceUrls?: string[];
  generation?: TGenerationColumn;
  now?: Date;
  // Record a first revision with this reason in the same transaction (generated articles keep the model's text).
  initialRevision?: string;
}

// Markdown is kept as written (it is rendered and sanitised when shown); HTML is sanitised before it is stored.
export function prepareContentForStorage(content: string): string {
  return isMarkdown(content) && !/<[a-z][\s\S]*>/i.test(content) ? content : sanitizeArticleHtml(content);
}

async function checkReferences(tx: TTransaction, input: TArticleInput): Promise<void> {
  if (input.categoryId !== null) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw new AppError("bad_request", `Category ${input.categoryId} does not exist`);
  }
  const tagIds = [...new Set(input.tags.map((t) => t.id))];
  if (tagIds.length > 0) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
    if (found.length !== tagIds.length) throw new AppError("bad_request", "One or more tags do not exist");
  }
}

/** When a scheduled article goes public: required with that status, and later than `now`. Null otherwise. */
function scheduledAtOf(input: TArticleInput, now: Date): Date | null {
  if (input.publishingStatus !== "scheduled") return null;
  if (!input.publishAt) throw new AppError("bad_request", "A scheduled article needs a publish time (publishAt)");
  if (input.publishAt.getTime() <= now.getTime()) {
    throw new AppError("bad_request", "The publish time must be in the future");
  }
  return input.publishAt;
}

/**
 * A slug change keeps the old address, so links to it redirect to the new one; an old address taken as the new
 * slug (by this article or another) is no longer a redirect.
 */
async function rememberOldSlug(tx: TTransaction, articleId: number, oldSlug: string, newSlug: string): Promise<void> {
  await tx.delete(articleSlugHistory).where(eq(articleSlugHistory.slug, newSlug));
  if (oldSlug === newSlug) return;
  await tx
    .insert(articleSlugHistory)
    .values({ slug: oldSlug, articleId })
    .onConflictDoUpdate({ target: articleSlugHistory.slug, set: { articleId, createdAt: new Date() } });
}

function columnsFrom(input: TArticleInput, now: Date) {
  return {
    title: input.title,
    slug: assertValidSlug(input.slug),
    excerpt: input.excerpt,
    content: prepareContentForStorage(input.content),
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    featuredImage: input.featuredImage,
    articleType: input.articleType,
    publishingStatus: input.publishingStatus,
    scheduledAt: scheduledAtOf(input, now),
    brutalScore: input.brutalScore,
    categoryId: input.categoryId,
  };
}

// The verdict a save stores when the input carries one (null clears it); left out, the one the body spells out.
function verdictColumn(input: TArticleInput) {
  return input.reviewSummary === undefined ? {} : { reviewSummary: input.reviewSummary };
}

async function replaceTags(tx: TTransaction, articleId: number, input: TArticleInput): Promise<void> {
  await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
  const tagIds = [...new Set(input.tags.map((t) => t.id))];
  if (tagIds.length > 0) await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId, tagId })));
}

async function snapshotArticle(tx: TTransaction, articleId: number, reason: string): Promise<void> {
  const [current] = await tx.select().from(articles).where(eq(articles.id, articleId));
  if (!current) return;
  const tagRows = await tx
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, articleId));
  const { search: _search, ...fields } = current;
  await tx.insert(articleRevisions).values({
    articleId,
    version: current.version,
    reason,
    snapshot: { ...fields, tags: tagRows.map((t) => ({ id: t.id })) },
  });
}

/**
 * The author's id, the row created on first use. Read, not upserted: an upsert (ON CONFLICT DO UPDATE) locks the row
 * FOR UPDATE to the commit, so every save by one author (the generators' byline) would wait on the one before.
 */
async function resolveAuthorId(tx: TTransaction, username: string | undefined): Promise<number | null> {
  if (!username) return null;
  const byName = () => tx.select({ id: authors.id }).from(authors).where(eq(authors.username, username));
  const [found] = await byName();
  if (found) return found.id;
  await tx.insert(authors).values({ username }).onConflictDoNothing({ target: authors.username });
  const [row] = await byName();
  return row!.id;
}

export async function createArticle(
  db: TDatabase,
  settings: TRenderSettings,
  input: TArticleInput,
  context: TSaveContext = {},
): Promise<number> {
  const now = context.now ?? new Date();
  const columns = columnsFrom(input, now);
  // Rendered off the main thread before the transaction (which on PGlite holds the database for every other query).
  const body = await renderBodyInWorker(settings, columns);
  return withUniqueSlug(
    () => input.slug,
    () =>
      retryOnLockConflict(() =>
        db.transaction(async (tx) => {
          await checkReferences(tx, input);
          // A new article at an address another one had before: the address is this one's now.
          await tx.delete(articleSlugHistory).where(eq(articleSlugHistory.slug, input.slug));
          const [row] = await insertArticleRows(
            tx,
            settings,
            [
              {
                ...columns,
                ...verdictColumn(input),
                featured: input.featured ?? false,
                testingPeriod: input.testingPeriod ?? null,
                authorId: await resolveAuthorId(tx, context.authorUsername),
                publishedAt: input.publishingStatus === "published" ? now : null,
                sourceUrls: context.sourceUrls ?? [],
                generation: context.generation ?? null,
                createdAt: now,
                updatedAt: now,
                tagIds: input.tags.map((t) => t.id),
              },
            ],
            { renderBody: () => body },
          );
          if (context.initialRevision) await snapshotArticle(tx, row!.id, context.initialRevision);
          return row!.id;
        }),
      ),
  );
}

export async function updateArticle(
  db: TDatabase,
  settings: TRenderSettings,
  id: number,
  input: TArticleUpdate,
  now = new Date(),
): Promise<void> {
  const columns = columnsFrom(input, now);
  // Rendered off the main thread before the transaction, so a slow body holds neither readers nor the database.
  const body = await renderBodyInWorker(settings, columns);
  await withUniqueSlug(
    () => input.slug,
    () =>
      retryOnLockConflict(() =>
        db.transaction(async (tx) => {
          // Lock the row so two concurrent saves cannot both pass the version check.
          const [current] = await tx
            .select({ version: articles.version, publishedAt: articles.publishedAt, slug: articles.slug })
            .from(articles)
            .where(eq(articles.id, id))
            .for("update");
          if (!current) throw new AppError("not_found", "Article not found");
          if (input.version !== undefined && input.version !== current.version) {
            throw new AppError(
              "conflict",
              "This article was changed elsewhere after you opened it. Reload it to see the newer version before saving.",
              { currentVersion: current.version },
            );
          }
          await checkReferences(tx, input);
          await rememberOldSlug(tx, id, current.slug, columns.slug);
          await snapshotArticle(tx, id, "update");
          const [updated] = await tx
            .update(articles)
            .set({
              ...columns,
              ...derivedArticleColumns(columns.content, body),
              ...verdictColumn(input),
              ...(input.featured === undefined ? {} : { featured: input.featured }),
              ...(input.testingPeriod === undefined ? {} : { testingPeriod: input.testingPeriod }),
              // Publishing sets the date once; later edits keep it.
              publishedAt: current.publishedAt ?? (input.publishingStatus === "published" ? now : null),
              version: sql`${articles.version} + 1`,
              updatedAt: now,
            })
            .where(eq(articles.id, id))
            .returning({ version: articles.version });
          await storeRenders(tx, settings, [{ id, version: updated!.version, body }]);
          await replaceTags(tx, id, input);
        }),
      ),
  );
}

export async function deleteArticle(db: TDatabase, id: number): Promise<void> {
  const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (deleted.length === 0) throw new AppError("not_found", "Article not found");
}

export async function listArticleRevisions(db: TDatabase, articleId: number) {
  return db
    .select({
      id: articleRevisions.id,
      version: articleRevisions.version,
      reason: articleRevisions.reason,
      createdAt: articleRevisions.createdAt,
      title: sql<string>`${articleRevisions.snapshot}->>'title'`,
    })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.version), desc(articleRevisions.id));
}

export async function restoreArticleRevision(
  db: TDatabase,
  settings: TRenderSettings,
  articleId: number,
  revisionId: number,
  now = new Date(),
): Promise<void> {
  let restoredSlug = "";
  await withUniqueSlug(
    () => restoredSlug,
    () =>
      retryOnLockConflict(() =>
        db.transaction(async (tx) => {
          const [revision] = await tx
            .select()
            .from(articleRevisions)
            .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)));
          if (!revision) throw new AppError("not_found", "Revision not found");
          const [current] = await tx
            .select({ id: articles.id, slug: articles.slug })
            .from(articles)
            .where(eq(articles.id, articleId))
            .for("update");
          if (!current) throw new AppError("not_found", "Article not found");
          const parsed = ZRevisionSnapshot.safeParse(revision.snapshot);
          if (!parsed.success) {
            throw new AppError(
              "conflict",
              `Version ${revision.version} cannot be restored: its saved copy is incomplete`,
            );
          }
          const snap = parsed.data;
          const body = await renderBodyInWorker(settings, snap);
          await snapshotArticle(tx, articleId, `restore of version ${revision.version}`.slice(0, 50));
          restoredSlug = snap.slug;
          await rememberOldSlug(tx, articleId, current.slug, snap.slug);
          const [restored] = await tx
            .update(articles)
            .set({
              title: snap.title,
              slug: snap.slug,
              excerpt: snap.excerpt,
              content: snap.content,
              wordCount: countWords(snap.content),
              metaTitle: snap.metaTitle,
              metaDescription: snap.metaDescription,
              featuredImage: snap.featuredImage,
              articleType: snap.articleType,
              // A restore never schedules: the time may have passed. The editor schedules again if wanted.
              publishingStatus: snap.publishingStatus === "scheduled" ? "draft" : snap.publishingStatus,
              scheduledAt: null,
              brutalScore: snap.brutalScore,
              categoryId: snap.categoryId,
              reviewSummary: snap.reviewSummary,
              version: sql`${articles.version} + 1`,
              updatedAt: now,
            })
            .where(eq(articles.id, articleId))
            .returning({ version: articles.version });
          await storeRenders(tx, settings, [{ id: articleId, version: restored!.version, body }]);
          const tagList = snap.tags;
          await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
          if (tagList.length > 0) {
            const existing = await tx
              .select({ id: tags.id })
              .from(tags)
              .where(
                inArray(
                  tags.id,
                  tagList.map((t) => t.id),
                ),
              );
            if (existing.length > 0)
              await tx.insert(articleTags).values(existing.map((t) => ({ articleId, tagId: t.id })));
          }
        }),
      ),
  );
}
