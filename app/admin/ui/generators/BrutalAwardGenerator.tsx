// Brutal Awards generator (the 'Add Brutal Awards' tab): an award article for one product, with its title previewed
// live in the fixed format 'Brutal Award for the Best {item} in {year} goes to {product}'.
import type { FormEvent } from "react";
import {
  AWARD_MISSING_INFORMATION,
  ZBrutalAwardGenerateRequest,
  buildAwardTitle,
  AWARD_WORD_RANGE,
} from "~/generation/brutal-award/schema";
import { GeneratedArticleCard } from "./GeneratedArticleCard";
import {
  FormAlert,
  GenerateButton,
  GenerationProgress,
  GeneratorShell,
  TextInput,
  WordCountInput,
  canGenerate,
  modelName,
} from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import { useGeneratorForm } from "./use-generator-form";
import { DuplicateChoice } from "./DuplicateChoice";
import { usePublishingGenerator } from "./use-publishing-generator";

const DEFAULT_AWARD_SCORE = 9;

function initialValues() {
  return {
    item: "",
    year: String(new Date().getFullYear()),
    productName: "",
    url: "",
    imageUrl: "",
    youtubeUrl: "",
    minWordCount: String(AWARD_WORD_RANGE.defaultValue),
    brutalScore: String(DEFAULT_AWARD_SCORE),
  };
}

export function BrutalAwardGenerator() {
  const status = useAiStatus();
  const form = useGeneratorForm(initialValues());
  const generator = usePublishingGenerator({
    form,
    path: "/api/content/brutal-awards-generate",
    fallbackMessage: "Failed to generate award article",
  });
  const { item, year, productName } = form.values;
  const missing = Object.values(form.errors).includes(AWARD_MISSING_INFORMATION);
  const [missingTitle, missingText] = AWARD_MISSING_INFORMATION.split(": ");
  const previewTitle = buildAwardTitle({
    item: item.trim() || "{item}",
    year: year.trim() || "{year}",
    productName: productName.trim() || "{product}",
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(ZBrutalAwardGenerateRequest);
    if (request) await generator.submit(request);
  }

  return (
    <GeneratorShell
      title="Brutal Awards Generator"
      subtitle="Crown the best product in its category, with the catch spelled out."
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        {missing && <FormAlert title={missingTitle!}>{missingText}</FormAlert>}
        <div className="grid items-start gap-4 md:grid-cols-3">
          <TextInput
            label="Item"
            placeholder="Budget Phone"
            aria-invalid={missing && !item.trim()}
            {...form.bind("item")}
          />
          <TextInput
            label="Year"
            type="number"
            inputMode="numeric"
            aria-invalid={missing && !year.trim()}
            {...form.bind("year")}
          />
          <TextInput
            label="Product Name"
            placeholder="Aether X2"
            aria-invalid={missing && !productName.trim()}
            {...form.bind("productName")}
          />
        </div>
        <div data-award-preview className="rounded-lg border border-amber-400/40 bg-amber-400/10 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-200">Title preview</p>
          <p className="mt-1 text-lg font-bold text-white" data-preview-title>
            {previewTitle}
          </p>
        </div>
        <TextInput
          label="Product URL"
          type="url"
          placeholder="https://www.amazon.com/dp/..."
          error={form.errors.url}
          {...form.bind("url")}
        />
        <div className="grid items-start gap-4 md:grid-cols-2">
          <TextInput
            label="Featured image URL (optional)"
            type="url"
            error={form.errors.imageUrl}
            {...form.bind("imageUrl")}
          />
          <TextInput
            label="YouTube video URL (optional)"
            type="url"
            error={form.errors.youtubeUrl}
            {...form.bind("youtubeUrl")}
          />
        </div>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <WordCountInput range={AWARD_WORD_RANGE} error={form.errors.minWordCount} {...form.bind("minWordCount")} />
          <TextInput
            label="Brutal Score"
            type="number"
            min={1}
            max={10}
            step={0.1}
            hint="1 to 10 (default 9)."
            error={form.errors.brutalScore}
            {...form.bind("brutalScore")}
          />
        </div>
        <div>
          <GenerateButton
            pending={generator.pending}
            disabled={!canGenerate(status)}
            label={`Generate Award with ${modelName(status)}`}
            pendingLabel="Generating Award..."
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
        {generator.published && <GeneratedArticleCard heading="Award Published" article={generator.published} />}
      </div>
    </GeneratorShell>
  );
}
