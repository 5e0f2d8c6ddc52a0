// The generation module's public surface for routes and start-up code.
export {
  createLanguageModel,
  describeMissingAiConfig,
  AiConfigError,
  type TConfiguredModel,
  type TAiEnv,
} from "./provider.server";
export {
  createPageFetcher,
  pageFetcherOptionsFromEnv,
  parseAllowPrivate,
  parseOriginOverrides,
  type TFetchImage,
  type TFetchPage,
  type TFetchedPage,
  type TPageFetcher,
  type TPageFetcherOptions,
} from "./page-fetcher.server";
export { closePageReaderPool, startPageReaderPool } from "./sources/page-reader-pool.server";
export {
  AMAZON_BLOCKING_MESSAGE,
  FetchPageError,
  GenerationError,
  type TFetchPageErrorCode,
  type TGenerationErrorCode,
} from "./errors";
export { ZGeneratedArticle, type TGeneratedArticle } from "./article-schema";
export {
  type TGenerationDeps,
  type TGenerationOptions,
  type TGenerationProgress,
  type TGenerationStage,
  type TOnGenerationProgress,
} from "./run-generation.server";
export { generateAiContentArticle, ZAiContentGenerateRequest, type TAiContentGenerateRequest } from "./ai-content";
export { generateSmartArticle, ZSmartGenerateRequest, type TSmartGenerateRequest } from "./smart";
export { generateVersusArticle, ZVersusGenerateRequest, type TVersusGenerateRequest } from "./versus";
export {
  AWARD_MISSING_INFORMATION,
  buildAwardTitle,
  generateBrutalAwardArticle,
  ZBrutalAwardGenerateRequest,
  type TBrutalAwardGenerateRequest,
} from "./brutal-award";
export { generateHowToArticle, ZHowToGenerateRequest, type THowToGenerateRequest } from "./how-to";
export { generateTechNewsArticle, ZTechNewsGenerateRequest, type TTechNewsGenerateRequest } from "./tech-news";
export {
  generateSaasFromUrl,
  generateSaasManual,
  ZSaasManualGenerateRequest,
  ZSaasUrlGenerateRequest,
  type TSaasManualGenerateRequest,
  type TSaasUrlGenerateRequest,
} from "./saas";
export {
  REVISION_PROMPT_REQUIRED,
  reviseArticle,
  ZReviseArticleRequest,
  type TReviseArticleRequest,
  type TRevisedArticle,
} from "./revise";
