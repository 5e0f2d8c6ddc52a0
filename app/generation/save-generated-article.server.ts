// Publishes a generated article: unique slug, an existing category chosen by name (or none, with the name kept as
// a proposal), tags found or created by name, the source URLs and
// the generator kept with it, and a first revision holding the model's original text.
import { desc, eq, inArray, or, sql } from "drizzle-orm";
import type { TArticleInput } from "~/articles/article-input";
import type { TRenderSettings } from "~/articles/article-renders.server";
import { isPublishingStatus } from "~/articles/article-types";
import { createArticle, updateArticle } from "~/articles/save-article.server";
import { AppError } from "~/lib/app-error";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, categories, tags } from "~/db/schema";
import { freeSlug, SlugTakenError } from "~/articles/article-slug.server";
import { slugify } from "~/lib/slug";
import type { TGeneratedArticle } from "./article-schema";
import type { TPublication } from "~/scheduling/batch-publication";
import { describeUnsupportedFigures, type TFactCheckMode, type TUnsupportedFigure } from "./fact-check";

export interface TSavedArticle {
  id: number;
  slug: string;
  title: string;
  articleType: string;
  brutalScore: number | null;
  publishingStatus: string;
  /** When a scheduled article goes public. */
  scheduledAt: Date | null;
  /** Why it was saved unpublished, when it was. */
  draftReason: string | null;
  /** The fact check's findings. */
  unsupportedFigures: TUnsupportedFigure[];
  /** The admin editor's page of the article, where a draft is finished. */
  editUrl: string;
  /** An article already there with the same title or the same source: the screens warn and link to it. */
  similarArticle: { title: string; slug: string } | null;
}

/**
 * An existing article this one may repeat: the same title (its slug, or that slug with a -N suffix the slug
 * de-duplication adds) or one of the same source addresses. Newest first.
 */
export async function findSimilarArticle(
  db: TDatabase,
  wantedSlug: string,
  sourceUrls: string[],
): Promise<{ title: string; slug: string } | null> {
  const base = slugify(wantedSlug).slice(0, 200);
  const sameTitle = base ? or(eq(articles.slug, base), sql`${articles.slug} ~ ${`^${base}-[0-9]+$`}`) : undefined;
  const sources = sourceUrls.slice(0, 20).map((url) => sql`${url}`);
  const sameSource =
    sources.length > 0 ? sql`${articles.sourceUrls} ?| array[${sql.join(sources, sql`, `)}]::text[]` : undefined;
  const conditions = [sameTitle, sameSource].filter((c) => c !== undefined);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ title: articles.title, slug: articles.slug })
    .from(articles)
    .where(or(...conditions))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(1);
  return row ?? null;
}

/**
 * Published, unless the model's draft is unfinished (too short, incomplete) or the fact check found figures the
 * sources do not contain while GENERATION_FACT_CHECK is strict: then a draft, with the reason.
 */
export function choosePublishingStatus(
  generated: Pick<TGeneratedArticle, "draftReason" | "unsupportedFigures">,
  factCheck: TFactCheckMode,
): { status: "published" | "draft"; reason: string | null } {
  if (generated.draftReason) return { status: "draft", reason: generated.draftReason };
  const figures = generated.unsupportedFigures ?? [];
  if (factCheck === "strict" && figures.length > 0) {
    return {
      status: "draft",
      reason: `${describeUnsupportedFigures(figures)} Saved as a draft (GENERATION_FACT_CHECK=strict): check them, then publish.`,
    };
  }
  return { status: "published", reason: null };
}

/** The status (and publish time) a generated article is saved with: a draft the checks chose stays a draft. */
function publicationColumns(
  decided: "published" | "draft",
  publication: TPublication,
): Pick<TArticleInput, "publishingStatus" | "publishAt"> {
  if (decided === "draft" || publication.mode === "draft") return { publishingStatus: "draft", publishAt: null };
  if (publication.mode === "at") return { publishingStatus: "scheduled", publishAt: publication.at };
  return { publishingStatus: "published", publishAt: null };
}

/**
 * The existing category the model named: the same slug, or its singular or plural ("Smartphone" for
 * "Smartphones"). A name matching none is not created (free text once made a category per article): the article
 * stays uncategorised and keeps the name as a proposal the editor can accept (generation.proposedCategory).
 */
export async function chooseExistingCategory(
  db: TDatabase,
  name: string | undefined,
): Promise<{ categoryId: number | null; proposedCategory?: string }> {
  const slug = name ? slugify(name).slice(0, 100) : "";
  if (!slug) return { categoryId: null };
  const plural = (a: string, b: string) => b === `${a}s` || b === `${a}es`;
  const existing = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const match =
    existing.find((c) => c.slug === slug) ?? existing.find((c) => plural(c.slug, slug) || plural(slug, c.slug));
  return match ? { categoryId: match.id } : { categoryId: null, proposedCategory: name!.trim().slice(0, 100) };
}

/**
 * The tags the model named (at most 8, one per slug), in the order it named them, each found by slug or created.
 * An existing tag's row is only read, never locked: this runs inside the generation job's transaction, and an
 * upsert's row lock (ON CONFLICT DO UPDATE takes the row FOR UPDATE) held to its commit deadlocked with an editor's
 * save linking the same tags (its foreign-key checks take them FOR KEY SHARE, in another order). Missing tags are
 * inserted in one statement, in slug order, so two generations creating the same new tags wait on each other in the
 * same order; a tag another transaction creates meanwhile is skipped and read by the final select.
 */
