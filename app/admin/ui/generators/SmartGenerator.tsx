// Smart Content Generator (the 'Content Generator' tab): one URL (a retailer product, a video or any website) in,
// a published review out.
import type { FormEvent } from "react";
import { ZSmartGenerateRequest, SMART_WORD_RANGE } from "~/generation/smart/schema";
import { detectSmartSource } from "~/generation/sources/detect-source-type";
import { GeneratedArticleCard } from "./GeneratedArticleCard";
import {
  AmazonBlockingNotice,
  GenerateButton,
  GenerationProgress,
  GeneratorShell,
  TextInput,
  WordCountInput,
  canGenerate,
  modelName,
} from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import { SMART_TIMEOUT_MESSAGE } from "./use-generation";
import { useGeneratorForm } from "./use-generator-form";
import { DuplicateChoice } from "./DuplicateChoice";
import { usePublishingGenerator } from "./use-publishing-generator";

const INITIAL = { url: "", imageUrl: "", youtubeUrl: "", minWordCount: String(SMART_WORD_RANGE.defaultValue) };
const SOURCE_LABELS = { "retailer-product": "Amazon product page", video: "Video", "web-page": "Website" } as const;

export function describeSmartSource(url: string): string | undefined {
  if (!URL.canParse(url.trim())) return undefined;
  return `Detected source: ${SOURCE_LABELS[detectSmartSource(url.trim())]}`;
}

export function SmartGenerator() {
  const status = useAiStatus();
  const form = useGeneratorForm(INITIAL);
  const generator = usePublishingGenerator({
    form,
    path: "/api/content/smart-generate",
    fallbackMessage: "Failed to generate article",
    timeoutMessage: SMART_TIMEOUT_MESSAGE,
    showsBlockingNotice: true,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(ZSmartGenerateRequest);
    if (request) await generator.submit(request);
  }

  return (
    <GeneratorShell
      title="Smart Content Generator"
      subtitle="Paste one link (an Amazon product, a video or any website) and publish a brutally honest review from it."
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <TextInput
          label="Product or page URL"
          type="url"
          placeholder="https://www.amazon.com/dp/..."
          error={form.errors.url}
          hint={
            describeSmartSource(form.values.url) ??
            "Amazon product pages, YouTube videos and websites are read differently."
          }
          {...form.bind("url")}
        />
        <div className="grid items-start gap-4 md:grid-cols-2">
          <TextInput
            label="Featured image URL (optional)"
            type="url"
            placeholder="https://..."
            error={form.errors.imageUrl}
            {...form.bind("imageUrl")}
          />
          <TextInput
            label="YouTube video URL (optional)"
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            error={form.errors.youtubeUrl}
            {...form.bind("youtubeUrl")}
          />
        </div>
        <WordCountInput range={SMART_WORD_RANGE} error={form.errors.minWordCount} {...form.bind("minWordCount")} />
        <div>
          <GenerateButton
            pending={generator.pending}
            disabled={!canGenerate(status)}
            label={`Generate & Publish with ${modelName(status)}`}
            pendingLabel="Generating Article..."
          />
        </div>
      </form>
      <div className="mt-6 grid gap-4 empty:hidden">
        {generator.pending && (
          <GenerationProgress progress={generator.progress} note="Complex products can take a few minutes." />
        )}
        {generator.blocked && <AmazonBlockingNotice />}
        {generator.duplicate && (
          <DuplicateChoice
            duplicate={generator.duplicate}
            onChoose={(action) => void generator.chooseDuplicate(action)}
          />
        )}
        {generator.published && <GeneratedArticleCard article={generator.published} />}
      </div>
    </GeneratorShell>
  );
}
