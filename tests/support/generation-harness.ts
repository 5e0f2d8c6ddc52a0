// Test wiring for the generators: the fake OpenAI-compatible server, the fixture site on loopback,
// and the real page fetcher pointed at it through origin overrides.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { startFakeOpenAiServer, type TFakeOpenAiServer } from "./fake-openai-server";
import { startFixtureSite, type TFixtureSite } from "./fixture-site";
import { parseEnv } from "~/config/env.server";
import { createPageFetcher, parseOriginOverrides, type TPageFetcher } from "~/generation/page-fetcher.server";
import type { TGenerationDeps, TGenerationProgress } from "~/generation/run-generation.server";
import { closePageReaderPool } from "~/generation/sources/page-reader-pool.server";

export interface TGenerationHarness {
  ai: TFakeOpenAiServer;
  site: TFixtureSite;
  fetchPage: TPageFetcher;
  deps: TGenerationDeps;
  progress: TGenerationProgress[];
  onProgress: (event: TGenerationProgress) => void;
  close(): Promise<void>;
}

export async function startGenerationHarness(): Promise<TGenerationHarness> {
  const ai = await startFakeOpenAiServer();
  const site = await startFixtureSite();
  const fetchPage = createPageFetcher({
    allowPrivate: ["127.0.0.1"],
    originOverrides: parseOriginOverrides(site.originOverridesText),
    proxy: {},
    timeoutMs: 5_000,
  });
  const provider = createOpenAICompatible({ name: "fake", baseURL: ai.baseURL, supportsStructuredOutputs: true });
  const progress: TGenerationProgress[] = [];
  return {
    ai,
    site,
    fetchPage,
    deps: {
      model: provider.chatModel("fake-model"),
      fetchPage,
      modelLabel: "fake-model (test)",
      maxRetries: 0,
      // The site's default limit (AI_TIMEOUT_MS unset), from the one place that defines it.
      timeoutMs: parseEnv({}).AI_TIMEOUT_MS,
    },
    progress,
    onProgress: (event) => void progress.push(event),
    close: async () => {
      await fetchPage.close();
      await closePageReaderPool();
      await ai.close();
      await site.close();
    },
  };
}

const SENTENCES = [
  "The battery lasts well past a full day of heavy use, owners report.",
  "Build quality feels solid, but the finish picks up fingerprints instantly.",
  "Performance is smooth in daily apps and only stumbles under sustained load.",
  "The price is fair for what you get, though rivals undercut it during sales.",
  "Owners agree on the screen and disagree loudly about the camera at night.",
];

/** Markdown with about `words` words in ## sections. */
export function buildMarkdownBody(words: number, headingPrefix = "Section"): string {
  const parts: string[] = [];
  let count = 0;
  let section = 0;
  while (count < words) {
    section += 1;
    parts.push(`## ${headingPrefix} ${section}`);
    count += 2;
    const paragraph: string[] = [];
    for (let i = 0; i < 6 && count < words; i++) {
      const sentence = SENTENCES[(section + i) % SENTENCES.length]!;
      paragraph.push(sentence);
      count += sentence.split(/\s+/).length;
    }
    parts.push(paragraph.join(" "));
  }
  return parts.join("\n\n");
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
