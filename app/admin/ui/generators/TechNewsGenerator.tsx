// Tech News generator: a news story retold in the site's voice from a news page, a video or a thread.
import type { FormEvent } from "react";
import { describeSiteName } from "~/generation/sources/detect-source-type";
import { ZTechNewsGenerateRequest, TECH_NEWS_WORD_RANGE } from "~/generation/tech-news/schema";
import { GeneratedArticleCard } from "./GeneratedArticleCard";
import {
  GenerateButton,
  GenerationProgress,
  GeneratorShell,
  TextInput,
  WordCountInput,
  canGenerate,
  modelName,
} from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import { GUIDE_TIMEOUT_MESSAGE } from "./use-generation";
import { useGeneratorForm } from "./use-generator-form";
import { DuplicateChoice } from "./DuplicateChoice";
import { usePublishingGenerator } from "./use-publishing-generator";

const INITIAL = {
  url: "",
  manualTitle: "",
  featuredImageUrl: "",
  wordCount: String(TECH_NEWS_WORD_RANGE.defaultValue),
};

export function TechNewsGenerator() {
  const status = useAiStatus();
  const form = useGeneratorForm(INITIAL);
  const generator = usePublishingGenerator({
    form,
    path: "/api/content/tech-news-generate",
    fallbackMessage: "Failed to generate tech news article",
    timeoutMessage: GUIDE_TIMEOUT_MESSAGE,
  });
  const url = form.values.url.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(ZTechNewsGenerateRequest);
    if (request) await generator.submit(request);
  }

  return (
    <GeneratorShell
      title="Tech News Generator"
      subtitle="Turn a news story into a short, spin-free take: what happened and why it matters."
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <TextInput
          label="News URL"
          type="url"
          placeholder="https://www.theverge.com/..."
          error={form.errors.url}
          hint={
            URL.canParse(url) ? `Source: ${describeSiteName(url)}` : "A news article, a video or a discussion thread."
          }
          {...form.bind("url")}
        />
        <TextInput
          label="Article title (optional)"
          hint="Leave empty to use an AI-generated title."
          error={form.errors.manualTitle}
          {...form.bind("manualTitle")}
        />
        <div className="grid items-start gap-4 md:grid-cols-2">
          <TextInput
            label="Featured image URL (optional)"
            type="url"
            error={form.errors.featuredImageUrl}
            {...form.bind("featuredImageUrl")}
          />
          <WordCountInput
            label="Word count"
            range={TECH_NEWS_WORD_RANGE}
            error={form.errors.wordCount}
            {...form.bind("wordCount")}
          />
        </div>
        <div>
          <GenerateButton
            pending={generator.pending}
            disabled={!canGenerate(status)}
            label={`Generate News Article with ${modelName(status)}`}
            pendingLabel="Generating News Article..."
          />
        </div>
      </form>
      <div className="mt-6 grid gap-4 empty:hidden">
        {generator.pending && <GenerationProgress progress={generator.progress} />}
        {generator.duplicate && (
          <DuplicateChoice
            duplicate={generator.duplicate}
            onChoose={(action) => void generator.chooseDuplicate(action)}
          />
        )}
        {generator.published && <GeneratedArticleCard heading="News Article Published" article={generator.published} />}
      </div>
    </GeneratorShell>
  );
}
