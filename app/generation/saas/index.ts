// SAAS generators: from a landing page URL (generateSaasFromUrl) or the editor's notes (generateSaasManual).
import { assembleArticle } from "../assemble-article";
import { sourceCreditLine } from "../source-credit";
import { createLinkPolicy, type TLinkPolicy } from "../article-links";
import type { TGeneratedArticle } from "../article-schema";
import { parseGenerationRequest } from "../parse-request";
import {
  createGenerationContext,
  readSourceStep,
  writeArticle,
  type TGenerationContext,
  type TGenerationDeps,
  type TGenerationOptions,
  type TOnGenerationProgress,
} from "../run-generation.server";
import { formatSourceFacts, sourceImage, sourceTitle } from "../sources/read-source.server";
import { buildGeneratedReviewSummary } from "../summary-markdown";
import { buildSaasManualPrompt, buildSaasUrlPrompt } from "./prompt";
import {
  ZSaasArticleOutput,
  ZSaasManualGenerateRequest,
  ZSaasUrlGenerateRequest,
  type TSaasManualGenerateRequest,
  type TSaasUrlGenerateRequest,
} from "./schema";

export {
  ZSaasManualGenerateRequest,
  ZSaasUrlGenerateRequest,
  type TSaasManualGenerateRequest,
  type TSaasUrlGenerateRequest,
} from "./schema";

function writeSaasReview(
  ctx: TGenerationContext,
  input: {
    prompt: { instructions: string; prompt: string };
    title?: string | undefined;
    minWords: number;
    featuredImage?: string | undefined;
    sourceUrls: string[];
    /** The line crediting the page the review was read from (none for a review written from the editor's notes). */
    credit?: string | undefined;
    links: TLinkPolicy;
    topic: Array<string | undefined>;
    editorNotes?: Array<string | undefined>;
  },
): Promise<TGeneratedArticle> {
  return writeArticle(ctx, {
    schema: ZSaasArticleOutput,
    ...(input.title ? { fixedTitle: input.title } : {}),
    ...input.prompt,
    minWords: input.minWords,
    links: input.links,
    topic: input.topic,
    ...(input.editorNotes ? { editorNotes: input.editorNotes } : {}),
    assemble: (output, body) => {
      const reviewSummary = {
        brutalSummary: output.brutalSummary,
        positives: output.positives,
        negatives: output.negatives,
      };
      return assembleArticle({
        output,
        title: input.title,
        articleType: "saas",
        body,
        extraSections: [input.credit],
        summaryMarkdown: buildGeneratedReviewSummary(reviewSummary),
        brutalScore: output.brutalScore,
        reviewSummary,
        featuredImage: input.featuredImage,
        sourceUrls: input.sourceUrls,
      });
    },
  });
}

export async function generateSaasFromUrl(
  deps: TGenerationDeps,
  input: TSaasUrlGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZSaasUrlGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to generate SAAS content from URL" },
    onProgress,
    options,
  );
  const source = await readSourceStep(ctx, request.url, "saas-landing", "the landing page", "software-review");
  return writeSaasReview(ctx, {
    prompt: buildSaasUrlPrompt({
      title: request.title,
      sourceFacts: formatSourceFacts(source),
      minWords: request.wordCount,
    }),
    title: request.title,
    minWords: request.wordCount,
    featuredImage: request.featuredImageUrl ?? sourceImage(source),
    sourceUrls: [source.url],
    credit: sourceCreditLine(source),
    topic: [request.title, sourceTitle(source), options?.brief?.primaryKeyword],
    links: createLinkPolicy({ urls: [source.url, request.url], texts: [formatSourceFacts(source)] }),
  });
}

export async function generateSaasManual(
  deps: TGenerationDeps,
  input: TSaasManualGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZSaasManualGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to generate SAAS content manually" },
    onProgress,
    options,
  );
  return writeSaasReview(ctx, {
    prompt: buildSaasManualPrompt({ ...request, minWords: request.wordCount }),
    title: request.title,
    minWords: request.wordCount,
    featuredImage: request.featuredImageUrl,
    sourceUrls: [],
    topic: [request.productName, request.title, options?.brief?.primaryKeyword],
    links: createLinkPolicy({ texts: [request.context, request.customerReviews] }),
    editorNotes: [request.context],
  });
}
