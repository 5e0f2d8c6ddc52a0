// Each generation endpoint of spec section 7: which generator it runs, how the result is saved, and the exact
// response shape its admin screen reads.
import type { TAppServices } from "~/services.server";
import type { TGenerationPath } from "./generation-paths";
import { generateAiContentArticle } from "./ai-content";
import type { TGeneratedArticle } from "./article-schema";
import { generateBrutalAwardArticle } from "./brutal-award";
import type { TGenerationEndpoint, TGenerationSession } from "./handle-generation-request.server";
import { generateHowToArticle } from "./how-to";
import { reviseArticle } from "./revise";
import type { TGenerationDeps, TGenerationProgress } from "./run-generation.server";
import { generateSaasFromUrl, generateSaasManual } from "./saas";
import { saveGeneratedArticle, type TSavedArticle } from "./save-generated-article.server";
import { generateSmartArticle } from "./smart";
import { generateTechNewsArticle } from "./tech-news";
import { generateVersusArticle } from "./versus";

type TGenerate = (
  deps: TGenerationDeps,
  input: never,
  onProgress: (event: TGenerationProgress) => void,
) => Promise<TGeneratedArticle>;

function wantsSave(body: unknown): boolean {
  // The admin screens always ask to save; an explicit `saveToDatabase: false` returns the draft only.
  return !(
    typeof body === "object" &&
    body !== null &&
    (body as { saveToDatabase?: unknown }).saveToDatabase === false
  );
}

function generatedContent(article: TGeneratedArticle) {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    brutalScore: article.brutalScore ?? null,
    reviewSummary: article.reviewSummary ?? null,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
  };
}

function articleSummary(saved: TSavedArticle) {
  return {
    id: saved.id,
    slug: saved.slug,
    title: saved.title,
    articleType: saved.articleType,
    brutalScore: saved.brutalScore,
    publishingStatus: saved.publishingStatus,
    editUrl: saved.editUrl,
    ...(saved.draftReason ? { draftReason: saved.draftReason } : {}),
  };
}

/** Every generation answer carries the fact check, and the draft's reason when it was not published. */
function grounding(generated: TGeneratedArticle, saved: TSavedArticle | null) {
  return {
    factCheck: { unsupportedFigures: generated.unsupportedFigures ?? [] },
    ...(saved?.draftReason
      ? { draft: { reason: saved.draftReason, editUrl: saved.editUrl } }
      : !saved && generated.draftReason
        ? { draft: { reason: generated.draftReason } }
        : {}),
  };
}

async function generateAndSave(
  services: TAppServices,
  generator: string,
  generate: TGenerate,
  deps: TGenerationDeps,
  body: unknown,
  onProgress: (event: TGenerationProgress) => void,
  session: TGenerationSession,
): Promise<{ generated: TGeneratedArticle; saved: TSavedArticle | null }> {
  const generated = await generate(deps, body as never, onProgress);
  if (!wantsSave(body)) return { generated, saved: null };
  await session.assertStillValid();
  onProgress({ stage: "validating", message: "Saving and publishing the article" });
  const saved = await saveGeneratedArticle(services.db, generated, {
    generator,
    model: services.ai?.label ?? "unknown",
    authorUsername: services.env.SITE_NAME,
    factCheck: services.env.GENERATION_FACT_CHECK,
  });
  return { generated, saved };
}

// Endpoints that answer `{ article }` once the article is published.
function publishingEndpoint(
  services: TAppServices,
  generator: string,
  generate: TGenerate,
  failureMessage: string,
  alsoSendMessageField = false,
): TGenerationEndpoint {
  return {
    failureMessage,
    alsoSendMessageField,
    async run(deps, body, onProgress, session) {
      const { generated, saved } = await generateAndSave(
        services,
        generator,
        generate,
        deps,
        body,
        onProgress,
        session,
      );
      return saved
        ? { article: articleSummary(saved), ...grounding(generated, saved) }
        : { generatedContent: generatedContent(generated), saved: false, ...grounding(generated, saved) };
    },
  };
}

function saasEndpoint(
  services: TAppServices,
  generator: string,
  generate: TGenerate,
  failureMessage: string,
): TGenerationEndpoint {
  return {
    failureMessage,
    async run(deps, body, onProgress, session) {
      const { generated, saved } = await generateAndSave(
        services,
        generator,
        generate,
        deps,
        body,
        onProgress,
        session,
      );
      return {
        generatedContent: {
          title: generated.title,
          excerpt: generated.excerpt,
          brutalScore: generated.brutalScore ?? null,
          content: generated.content,
        },
        saved: saved !== null,
        ...(saved
          ? {
              article: {
                slug: saved.slug,
                id: saved.id,
                publishingStatus: saved.publishingStatus,
                editUrl: saved.editUrl,
              },
            }
          : {}),
        ...grounding(generated, saved),
      };
    },
  };
}

export function findGenerationEndpoint(services: TAppServices, path: string): TGenerationEndpoint | null {
  switch (path as TGenerationPath) {
    case "/api/admin/generate-content":
      return {
        failureMessage: "Failed to generate content",
        async run(deps, body, onProgress, session) {
          const { generated, saved } = await generateAndSave(
            services,
            "ai-content",
            generateAiContentArticle as TGenerate,
            deps,
            body,
            onProgress,
            session,
          );
          return {
            generatedContent: generatedContent(generated),
            saved: saved !== null,
            published: saved?.publishingStatus === "published",
            article: saved ? articleSummary(saved) : null,
            ...grounding(generated, saved),
          };
        },
      };
    case "/api/content/smart-generate":
      return publishingEndpoint(services, "smart", generateSmartArticle as TGenerate, "Failed to generate article");
    case "/api/content/versus-generate":
      return publishingEndpoint(
        services,
        "versus",
        generateVersusArticle as TGenerate,
        "Failed to generate versus article",
        true,
      );
    case "/api/content/brutal-awards-generate":
      return publishingEndpoint(
        services,
        "brutal-award",
        generateBrutalAwardArticle as TGenerate,
        "Failed to generate award article",
      );
    case "/api/content/how-to-generate":
      return publishingEndpoint(
        services,
        "how-to",
        generateHowToArticle as TGenerate,
        "Failed to generate how-to article",
      );
    case "/api/content/tech-news-generate":
      return publishingEndpoint(
        services,
        "tech-news",
        generateTechNewsArticle as TGenerate,
        "Failed to generate tech news article",
      );
    case "/api/admin/saas-url-generate":
      return saasEndpoint(
        services,
        "saas-url",
        generateSaasFromUrl as TGenerate,
        "Failed to generate SAAS content from URL",
      );
    case "/api/admin/saas-manual-generate":
      return saasEndpoint(
        services,
        "saas-manual",
        generateSaasManual as TGenerate,
        "Failed to generate SAAS content manually",
      );
    case "/api/admin/ai-revise-article":
      return {
        failureMessage: "Failed to revise article with AI",
        run: (deps, body, onProgress) => reviseArticle(deps, body as never, onProgress),
      };
    default:
      return null;
  }
}
