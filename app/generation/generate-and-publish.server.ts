// The one generation service: runs a registered generator and publishes what it wrote. The endpoints, bulk rows
// and jobs all publish through here, so the model's dependencies, the author and the saving are written once.
import { retryOnLockConflict } from "~/db/lock-conflict";
import { EDITORIAL_AUTHOR_NAME } from "~/articles/editorial-author";
import { findLinkablePages } from "~/articles/linkable-pages.server";
import { findRelatedArticles, RELATED_ARTICLES_IN_PROMPT } from "~/articles/related-articles.server";
import type { TEnv } from "~/config/env.server";
import type { TDatabase } from "~/db/client.server";
import type { TPublication } from "~/scheduling/batch-publication";
import type { TPublications } from "~/scheduling/publications";
import type { TGeneratedArticle } from "./article-schema";
import { describeUnsupportedFigures } from "./fact-check";
import { ARTICLE_GENERATORS, REVISE_GENERATOR, type TArticleGeneratorName } from "./generators.server";
import { ownFeaturedImage } from "./own-featured-image.server";
import type { TPageFetcher } from "./page-fetcher.server";
import type { TEditorBrief } from "./prompt-common";
import type { TConfiguredModel } from "./provider.server";
import type { TRevisedArticle } from "./revise";
import type { TGenerationDeps, TOnGenerationProgress } from "./run-generation.server";
import { saveGeneratedArticle, type TSavedArticle } from "./save-generated-article.server";

/** What a generation needs of the site's services: a configured model, the page fetcher, the database. */
export interface TGenerationServices {
  db: TDatabase;
  env: TEnv;
  /** Pages for the generators, and (fetchImage) the picture a generated article downloads. */
  fetchPage: TPageFetcher;
  ai: TConfiguredModel;
  /** Wakes a server to publish a scheduled article at its time (app/scheduling/). */
  publications: TPublications;
}

/** What a generation produced. Open for more: a draft may be saved unpublished, with the reason in its notes. */
export interface TGenerationOutcome {
  generated: TGeneratedArticle;
  /** The saved article; null when the caller asked for the draft only. */
  article: TSavedArticle | null;
  /** Whether the saved article is live on the site. */
  published: boolean;
  /** What the reader of the result should know about this article (adjustments, reasons it is not published). */
  notes: string[];
}

export interface TGenerateAndPublishOptions {
  /** False returns the draft without saving it (the API's `saveToDatabase: false`). Default true. */
  save?: boolean;
  /** A bulk row's keyword, instructions and content to repurpose. */
  brief?: TEditorBrief;
  onProgress?: TOnGenerationProgress;
  /** Stops the generation (a cancelled job); never the client's disconnect. */
  signal?: AbortSignal;
  /**
   * Runs in the transaction that saves the article; throwing there saves nothing. A job records its article
   * here, so a job that is run again never publishes twice.
   */
  onSaved?: (tx: TDatabase, article: TSavedArticle) => Promise<void>;
  /** Write the article as a new revision of this one (an article about the same product the editor chose to update). */
  updateArticleId?: number;
  /** How the article goes public, chosen in the saving transaction (a drip's next time). Default: now. */
  publication?: (tx: TDatabase) => Promise<TPublication>;
}

/** The model, page fetcher, the site's articles to link to and the limits every generator needs. */
export function generationDeps(services: TGenerationServices): TGenerationDeps {
  return {
    model: services.ai.model,
    ...(services.ai.structuredFallback ? { structuredFallback: services.ai.structuredFallback } : {}),
    fetchPage: services.fetchPage,
    siteLinks: {
      origin: services.env.SITE_URL,
      findRelated: (topic) => findRelatedArticles(services.db, { topic, limit: RELATED_ARTICLES_IN_PROMPT }),
      findLinkable: (pages) => findLinkablePages(services.db, pages),
    },
    modelLabel: services.ai.label,
    timeoutMs: services.env.AI_TIMEOUT_MS,
    idleTimeoutMs: services.env.AI_IDLE_TIMEOUT_MS,
  };
}

export async function generateAndPublish(
  services: TGenerationServices,
  generator: TArticleGeneratorName,
  input: unknown,
  options: TGenerateAndPublishOptions = {},
): Promise<TGenerationOutcome> {
  const written = await ARTICLE_GENERATORS[generator].run(generationDeps(services), input, options.onProgress, {
    brief: options.brief,
    signal: options.signal,
  });
  // The picture the source named, downloaded into the media library (or left out, with the reason).
  const { generated, note: imageNote } = await ownFeaturedImage(services.db, services.fetchPage.fetchImage, written, {
    onProgress: options.onProgress,
    signal: options.signal,
  });
  const imageNotes = imageNote ? [imageNote] : [];
  if (options.save === false) {
    const notes = [
      ...imageNotes,
      ...(generated.draftReason ? [generated.draftReason] : []),
      ...(generated.unsupportedFigures?.length ? [describeUnsupportedFigures(generated.unsupportedFigures)] : []),
    ];
    return { generated, article: null, published: false, notes };
  }
  options.onProgress?.({ stage: "validating", message: "Saving and publishing the article" });
  const context = {
    renderSettings: services.env,
    generator,
    model: services.ai.label,
    authorUsername: EDITORIAL_AUTHOR_NAME,
    factCheck: services.env.GENERATION_FACT_CHECK,
    ...(options.updateArticleId ? { updateArticleId: options.updateArticleId } : {}),
  };
  const { onSaved, publication } = options;
  const article =
    onSaved || publication
      ? // The save, its publication slot and the job's record together, run again if a lock conflict ends them.
        await retryOnLockConflict(() =>
          services.db.transaction(async (tx) => {
            const saved = await saveGeneratedArticle(tx, generated, {
              ...context,
              ...(publication ? { publication: await publication(tx) } : {}),
            });
            await onSaved?.(tx, saved);
            return saved;
          }),
        )
      : await saveGeneratedArticle(services.db, generated, context);
  if (article.scheduledAt) await services.publications.publishAt([article.scheduledAt]);
  return {
    generated,
    article,
    published: article.publishingStatus === "published",
    notes: [...imageNotes, ...groundingNotes(article)],
  };
}

/** AI revise: the fields of an article in the editor that the instruction changed. Nothing is saved. */
export function reviseArticleFields(
  services: TGenerationServices,
  input: unknown,
  options: Pick<TGenerateAndPublishOptions, "onProgress" | "signal"> = {},
): Promise<TRevisedArticle> {
  return REVISE_GENERATOR.run(generationDeps(services), input, options.onProgress, { signal: options.signal });
}

/** The draft's reason (it says what the fact check found when that is the reason), else the fact check's list. */
function groundingNotes(article: TSavedArticle): string[] {
  if (article.draftReason) return [article.draftReason];
  return article.unsupportedFigures.length > 0 ? [describeUnsupportedFigures(article.unsupportedFigures)] : [];
}
