// How-to generator: from a URL (thread, video or page) or a plain question to a step-by-step guide.
import { assembleArticle } from "../assemble-article";
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
import { detectHowToSource } from "../sources/detect-source-type";
import { sourceCreditLine } from "../source-credit";
import { buildVideoLine, createLinkPolicy } from "../article-links";
import { formatSourceFacts, sourceImage, sourceTitle } from "../sources/read-source.server";
import { buildHowToPrompt } from "./prompt";
import { ZHowToArticleOutput, ZHowToGenerateRequest, type THowToGenerateRequest } from "./schema";

export { ZHowToGenerateRequest, type THowToGenerateRequest } from "./schema";

export async function generateHowToArticle(
  deps: TGenerationDeps,
  input: THowToGenerateRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TGeneratedArticle> {
  const request = parseGenerationRequest(ZHowToGenerateRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to generate how-to article" },
    onProgress,
    options,
  );
  const source =
    request.inputType === "url" && request.url
      ? await readSourceStep(ctx, request.url, detectHowToSource(request.url), "the source", "how-to")
      : undefined;
  // The featured image is the editor's, else a video source's thumbnail: it shows the video the guide follows, and
  // the guide links to that video. A web page's photo belongs to its publisher (as with tech news) and a thread's
  // images to whoever posted them, so neither is reused.
  const video = source?.kind === "video" ? source : undefined;
  const { instructions, prompt } = buildHowToPrompt({
    question: request.inputType === "question" ? request.question : undefined,
    manualTitle: request.manualTitle,
    sourceFacts: source ? formatSourceFacts(source) : undefined,
    minWords: request.wordCount,
    brief: options?.brief,
  });

  return writeArticle(ctx, {
    schema: ZHowToArticleOutput,
    ...(request.manualTitle ? { fixedTitle: request.manualTitle } : {}),
    instructions,
    prompt,
    minWords: request.wordCount,
    editorNotes: [options?.brief?.instructions],
    topic: [
      request.manualTitle,
      request.inputType === "question" ? request.question : undefined,
      source ? sourceTitle(source) : undefined,
      options?.brief?.primaryKeyword,
    ],
    links: createLinkPolicy({
      urls: [source?.url, request.inputType === "url" ? request.url : undefined],
      texts: [
        source ? formatSourceFacts(source) : undefined,
        request.inputType === "question" ? request.question : undefined,
        options?.brief?.instructions,
        options?.brief?.repurposeContent,
      ],
    }),
    assemble: (output, body) =>
      assembleArticle({
        output,
        title: request.manualTitle ?? chooseBriefTitle(output.title, options?.brief),
        articleType: "how-to",
        body,
        // A video is credited by the line that links it; a thread or a page by the credit line.
        extraSections: [
          video ? buildVideoLine(video.url, sourceTitle(video)) : source ? sourceCreditLine(source) : undefined,
        ],
        featuredImage: request.featuredImageUrl ?? (video ? sourceImage(video) : undefined),
        sourceUrls: source ? [source.url] : [],
      }),
  });
}
