// Publishes a generated article: unique slug, category and tags found or created by name, the source URLs and
// the generator kept with it, and a first revision holding the model's original text.
import { eq, like } from "drizzle-orm";
import type { TArticleInput } from "~/articles/article-input";
import { createArticle } from "~/articles/save-article.server";
import type { TDatabase } from "~/db/client.server";
import { articles, categories, tags } from "~/db/schema";
import { slugify } from "~/lib/slugify";
import type { TGeneratedArticle } from "./article-schema";
import { describeUnsupportedFigures, type TFactCheckMode, type TUnsupportedFigure } from "./fact-check";

export interface TSavedArticle {
  id: number;
  slug: string;
  title: string;
  articleType: string;
  brutalScore: number | null;
  publishingStatus: string;
  /** Why it was saved unpublished, when it was. */
  draftReason: string | null;
  /** The fact check's findings. */
  unsupportedFigures: TUnsupportedFigure[];
  /** The admin editor's page of the article, where a draft is finished. */
  editUrl: string;
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

async function uniqueSlug(db: TDatabase, wanted: string): Promise<string> {
  const base = slugify(wanted).slice(0, 200) || "article";
  const taken = new Set(
    (
      await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(like(articles.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function findOrCreateCategory(db: TDatabase, name: string | undefined): Promise<number | null> {
  const slug = name ? slugify(name).slice(0, 100) : "";
  if (!slug) return null;
  const [row] = await db
    .insert(categories)
    .values({ slug, name: name!.trim().slice(0, 100) })
    .onConflictDoUpdate({ target: categories.slug, set: { slug } })
    .returning({ id: categories.id });
  return row!.id;
}

async function findOrCreateTags(db: TDatabase, names: string[]): Promise<{ id: number }[]> {
  const result: { id: number }[] = [];
  const seen = new Set<string>();
  for (const name of names.slice(0, 8)) {
    const slug = slugify(name).slice(0, 100);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    const [row] = await db
      .insert(tags)
      .values({ slug, name: name.trim().slice(0, 100) })
      .onConflictDoUpdate({ target: tags.slug, set: { slug } })
      .returning({ id: tags.id });
    result.push({ id: row!.id });
  }
  return result;
}

export async function saveGeneratedArticle(
  db: TDatabase,
  generated: TGeneratedArticle,
  context: {
    generator: string;
    model: string;
    authorUsername: string;
    publishingStatus?: "published" | "draft";
    factCheck?: TFactCheckMode;
  },
): Promise<TSavedArticle> {
  const decision = choosePublishingStatus(generated, context.factCheck ?? "list");
  const unsupportedFigures = generated.unsupportedFigures ?? [];
  const generation = {
    generator: context.generator,
    model: context.model,
    ...(unsupportedFigures.length > 0 ? { unsupportedFigures } : {}),
    ...(decision.reason ? { draftReason: decision.reason } : {}),
  };
  const input: TArticleInput = {
    title: generated.title,
    slug: await uniqueSlug(db, generated.slug ?? generated.title),
    excerpt: generated.excerpt || null,
    content: generated.content,
    metaTitle: generated.metaTitle,
    metaDescription: generated.metaDescription || null,
    featuredImage: generated.featuredImage ?? null,
    articleType: generated.articleType,
    publishingStatus: decision.status === "draft" ? "draft" : (context.publishingStatus ?? "published"),
    brutalScore: generated.brutalScore ?? null,
    categoryId: await findOrCreateCategory(db, generated.categoryName),
    tags: await findOrCreateTags(db, generated.tags),
    featured: false,
    // A generated article records no testing period: the model tested nothing.
    testingPeriod: null,
  };
  let id: number;
  try {
    id = await createArticle(db, input, {
      authorUsername: context.authorUsername,
      sourceUrls: generated.sourceUrls,
      generation,
      initialRevision: "generated",
    });
  } catch (error) {
    // Two generations of the same title at once: the loser takes the next free slug.
    if (!(error instanceof Error) || !/slug/.test(error.message)) throw error;
    id = await createArticle(
      db,
      { ...input, slug: await uniqueSlug(db, `${input.slug}-${Date.now().toString(36)}`) },
      {
        authorUsername: context.authorUsername,
        sourceUrls: generated.sourceUrls,
        generation,
        initialRevision: "generated",
      },
    );
  }
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return {
    id,
    slug: row!.slug,
    title: row!.title,
    articleType: row!.articleType,
    brutalScore: row!.brutalScore,
    publishingStatus: row!.publishingStatus,
    draftReason: decision.reason,
    unsupportedFigures,
    editUrl: `/admin/articles/edit/${id}`,
  };
}
