// The generation module's public surface for start-up code: the model, the page fetcher and the page reader pool.
export { createLanguageModel, describeMissingAiConfig, type TConfiguredModel } from "./provider.server";
export { createPageFetcher, pageFetcherOptionsFromEnv, type TPageFetcher } from "./page-fetcher.server";
export { startPageReaderPool } from "./sources/page-reader-pool.server";
