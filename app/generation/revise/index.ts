// AI revise: returns only the fields of an article that the editor's instruction changed.
import { truncateAtWord } from "../assemble-article";
import { GenerationError } from "../errors";
import { parseGenerationRequest } from "../parse-request";
import {
  callModel,
  createGenerationContext,
  type TGenerationDeps,
  type TGenerationOptions,
  type TOnGenerationProgress,
} from "../run-generation.server";
import { buildRevisePrompt } from "./prompt";
import {
  ZReviseArticleOutput,
  ZReviseArticleRequest,
  ZRevisedArticle,
  type TReviseArticleRequest,
  type TRevisedArticle,
} from "./schema";

export {
  REVISION_PROMPT_REQUIRED,
  ZReviseArticleRequest,
  type TReviseArticleRequest,
  type TRevisedArticle,
} from "./schema";

export async function reviseArticle(
  deps: TGenerationDeps,
  input: TReviseArticleRequest,
  onProgress?: TOnGenerationProgress,
  options?: TGenerationOptions,
): Promise<TRevisedArticle> {
  const request = parseGenerationRequest(ZReviseArticleRequest, input);
  const ctx = createGenerationContext(
    deps,
    { failureMessage: "Failed to revise article with AI" },
    onProgress,
    options,
  );
  ctx.progress({
    stage: "writing",
    message: `Revising the article${deps.modelLabel ? ` with ${deps.modelLabel}` : ""}`,
  });
  const output = await callModel(ctx, {
    schema: ZReviseArticleOutput,
    name: "article_revision",
    ...buildRevisePrompt({ revisionPrompt: request.revisionPrompt, current: request.currentContent }),
  });
  ctx.progress({ stage: "validating", message: "Checking the revision" });
  const changed = (value: string | null, current?: string) => {
    const text = value?.trim();
    return text && text !== current?.trim() ? text : undefined;
  };
  const title = changed(output.title, request.currentContent.title);
  const excerpt = changed(output.excerpt, request.currentContent.excerpt);
  const content = changed(output.content, request.currentContent.content);
  const metaDescription = changed(output.metaDescription);
  const revision = {
    ...(title ? { title: truncateAtWord(title, 255) } : {}),
    ...(excerpt ? { excerpt: truncateAtWord(excerpt, 500) } : {}),
    ...(content ? { content } : {}),
    ...(metaDescription ? { metaDescription: truncateAtWord(metaDescription, 160) } : {}),
  };
  const parsed = ZRevisedArticle.safeParse(revision);
  if (!parsed.success) {
    throw new GenerationError(
      "malformed_output",
      "Failed to revise article with AI: the AI model's revision is not usable. Please try again.",
    );
  }
  if (Object.keys(parsed.data).length === 0) {
    throw new GenerationError(
      "malformed_output",
      "Failed to revise article with AI: the AI model changed nothing. Try a more specific instruction.",
    );
  }
  return parsed.data;
}
