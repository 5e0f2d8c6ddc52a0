// Which screen each generator tab shows. The generator screens plug in here; until then each tab says what it needs.
import type { ComponentType } from "react";

export interface TGeneratorTab {
  value: string;
  label: string;
  Screen: ComponentType;
}

function GeneratorNeedsProvider() {
  return (
    <div className="rounded-xl border border-line bg-panel p-6">
      <h2 className="text-lg font-bold text-white">This generator needs an AI provider</h2>
      <p className="mt-2 max-w-2xl text-sm text-zinc-300">
        Article generation runs on the server with the language model you configure. Set <code>AI_PROVIDER</code>,{" "}
        <code>AI_MODEL</code> and <code>AI_API_KEY</code> (or <code>AI_BASE_URL</code> for a local OpenAI-compatible
        server) and restart the site. The README's Configuration section lists every setting.
      </p>
      <p className="mt-2 text-sm text-zinc-400">
        Without a provider the generation endpoints answer with an error naming these variables; nothing is invented.
      </p>
    </div>
  );
}

export const GENERATOR_TABS: readonly TGeneratorTab[] = [
  { value: "content-generator", label: "Content Generator", Screen: GeneratorNeedsProvider },
  { value: "versus-generator", label: "Versus Generator", Screen: GeneratorNeedsProvider },
  { value: "ai-generate", label: "AI Generate", Screen: GeneratorNeedsProvider },
  { value: "brutal-awards", label: "Add Brutal Awards", Screen: GeneratorNeedsProvider },
  { value: "how-to", label: "How To", Screen: GeneratorNeedsProvider },
  { value: "tech-news", label: "Tech News", Screen: GeneratorNeedsProvider },
  { value: "saas-generator", label: "SAAS Generator", Screen: GeneratorNeedsProvider },
  { value: "bulk-upload", label: "Bulk Upload", Screen: GeneratorNeedsProvider },
];