export async function findOrCreateTags(db: TDatabase, names: string[]): Promise<{ id: number }[]> {
  const nameBySlug = new Map<string, string>();
  for (const name of names.slice(0, 8)) {
    const slug = slugify(name).slice(0, 100);
    if (slug && !nameBySlug.has(slug)) nameBySlug.set(slug, name.trim().slice(0, 100));
  }
  const slugs = [...nameBySlug.keys()];
  if (slugs.length === 0) return [];
  const existing = await db.select({ slug: tags.slug }).from(tags).where(inArray(tags.slug, slugs));
  const known = new Set(existing.map((row) => row.slug));
  const missing = slugs.filter((slug) => !known.has(slug)).sort();
  if (missing.length > 0) {
    await db
      .insert(tags)
      .values(missing.map((slug) => ({ slug, name: nameBySlug.get(slug)! })))
      .onConflictDoNothing({ target: tags.slug });
  }
  const rows = await db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, slugs));
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return slugs.flatMap((slug) => (idBySlug.has(slug) ? [{ id: idBySlug.get(slug)! }] : []));
}

/**
 * A generated article written over an existing one as a new revision (the old text stays in its revisions): its
 * address, category, tags and status stay, unless the checks made the new text a draft.
 */
async function updateWithGenerated(
  db: TDatabase,
  settings: TRenderSettings,
  id: number,
  input: TArticleInput,
  decided: "published" | "draft",
): Promise<void> {
  const [existing] = await db
    .select({
      slug: articles.slug,
      publishingStatus: articles.publishingStatus,
      scheduledAt: articles.scheduledAt,
      categoryId: articles.categoryId,
    })
    .from(articles)
    .where(eq(articles.id, id));
  if (!existing) throw new AppError("not_found", "The article to update no longer exists");
  const existingTags = await db
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, id));
  const status = isPublishingStatus(existing.publishingStatus) ? existing.publishingStatus : "draft";
  await updateArticle(db, settings, id, {
    ...input,
    slug: existing.slug,
    publishingStatus: decided === "draft" ? "draft" : status,
    publishAt: decided === "draft" ? null : existing.scheduledAt,
    categoryId: existing.categoryId ?? input.categoryId,
    tags: existingTags.length > 0 ? existingTags : input.tags,
  });
}

export async function saveGeneratedArticle(
  db: TDatabase,
  generated: TGeneratedArticle,
  context: {
    /** The settings the body is rendered with, as it is saved. */
    renderSettings: TRenderSettings;
    generator: string;
    model: string;
    authorUsername: string;
    /** Published now unless told otherwise (a batch saving drafts or dripping its articles). */
    publication?: TPublication;
    factCheck?: TFactCheckMode;
    /** Write it as a new revision of this article (the editor chose to update an article about the same product). */
    updateArticleId?: number;
  },
): Promise<TSavedArticle> {
  const category = await chooseExistingCategory(db, generated.categoryName);
  const similarArticle = await findSimilarArticle(db, generated.slug ?? generated.title, generated.sourceUrls);
  const decision = choosePublishingStatus(generated, context.factCheck ?? "list");
  const unsupportedFigures = generated.unsupportedFigures ?? [];
  const generation = {
    generator: context.generator,
    model: context.model,
    ...(category.proposedCategory ? { proposedCategory: category.proposedCategory } : {}),
    ...(unsupportedFigures.length > 0 ? { unsupportedFigures } : {}),
    ...(decision.reason ? { draftReason: decision.reason } : {}),
  };
  const input: TArticleInput = {
    title: generated.title,
    slug: await freeSlug(db, generated.slug ?? generated.title),
    excerpt: generated.excerpt || null,
    content: generated.content,
    metaTitle: generated.metaTitle,
    metaDescription: generated.metaDescription || null,
    featuredImage: generated.featuredImage ?? null,
    articleType: generated.articleType,
    ...publicationColumns(decision.status, context.publication ?? { mode: "now" }),
    brutalScore: generated.brutalScore ?? null,
    categoryId: category.categoryId,
    tags: await findOrCreateTags(db, generated.tags),
    featured: false,
    // A generated article records no testing period: the model tested nothing.
    testingPeriod: null,
  };
  let id: number;
  if (context.updateArticleId) {
    id = context.updateArticleId;
    await updateWithGenerated(db, context.renderSettings, id, input, decision.status);
    await db.update(articles).set({ sourceUrls: generated.sourceUrls, generation }).where(eq(articles.id, id));
  } else {
    try {
      id = await createArticle(db, context.renderSettings, input, {
        authorUsername: context.authorUsername,
        sourceUrls: generated.sourceUrls,
        generation,
        initialRevision: "generated",
      });
    } catch (error) {
      // Two generations of the same title at once: the loser takes the next free slug.
      if (!(error instanceof SlugTakenError)) throw error;
      id = await createArticle(
        db,
        context.renderSettings,
        { ...input, slug: await freeSlug(db, `${input.slug}-${Date.now().toString(36)}`) },
        {
          authorUsername: context.authorUsername,
          sourceUrls: generated.sourceUrls,
          generation,
          initialRevision: "generated",
        },
      );
    }
  }
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return {
    id,
    slug: row!.slug,
    title: row!.title,
    articleType: row!.articleType,
    brutalScore: row!.brutalScore,
    publishingStatus: row!.publishingStatus,
    scheduledAt: row!.scheduledAt,
    draftReason: decision.reason,
    unsupportedFigures,
    editUrl: `/admin/articles/edit/${id}`,
    similarArticle,
  };
}
