// Test wiring for the generators: the model simulator behind the product's own provider layer (an
// OpenAI-compatible server by default), the fixture site on loopback, and the real page fetcher pointed at it
// through origin overrides. Waits between retries are recorded instead of slept.
import { startModelSimulator, type TModelSimulator } from "./model-simulator";
import { hashSeed, simulatedMarkdown } from "./simulated-prose";
import { startFixtureSite, type TFixtureSite } from "./fixture-site";
import { parseEnv } from "~/config/env.server";
import { createPageFetcher, parseOriginOverrides, type TPageFetcher } from "~/generation/page-fetcher.server";
import { createLanguageModel, type TAiEnv } from "~/generation/provider.server";
import type { TGenerationDeps, TGenerationProgress } from "~/generation/run-generation.server";
import { closePageReaderPool } from "~/generation/sources/page-reader-pool.server";
import { DEFAULT_FETCH_TIMEOUT_MS } from "~/generation/page-fetch/fetcher-options";

export interface TGenerationHarness {
  ai: TModelSimulator;
  site: TFixtureSite;
  fetchPage: TPageFetcher;
  deps: TGenerationDeps;
  progress: TGenerationProgress[];
  onProgress: (event: TGenerationProgress) => void;
  /** The waits between retries the generations asked for, in milliseconds (none is really slept). */
  waits: number[];
  /** Deps for another provider of the product's provider layer, talking to the same simulator. */
  depsFor(provider: "openai" | "anthropic" | "openai-compatible"): TGenerationDeps;
  close(): Promise<void>;
}

export async function startGenerationHarness(): Promise<TGenerationHarness> {
  const ai = await startModelSimulator();
  const site = await startFixtureSite();
  const fetchPage = createPageFetcher({
    allowPrivate: ["127.0.0.1"],
    originOverrides: parseOriginOverrides(site.originOverridesText),
    proxy: {},
    // The product's own limit: on a machine at a load average of 20 and more, the fixture site's pages took longer
    // than the 5 s this harness gave them, and tests of the sources they name failed without their pages.
    timeoutMs: DEFAULT_FETCH_TIMEOUT_MS,
  });
  const progress: TGenerationProgress[] = [];
  const waits: number[] = [];
  const depsFor = (provider: "openai" | "anthropic" | "openai-compatible"): TGenerationDeps => {
    const env: TAiEnv = {
      AI_PROVIDER: provider,
      AI_MODEL: provider === "anthropic" ? "claude-sonnet-4-5" : "fake-model",
      AI_BASE_URL: provider === "anthropic" ? ai.anthropicBaseURL : ai.baseURL,
      AI_API_KEY: "test-key",
    };
    const configured = createLanguageModel(env)!;
    return {
      model: configured.model,
      ...(configured.structuredFallback ? { structuredFallback: configured.structuredFallback } : {}),
      fetchPage,
      modelLabel: "fake-model (test)",
      maxRetries: 0,
      sleep: async (ms) => void waits.push(ms),
      // The site's default limit (AI_TIMEOUT_MS unset), from the one place that defines it.
      timeoutMs: parseEnv({}).AI_TIMEOUT_MS,
    };
  };
  return {
    ai,
    site,
    fetchPage,
    deps: depsFor("openai-compatible"),
    depsFor,
    progress,
    waits,
    onProgress: (event) => void progress.push(event),
    close: async () => {
      await fetchPage.close();
      await closePageReaderPool();
      await ai.close();
      await site.close();
    },
  };
}

/** Markdown with about `words` words in ## sections, prose of its own for each prefix. */
export function buildMarkdownBody(words: number, headingPrefix = "Section"): string {
  return simulatedMarkdown(words, headingPrefix, hashSeed(headingPrefix));
}

/** A model answer that satisfies every generator's output schema (extra fields are ignored). */
export function buildFakeArticle(
  overrides: Record<string, unknown> & { words?: number } = {},
): Record<string, unknown> {
  const { words = 900, ...rest } = overrides;
  return {
    title: "Aether X2 Review: Two Days of Battery, One Big Catch",
    excerpt: "The Aether X2 nails battery life and the screen, then fumbles the low-light camera.",
    content: buildMarkdownBody(words),
    metaTitle: "Aether X2 Review: Battery Beast, Camera Letdown",
    metaDescription:
      "Our brutally honest Aether X2 review: two-day battery, a gorgeous 120Hz OLED and a low-light camera that smears faces.",
    tags: ["smartphones", "Aether", "battery life", "smartphones"],
    categoryName: "Smartphones",
    brutalScore: 7.4,
    positives: ["Two-day battery life", "Bright 120Hz OLED screen"],
    negatives: ["Low-light camera smears faces", "No charger in the box"],
    brutalSummary: "A great battery phone with a camera that falls apart after sunset.",
    winner: "product2",
    reasons: ["Best battery life in its class", "Five years of updates"],
    customerSays: ["Owners praise the two-day battery", "Some report heat while gaming"],
    awardSummary: "It wins because it lasts; it is not perfect because its camera is not.",
    ...rest,
  };
}
