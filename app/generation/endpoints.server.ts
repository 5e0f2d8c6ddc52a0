// Each generation endpoint of spec section 7: which registered generator it runs and the exact response shape its
// admin screen reads. Generating and publishing is generateAndPublish's; this file only shapes the answers.
import type { z } from "zod";
import type {
  ZArticleAnswer,
  ZArticleDraftAnswer,
  ZContentAnswer,
  ZGeneratedArticleSummary,
  ZGeneratedContent,
  ZSaasAnswer,
} from "./generation-answers";
import type { TGenerationPath } from "./generation-paths";
import {
  generateAndPublish,
  generationDeps,
  type TGenerateAndPublishOptions,
  type TGenerationOutcome,
  type TGenerationServices,
} from "./generate-and-publish.server";
import {
  ARTICLE_GENERATORS,
  isArticleGeneratorName,
  REVISE_GENERATOR,
  type TArticleGeneratorName,
} from "./generators.server";
import type { TOnGenerationProgress } from "./run-generation.server";

export interface TGenerationRun {
  services: TGenerationServices;
  /** The request body, already accepted by `validate`. */
  body: unknown;
  onProgress: TOnGenerationProgress;
  /** Runs in the transaction that saves the article; throwing there saves nothing. */
  onSaved?: TGenerateAndPublishOptions["onSaved"];
  signal?: AbortSignal;
}

export interface TGenerationEndpoint {
  /** The registered generator this endpoint runs (`revise` for AI revise, which publishes nothing). */
  generator: TArticleGeneratorName | "revise";
  /** The spec's fallback text for this generator (section 8). */
  failureMessage: string;
  /** The versus client reads `message` instead of `error`; both are sent there. */
  alsoSendMessageField: boolean;
  /** Throws an invalid_input GenerationError (400) when the body does not fit the generator's request schema. */
  validate(body: unknown): void;
  /** Generates (and publishes, unless the body says `saveToDatabase: false`) and answers the endpoint's body. */
  run(job: TGenerationRun): Promise<unknown>;
}

function wantsSave(body: unknown): boolean {
  // The admin screens always ask to save; an explicit `saveToDatabase: false` returns the draft only.
  return !(
    typeof body === "object" &&
    body !== null &&
    (body as { saveToDatabase?: unknown }).saveToDatabase === false
  );
}

function generatedContent({ generated }: TGenerationOutcome): z.input<typeof ZGeneratedContent> {
  return {
    title: generated.title,
    excerpt: generated.excerpt,
    content: generated.content,
    brutalScore: generated.brutalScore ?? null,
    reviewSummary: generated.reviewSummary ?? null,
    metaTitle: generated.metaTitle,
    metaDescription: generated.metaDescription,
  };
}

function articleSummary(article: NonNullable<TGenerationOutcome["article"]>): z.input<typeof ZGeneratedArticleSummary> {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    articleType: article.articleType,
    brutalScore: article.brutalScore,
    publishingStatus: article.publishingStatus,
    editUrl: article.editUrl,
    ...(article.draftReason ? { draftReason: article.draftReason } : {}),
    ...(article.similarArticle ? { similarArticle: article.similarArticle } : {}),
  };
}

/** Every answer carries the fact check, and a draft's reason with the link to finish it in the editor. */
function grounding({ generated, article }: TGenerationOutcome) {
  const reason = article ? article.draftReason : (generated.draftReason ?? null);
  return {
    factCheck: { unsupportedFigures: generated.unsupportedFigures ?? [] },
    ...(reason ? { draft: { reason, ...(article ? { editUrl: article.editUrl } : {}) } } : {}),
  };
}

