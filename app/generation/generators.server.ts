// The one registry of generators: for each, its request schema, the function that writes the article and the
// spec's failure message (section 8). The endpoints, bulk rows and the job runner all reach a generator here, so
// a request is validated against the schema that belongs to it and never cast.
import type { z } from "zod";
import { generateAiContentArticle, ZAiContentGenerateRequest } from "./ai-content";
import type { TGeneratedArticle } from "./article-schema";
import { generateBrutalAwardArticle, ZBrutalAwardGenerateRequest } from "./brutal-award";
import { generateHowToArticle, ZHowToGenerateRequest } from "./how-to";
import { parseGenerationRequest } from "./parse-request";
import { reviseArticle, ZReviseArticleRequest, type TRevisedArticle } from "./revise";
import type { TGenerationDeps, TGenerationOptions, TOnGenerationProgress } from "./run-generation.server";
import { generateSaasFromUrl, generateSaasManual, ZSaasManualGenerateRequest, ZSaasUrlGenerateRequest } from "./saas";
import { generateSmartArticle, ZSmartGenerateRequest } from "./smart";
import { generateTechNewsArticle, ZTechNewsGenerateRequest } from "./tech-news";
import { generateVersusArticle, ZVersusGenerateRequest } from "./versus";

export interface TGenerator<TResult> {
  /** The spec's fallback text when this generator fails for an unexpected reason. */
  failureMessage: string;
  /** The generator's request schema (a job's payload is checked against it when the job is queued). */
  schema: z.ZodType;
  run(
    deps: TGenerationDeps,
    body: unknown,
    onProgress?: TOnGenerationProgress,
    options?: TGenerationOptions,
  ): Promise<TResult>;
}

function defineGenerator<TSchema extends z.ZodType, TResult>(spec: {
  schema: TSchema;
  failureMessage: string;
  generate(
    deps: TGenerationDeps,
    input: z.output<TSchema>,
    onProgress?: TOnGenerationProgress,
    options?: TGenerationOptions,
  ): Promise<TResult>;
}): TGenerator<TResult> {
  return {
    failureMessage: spec.failureMessage,
    schema: spec.schema,
    run: (deps, body, onProgress, options) =>
      spec.generate(deps, parseGenerationRequest(spec.schema, body), onProgress, options),
  };
}

/** Generators that write a whole article, which generateAndPublish then publishes. */
export const ARTICLE_GENERATORS = {
  "ai-content": defineGenerator({
    schema: ZAiContentGenerateRequest,
    failureMessage: "Failed to generate content",
    generate: generateAiContentArticle,
  }),
  smart: defineGenerator({
    schema: ZSmartGenerateRequest,
    failureMessage: "Failed to generate article",
    generate: generateSmartArticle,
  }),
  versus: defineGenerator({
    schema: ZVersusGenerateRequest,
    failureMessage: "Failed to generate versus article",
    generate: generateVersusArticle,
  }),
  "brutal-award": defineGenerator({
    schema: ZBrutalAwardGenerateRequest,
    failureMessage: "Failed to generate award article",
    generate: generateBrutalAwardArticle,
  }),
  "how-to": defineGenerator({
    schema: ZHowToGenerateRequest,
    failureMessage: "Failed to generate how-to article",
    generate: generateHowToArticle,
  }),
  "tech-news": defineGenerator({
    schema: ZTechNewsGenerateRequest,
    failureMessage: "Failed to generate tech news article",
    generate: generateTechNewsArticle,
  }),
  "saas-url": defineGenerator({
    schema: ZSaasUrlGenerateRequest,
    failureMessage: "Failed to generate SAAS content from URL",
    generate: generateSaasFromUrl,
  }),
  "saas-manual": defineGenerator({
    schema: ZSaasManualGenerateRequest,
    failureMessage: "Failed to generate SAAS content manually",
    generate: generateSaasManual,
  }),
} satisfies Record<string, TGenerator<TGeneratedArticle>>;

export type TArticleGeneratorName = keyof typeof ARTICLE_GENERATORS;

export function isArticleGeneratorName(name: string): name is TArticleGeneratorName {
  return Object.hasOwn(ARTICLE_GENERATORS, name);
}

/** AI revise changes fields of an article in the editor; it publishes nothing. */
export const REVISE_GENERATOR: TGenerator<TRevisedArticle> = defineGenerator({
  schema: ZReviseArticleRequest,
  failureMessage: "Failed to revise article with AI",
  generate: reviseArticle,
});

/** Every registered generator's name: the article generators and AI revise. */
export type TGeneratorName = TArticleGeneratorName | "revise";

export function isGeneratorName(name: unknown): name is TGeneratorName {
  return typeof name === "string" && (name === "revise" || isArticleGeneratorName(name));
}

export function generatorNamed(name: TGeneratorName): TGenerator<unknown> {
  return name === "revise" ? REVISE_GENERATOR : ARTICLE_GENERATORS[name];
}
