// Versus Generator: two Amazon products compared head to head, published as one comparison.
import type { FormEvent } from "react";
import { isRetailerUrl } from "~/content/affiliate-links";
import { ZVersusGenerateRequest, VERSUS_WORD_RANGE } from "~/generation/versus/schema";
import { GeneratedArticleCard } from "./GeneratedArticleCard";
import {
  AmazonBlockingNotice,
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

const INITIAL = {
  product1Url: "",
  product1ImageUrl: "",
  product1YoutubeUrl: "",
  product2Url: "",
  product2ImageUrl: "",
  product2YoutubeUrl: "",
  minWordCount: String(VERSUS_WORD_RANGE.defaultValue),
};
const PRODUCTS = [1, 2] as const;

// Both URLs fail together ('Missing Information', 'Invalid URLs'): one message for the pair, not one per field.
const PAIR_EXPLANATIONS: Record<string, string> = {
  "Missing Information": "Enter both product URLs.",
  "Invalid URLs": "Both links must be Amazon product pages.",
};

export function VersusGenerator() {
  const status = useAiStatus();
  const form = useGeneratorForm(INITIAL);
  const generator = usePublishingGenerator({
    form,
    path: "/api/content/versus-generate",
    fallbackMessage: "Failed to generate versus article",
    errorField: "message",
    showsBlockingNotice: true,
    // Spec section 9: a versus success toast lasts 6 seconds, a failure 8.
    toastDurations: { success: 6000, failure: 8000 },
  });
  const pairError = form.errors.product1Url ?? form.errors.product2Url;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(ZVersusGenerateRequest);
    if (request) await generator.submit(request);
  }

  return (
    <GeneratorShell
      title="Versus Generator"
      subtitle="Two products, one honest winner: a head-to-head comparison from two Amazon links."
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        {pairError && <FormAlert title={pairError}>{PAIR_EXPLANATIONS[pairError]}</FormAlert>}
        <div className="grid items-start gap-4 md:grid-cols-2">
          {PRODUCTS.map((n) => {
            const url = form.values[`product${n}Url`];
            const invalid = Boolean(pairError) && (pairError === "Invalid URLs" ? !isRetailerUrl(url) : !url.trim());
            return (
              <fieldset key={n} className="grid gap-3 rounded-lg border border-line p-4">
                <legend className="px-1 text-sm font-semibold text-white">Product {n}</legend>
                <TextInput
                  label={`Product ${n} Amazon URL`}
                  type="url"
                  placeholder="https://www.amazon.com/dp/..."
                  aria-invalid={invalid}
                  {...form.bind(`product${n}Url`)}
                />
                <TextInput
                  label={`Product ${n} image URL (optional)`}
                  type="url"
                  error={form.errors[`product${n}ImageUrl`]}
                  {...form.bind(`product${n}ImageUrl`)}
                />
                <TextInput
                  label={`Product ${n} YouTube URL (optional)`}
                  type="url"
                  error={form.errors[`product${n}YoutubeUrl`]}
                  {...form.bind(`product${n}YoutubeUrl`)}
                />
              </fieldset>
            );
          })}
        </div>
        <WordCountInput range={VERSUS_WORD_RANGE} error={form.errors.minWordCount} {...form.bind("minWordCount")} />
        <div>
          <GenerateButton
            pending={generator.pending}
            disabled={!canGenerate(status)}
            label={`Generate Comparison with ${modelName(status)}`}
            pendingLabel="Generating Comparison..."
          />
        </div>
      </form>
      <div className="mt-6 grid gap-4 empty:hidden">
        {generator.pending && <GenerationProgress progress={generator.progress} />}
        {generator.blocked && <AmazonBlockingNotice />}
        {generator.duplicate && (
          <DuplicateChoice
            duplicate={generator.duplicate}
            onChoose={(action) => void generator.chooseDuplicate(action)}
          />
        )}
        {generator.published && <GeneratedArticleCard heading="Comparison Published" article={generator.published} />}
      </div>
    </GeneratorShell>
  );
}