// The response shapes of spec section 7, one per family of endpoints (their schemas: generation-answers.ts).
const RESPONSE_SHAPES = {
  /** generate-content: the content, whether it was saved and published, and the article. */
  content: (outcome: TGenerationOutcome): z.input<typeof ZContentAnswer> => ({
    generatedContent: generatedContent(outcome),
    saved: outcome.article !== null,
    published: outcome.published,
    article: outcome.article ? articleSummary(outcome.article) : null,
    ...grounding(outcome),
  }),
  /** The content generators: `{ article }` once published, the draft when not saved. */
  article: (outcome: TGenerationOutcome): z.input<typeof ZArticleAnswer> | z.input<typeof ZArticleDraftAnswer> =>
    outcome.article
      ? { article: articleSummary(outcome.article), ...grounding(outcome) }
      : { generatedContent: generatedContent(outcome), saved: false, ...grounding(outcome) },
  /** The SAAS generators: the content and, when saved, the article's slug and id. */
  saas: (outcome: TGenerationOutcome): z.input<typeof ZSaasAnswer> => ({
    generatedContent: {
      title: outcome.generated.title,
      excerpt: outcome.generated.excerpt,
      brutalScore: outcome.generated.brutalScore ?? null,
      content: outcome.generated.content,
    },
    saved: outcome.article !== null,
    ...(outcome.article
      ? {
          article: {
            slug: outcome.article.slug,
            id: outcome.article.id,
            publishingStatus: outcome.article.publishingStatus,
            editUrl: outcome.article.editUrl,
          },
        }
      : {}),
    ...grounding(outcome),
  }),
} satisfies Record<string, (outcome: TGenerationOutcome) => unknown>;

const ENDPOINTS: Record<
  Exclude<TGenerationPath, "/api/admin/ai-revise-article">,
  { generator: TArticleGeneratorName; shape: keyof typeof RESPONSE_SHAPES; alsoSendMessageField?: boolean }
> = {
  "/api/admin/generate-content": { generator: "ai-content", shape: "content" },
  "/api/content/smart-generate": { generator: "smart", shape: "article" },
  "/api/content/versus-generate": { generator: "versus", shape: "article", alsoSendMessageField: true },
  "/api/content/brutal-awards-generate": { generator: "brutal-award", shape: "article" },
  "/api/content/how-to-generate": { generator: "how-to", shape: "article" },
  "/api/content/tech-news-generate": { generator: "tech-news", shape: "article" },
  "/api/admin/saas-url-generate": { generator: "saas-url", shape: "saas" },
  "/api/admin/saas-manual-generate": { generator: "saas-manual", shape: "saas" },
};

const REVISE_ENDPOINT: TGenerationEndpoint = {
  generator: "revise",
  failureMessage: REVISE_GENERATOR.failureMessage,
  alsoSendMessageField: false,
  validate: (body) => void REVISE_GENERATOR.validate(body),
  run: ({ services, body, onProgress, signal }) =>
    REVISE_GENERATOR.run(generationDeps(services), body, onProgress, { signal }),
};

function articleEndpoint(generator: TArticleGeneratorName): TGenerationEndpoint | null {
  const entry = Object.values(ENDPOINTS).find((endpoint) => endpoint.generator === generator);
  if (!entry) return null;
  const shape = RESPONSE_SHAPES[entry.shape];
  return {
    generator,
    failureMessage: ARTICLE_GENERATORS[generator].failureMessage,
    alsoSendMessageField: entry.alsoSendMessageField ?? false,
    validate: (body) => void ARTICLE_GENERATORS[generator].validate(body),
    async run({ services, body, onProgress, onSaved, signal }) {
      const outcome = await generateAndPublish(services, generator, body, {
        save: wantsSave(body),
        onProgress,
        onSaved,
        signal,
      });
      return shape(outcome);
    },
  };
}

/** The endpoint that runs a registered generator (a job names its generator). */
export function generationEndpointFor(generator: string): TGenerationEndpoint | null {
  if (generator === "revise") return REVISE_ENDPOINT;
  return isArticleGeneratorName(generator) ? articleEndpoint(generator) : null;
}

export function findGenerationEndpoint(path: string): TGenerationEndpoint | null {
  if (path === "/api/admin/ai-revise-article") return REVISE_ENDPOINT;
  const entry = Object.hasOwn(ENDPOINTS, path) ? ENDPOINTS[path as keyof typeof ENDPOINTS] : undefined;
  return entry ? articleEndpoint(entry.generator) : null;
}
