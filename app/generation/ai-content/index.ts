// AI Content Generator: the editor's brief (plus any product links in it and a video) to a review or pillar article.
import { assembleArticle } from "../assemble-article";
import { buildMissingRetailerLinks, buildVideoLine, createLinkPolicy } from "../article-links";
import type { TGeneratedArticle } from "../article-schema";
import { parseGenerationRequest } from "../parse-request";
import { chooseBriefTitle } from "../prompt-common";
import {
  createGenerationContext,
  readSourceStep,
  writeArticle,
  type TGenerationDeps,
  type TGenerationOptions,
  type TOnGenerationProgress,
} from "../run-generation.server";
import { detectSmartSource } from "../sources/detect-source-type";
import { formatSourceFacts, sourceTitle, type TSourceFacts } from "../sources/read-source.server";
import { buildGeneratedReviewSummary } from "../summary-markdown";
import { buildAiContentPrompt } from "./prompt";
import { ZAiContentArticleOutput, ZAiContentGenerateRequest, type TAiContentGenerateRequest } from "./schema";

export { ZAiContentGenerateRequest, type TAiContentGenerateRequest } from "./schema";

const MAX_PRODUCT_LINKS = 5;

/** The http(s) links in the editor's product list, in order, without repeats. */
export function extractLinks(text: string | undefined): string[] {
  const links = (text ?? "").match(/https?:\/\/[^\s<>()"']+/g) ?? [];
  return [...new Set(links.map((link) => link.replace(/[.,;]+$/, "")))].slice(0, MAX_PRODUCT_LINKS);
}

export async function generateAiContentArticle(
  deps: TGenerationDeps,
  input: TAiContentGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZAiContentGenerateRequest, input);
  const ctx = createGenerationContext(deps, { failureMessage: "Failed to generate content" }, onProgress, options);
  const sources: TSourceFacts[] = [];
  for (const [index, link] of extractLinks(request.productsToRecommend).entries()) {
    sources.push(
      await readSourceStep(ctx, link, detectSmartSource(link), `product link ${index + 1}`, "product-review"),
    );
  }
  const video = request.youtubeLink
    ? await readSourceStep(ctx, request.youtubeLink, "video", "the video", "product-review")
    : undefined;
  const linked = sources.flatMap((source) =>
    source.kind === "retailer-product"
      ? [
          {
            title: source.product.title,
            productUrl: source.product.productUrl,
            asin: source.product.asin,
            shop: source.product.shop,
          },
        ]
      : [],
  );
  const perSource = Math.max(3_000, Math.floor(24_000 / Math.max(1, sources.length)));
  const { instructions, prompt } = buildAiContentPrompt({
    ...request,
    productFacts: sources.map((source) => formatSourceFacts(source, Math.min(12_000, perSource))),
    videoFacts: video ? formatSourceFacts(video, 6_000) : undefined,
    minWords: request.minWordCount,
    brief: options?.brief,
  });

  return writeArticle(ctx, {
    schema: ZAiContentArticleOutput,
    instructions,
    prompt,
    minWords: request.minWordCount,
    editorNotes: [request.articlePurpose, request.additionalContext, options?.brief?.instructions],
    topic: [
      options?.brief?.primaryKeyword,
      request.additionalKeywords,
      ...sources.map((source) => sourceTitle(source)),
      request.articlePurpose,
    ],
    links: createLinkPolicy({
      products: linked,
      urls: [...sources.map((source) => source.url), video?.url, request.youtubeLink],
      texts: [
        ...sources.map((source) => formatSourceFacts(source)),
        video ? formatSourceFacts(video) : undefined,
        request.articlePurpose,
        request.additionalContext,
        request.repurposeContent,
        options?.brief?.instructions,
        options?.brief?.repurposeContent,
      ],
    }),
    assemble: (output, body) => {
      const reviewSummary = {
        brutalSummary: output.brutalSummary,
        positives: output.positives,
        negatives: output.negatives,
      };
      return assembleArticle({
        output,
        title: chooseBriefTitle(output.title, options?.brief),
        // Pillar articles are long reviews-section pieces: the publication has no separate pillar type.
        articleType: "review",
        body,
        extraSections: [
          buildMissingRetailerLinks(body, linked),
          buildVideoLine(request.youtubeLink, video ? sourceTitle(video) : undefined),
        ],
        summaryMarkdown: buildGeneratedReviewSummary(reviewSummary),
        brutalScore: output.brutalScore,
        reviewSummary,
        featuredImage: request.imageLink,
        sourceUrls: [...sources.map((source) => source.url), ...(video ? [video.url] : [])],
      });
    },
  });
}
