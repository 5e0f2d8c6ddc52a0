// Brutal Award generator: reads the winner's page and writes the award article with its award block.
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
import { buildGeneratedAwardSummary } from "../summary-markdown";
import { buildBrutalAwardPrompt } from "./prompt";
import {
  buildAwardTitle,
  ZBrutalAwardArticleOutput,
  ZBrutalAwardGenerateRequest,
  type TBrutalAwardGenerateRequest,
} from "./schema";

export { buildAwardTitle, ZBrutalAwardGenerateRequest, type TBrutalAwardGenerateRequest } from "./schema";

export async function generateBrutalAwardArticle(
  deps: TGenerationDeps,
  input: TBrutalAwardGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZBrutalAwardGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to generate award article" },
    onProgress,
    options,
  );
  const title = buildAwardTitle(request);
  const source = await readSourceStep(
    ctx,
    request.url,
    detectSmartSource(request.url),
    "the product page",
    "product-review",
  );
  const video = request.youtubeUrl
    ? await readSourceStep(ctx, request.youtubeUrl, "video", "the video", "product-review")
    : undefined;
  const product = source.kind === "retailer-product" ? source.product : undefined;
  const linked = product
    ? [{ title: product.title, productUrl: product.productUrl, asin: product.asin, shop: product.shop }]
    : [];
  const { instructions, prompt } = buildBrutalAwardPrompt({
    title,
    item: request.item,
    year: request.year,
    productName: request.productName,
    brutalScore: request.brutalScore,
    sourceFacts: formatSourceFacts(source),
    videoFacts: video ? formatSourceFacts(video, 6_000) : undefined,
    productUrl: product?.productUrl,
    minWords: request.minWordCount,
    brief: options?.brief,
  });

  return writeArticle(ctx, {
    schema: ZBrutalAwardArticleOutput,
    fixedTitle: title,
    instructions,
    prompt,
    minWords: request.minWordCount,
    editorNotes: [options?.brief?.instructions],
    topic: [request.productName, request.item, sourceTitle(source), options?.brief?.primaryKeyword],
    links: createLinkPolicy({
      products: linked,
      urls: [source.url, request.url, video?.url, request.youtubeUrl],
      texts: [formatSourceFacts(source), video ? formatSourceFacts(video) : undefined, options?.brief?.instructions],
    }),
    assemble: (output, body) => {
      return assembleArticle({
        output: { ...output, title },
        title,
        articleType: "award",
        body,
        extraSections: [
          buildMissingRetailerLinks(body, linked),
          buildVideoLine(request.youtubeUrl, video ? sourceTitle(video) : undefined),
        ],
        summaryMarkdown: buildGeneratedAwardSummary(output),
        brutalScore: request.brutalScore,
        featuredImage: request.imageUrl ?? sourceImage(source),
        sourceUrls: [source.url, ...(video ? [video.url] : [])],
      });
    },
  });
}
