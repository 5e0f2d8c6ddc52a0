// Versus generator: reads both retailer pages (and optional videos) and writes the comparison.
import { assembleArticle } from "../assemble-article";
import { buildMissingRetailerLinks, createLinkPolicy } from "../article-links";
import type { TGeneratedArticle } from "../article-schema";
import { GenerationError } from "../errors";
import { parseGenerationRequest } from "../parse-request";
import { chooseBriefTitle } from "../prompt-common";
import {
  createGenerationContext,
  readSourceStep,
  writeArticle,
  type TGenerationContext,
  type TGenerationDeps,
  type TGenerationOptions,
  type TOnGenerationProgress,
} from "../run-generation.server";
import { formatSourceFacts } from "../sources/read-source.server";
import type { TRetailerProduct } from "../sources/retailer-product.server";
import { buildVersusPrompt } from "./prompt";
import { ZVersusArticleOutput, ZVersusGenerateRequest, type TVersusGenerateRequest } from "./schema";

export { ZVersusGenerateRequest, type TVersusGenerateRequest } from "./schema";

async function readProduct(ctx: TGenerationContext, url: string, label: string) {
  const source = await readSourceStep(ctx, url, "retailer-product", label, "product-review");
  if (source.kind !== "retailer-product") {
    throw new GenerationError("source_unreachable", `${url} is not a retailer product page.`);
  }
  return { facts: formatSourceFacts(source, 9_000), product: source.product, url: source.url };
}

export async function generateVersusArticle(
  deps: TGenerationDeps,
  input: TVersusGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZVersusGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to generate versus article" },
    onProgress,
    options,
  );
  const first = await readProduct(ctx, request.product1Url, "product 1");
  const second = await readProduct(ctx, request.product2Url, "product 2");
  const video1 = request.product1YoutubeUrl
    ? await readSourceStep(ctx, request.product1YoutubeUrl, "video", "the video of product 1", "product-review")
    : undefined;
  const video2 = request.product2YoutubeUrl
    ? await readSourceStep(ctx, request.product2YoutubeUrl, "video", "the video of product 2", "product-review")
    : undefined;
  const products: TRetailerProduct[] = [first.product, second.product];
  const linked = products.map((p) => ({ title: p.title, productUrl: p.productUrl, asin: p.asin, shop: p.shop }));
  const { instructions, prompt } = buildVersusPrompt({
    product1: {
      facts: first.facts,
      productUrl: first.product.productUrl,
      videoFacts: video1 ? formatSourceFacts(video1, 4_000) : undefined,
    },
    product2: {
      facts: second.facts,
      productUrl: second.product.productUrl,
      videoFacts: video2 ? formatSourceFacts(video2, 4_000) : undefined,
    },
    minWords: request.minWordCount,
    brief: options?.brief,
  });

  return writeArticle(ctx, {
    schema: ZVersusArticleOutput,
    instructions,
    prompt,
    minWords: request.minWordCount,
    editorNotes: [options?.brief?.instructions],
    topic: [first.product.title, second.product.title, options?.brief?.primaryKeyword],
    links: createLinkPolicy({
      products: linked,
      urls: [video1?.url, video2?.url, request.product1YoutubeUrl, request.product2YoutubeUrl],
      texts: [video1 ? formatSourceFacts(video1) : undefined, video2 ? formatSourceFacts(video2) : undefined],
    }),
    assemble: (output, body) => {
      return assembleArticle({
        output,
        title: chooseBriefTitle(output.title, options?.brief),
        articleType: "versus",
        body,
        extraSections: [buildMissingRetailerLinks(body, linked)],
        featuredImage:
          request.product1ImageUrl ?? first.product.imageUrl ?? request.product2ImageUrl ?? second.product.imageUrl,
        sourceUrls: [first.url, second.url, ...(video1 ? [video1.url] : []), ...(video2 ? [video2.url] : [])],
      });
    },
  });
}
