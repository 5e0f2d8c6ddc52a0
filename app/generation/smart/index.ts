// Smart generator: one URL in (retailer product, video or website), one published-ready review out.
import { assembleArticle } from "../assemble-article";
import { buildMissingRetailerLinks, buildVideoLine, createLinkPolicy } from "../article-links";
import type { TGeneratedArticle } from "../article-schema";
import { parseGenerationRequest } from "../parse-request";
import {
  createGenerationContext,
  readSourceStep,
  writeArticle,
  type TGenerationDeps,
  type TGenerationOptions,
  type TOnGenerationProgress,
} from "../run-generation.server";
import { detectSmartSource } from "../sources/detect-source-type";
import { formatSourceFacts, sourceImage, sourceTitle } from "../sources/read-source.server";
import { buildGeneratedReviewSummary } from "../summary-markdown";
import { buildSmartPrompt } from "./prompt";
import { ZSmartArticleOutput, ZSmartGenerateRequest, type TSmartGenerateRequest } from "./schema";

export { ZSmartGenerateRequest, type TSmartGenerateRequest } from "./schema";

export async function generateSmartArticle(
  deps: TGenerationDeps,
  input: TSmartGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZSmartGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    {
      failureMessage: "Failed to generate article",
      timeoutHint: "This can happen with complex products. Please try again with a shorter word count.",
    },
    onProgress,
    options,
  );
  const source = await readSourceStep(
    ctx,
    request.url,
    detectSmartSource(request.url),
    "the source page",
    "product-review",
  );
  const video = request.youtubeUrl
    ? await readSourceStep(ctx, request.youtubeUrl, "video", "the video", "product-review")
    : undefined;
  const product = source.kind === "retailer-product" ? source.product : undefined;
  const { instructions, prompt } = buildSmartPrompt({
    sourceKind: source.kind,
    sourceFacts: formatSourceFacts(source),
    videoFacts: video ? formatSourceFacts(video, 6_000) : undefined,
    productUrl: product?.productUrl,
    minWords: request.minWordCount,
  });
  const linked = product
    ? [{ title: product.title, productUrl: product.productUrl, asin: product.asin, shop: product.shop }]
    : [];

  return writeArticle(ctx, {
    schema: ZSmartArticleOutput,
    instructions,
    prompt,
    minWords: request.minWordCount,
    topic: [sourceTitle(source), options?.brief?.primaryKeyword],
    links: createLinkPolicy({
      products: linked,
      urls: [source.url, request.url, video?.url, request.youtubeUrl],
      texts: [formatSourceFacts(source), video ? formatSourceFacts(video) : undefined],
    }),
    assemble: (output, body) => {
      const reviewSummary = {
        brutalSummary: output.brutalSummary,
        positives: output.positives,
        negatives: output.negatives,
      };
      return assembleArticle({
        output,
        articleType: "review",
        body,
        extraSections: [
          buildMissingRetailerLinks(body, linked),
          buildVideoLine(request.youtubeUrl, video ? sourceTitle(video) : undefined),
        ],
        summaryMarkdown: buildGeneratedReviewSummary(reviewSummary),
        brutalScore: output.brutalScore,
        reviewSummary,
        featuredImage: request.imageUrl ?? sourceImage(source),
        sourceUrls: [source.url, ...(video ? [video.url] : [])],
      });
    },
  });
}
