// Tech news generator: one news link in, one article in our voice out, crediting the source site.
import { assembleArticle } from "../assemble-article";
import { createLinkPolicy } from "../article-links";
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
import { detectTechNewsSource, knownSiteName } from "../sources/detect-source-type";
import { sourceCreditLine, sourcePublishedAt } from "../source-credit";
import { formatSourceFacts, sourceTitle } from "../sources/read-source.server";
import { buildTechNewsPrompt } from "./prompt";
import { ZTechNewsArticleOutput, ZTechNewsGenerateRequest, type TTechNewsGenerateRequest } from "./schema";

export { ZTechNewsGenerateRequest, type TTechNewsGenerateRequest } from "./schema";

export async function generateTechNewsArticle(
  deps: TGenerationDeps,
  input: TTechNewsGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZTechNewsGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to generate tech news article" },
    onProgress,
    options,
  );
  const detected = detectTechNewsSource(request.url);
  const source = await readSourceStep(
    ctx,
    request.url,
    detected.kind,
    `the story on ${detected.siteName}`,
    "tech-news",
  );
  // The page's own site name is the better credit when the address alone is not a known site.
  const siteName =
    knownSiteName(request.url) ?? (source.kind === "web-page" ? source.page.siteName : undefined) ?? detected.siteName;
  const publishedAt = sourcePublishedAt(source);
  const { instructions, prompt } = buildTechNewsPrompt({
    siteName,
    publishedAt,
    manualTitle: request.manualTitle,
    sourceFacts: formatSourceFacts(source),
    minWords: request.wordCount,
  });

  return writeArticle(ctx, {
    schema: ZTechNewsArticleOutput,
    ...(request.manualTitle ? { fixedTitle: request.manualTitle } : {}),
    instructions,
    prompt,
    minWords: request.wordCount,
    topic: [request.manualTitle, sourceTitle(source), options?.brief?.primaryKeyword],
    links: createLinkPolicy({ urls: [source.url, request.url], texts: [formatSourceFacts(source)] }),
    assemble: (output, body) =>
      assembleArticle({
        output,
        title: request.manualTitle,
        articleType: "tech-news",
        body,
        // The credit is written by code: the model writes no links.
        extraSections: [sourceCreditLine(source, siteName)],
        // A news site's photo belongs to the news site: only the editor's image is used.
        featuredImage: request.featuredImageUrl,
        sourceUrls: [source.url],
      }),
  });
}
