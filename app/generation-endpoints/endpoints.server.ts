// Each generation endpoint of spec section 7: its path, the registered generator it runs and the exact response shape
// its admin screen reads, made here from the domain's outcome (a job stores the outcome, never the answer).
import type { z } from "zod";
import type {
  ZArticleAnswer,
  ZArticleDraftAnswer,
  ZContentAnswer,
  ZGeneratedArticleSummary,
  ZGeneratedContent,
  ZSaasAnswer,
} from "~/generation/generation-answers";
import type { TGenerationPath } from "~/generation/generation-paths";
import type { TGenerationOutcome } from "~/generation/generate-and-publish.server";
import type { TArticleGeneratorName, TGeneratorName } from "~/generation/generators.server";
import type { TSingleJobOutcome } from "~/jobs/single-job-events";

export interface TGenerationEndpoint {
  path: TGenerationPath;
  /** The registered generator this endpoint runs (`revise` for AI revise, which publishes nothing). */
  generator: TGeneratorName;
  /** The versus client reads `message` instead of `error`; both are sent there. */
  alsoSendMessageField: boolean;
  /** The endpoint's answer to what its job produced. */
  answer(outcome: TSingleJobOutcome): unknown;
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
    ...(generated.usage ? { usage: generated.usage } : {}),
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

type TArticlePath = Exclude<TGenerationPath, "/api/admin/ai-revise-article">;

/** Each article generator's endpoint and the family of answers it gives. */
const ARTICLE_ENDPOINTS: Record<
  TArticleGeneratorName,
  { path: TArticlePath; shape: keyof typeof RESPONSE_SHAPES; alsoSendMessageField?: boolean }
> = {
  "ai-content": { path: "/api/admin/generate-content", shape: "content" },
  smart: { path: "/api/content/smart-generate", shape: "article" },
  versus: { path: "/api/content/versus-generate", shape: "article", alsoSendMessageField: true },
  "brutal-award": { path: "/api/content/brutal-awards-generate", shape: "article" },
  "how-to": { path: "/api/content/how-to-generate", shape: "article" },
  "tech-news": { path: "/api/content/tech-news-generate", shape: "article" },
  "saas-url": { path: "/api/admin/saas-url-generate", shape: "saas" },
  "saas-manual": { path: "/api/admin/saas-manual-generate", shape: "saas" },
};

const REVISE_ENDPOINT: TGenerationEndpoint = {
  path: "/api/admin/ai-revise-article",
  generator: "revise",
  alsoSendMessageField: false,
  answer: (outcome) => (outcome.kind === "revision" ? outcome.revised : savedArticleAnswer(outcome)),
};

/** A job cut off after it saved its article answers what is known of that article. */
function savedArticleAnswer(outcome: TSingleJobOutcome) {
  return outcome.kind === "saved-before-interruption" ? { article: outcome.article } : {};
}

/** The endpoint that runs a registered generator (a job names its generator). */
export function generationEndpointFor(generator: TGeneratorName): TGenerationEndpoint {
  if (generator === "revise") return REVISE_ENDPOINT;
  const { path, shape, alsoSendMessageField = false } = ARTICLE_ENDPOINTS[generator];
  return {
    path,
    generator,
    alsoSendMessageField,
    answer: (outcome) =>
      outcome.kind === "article" ? RESPONSE_SHAPES[shape](outcome.outcome) : savedArticleAnswer(outcome),
  };
}

export function findGenerationEndpoint(path: string): TGenerationEndpoint | null {
  if (path === REVISE_ENDPOINT.path) return REVISE_ENDPOINT;
  const generator = (Object.keys(ARTICLE_ENDPOINTS) as TArticleGeneratorName[]).find(
    (name) => ARTICLE_ENDPOINTS[name].path === path,
  );
  return generator ? generationEndpointFor(generator) : null;
}
