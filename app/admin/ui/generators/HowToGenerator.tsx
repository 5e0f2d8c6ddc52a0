// How-To generator: a practical guide from a URL (a discussion thread, a video or a web page) or from a question.
import type { FormEvent } from "react";
import { ZHowToGenerateRequest, HOW_TO_WORD_RANGE } from "~/generation/how-to/schema";
import { detectHowToSource } from "~/generation/sources/detect-source-type";
import { GeneratedArticleCard } from "./GeneratedArticleCard";
import {
  GenerateButton,
  GenerationProgress,
  GeneratorShell,
  TextArea,
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
  inputType: "url",
  url: "",
  question: "",
  manualTitle: "",
  featuredImageUrl: "",
  wordCount: String(HOW_TO_WORD_RANGE.defaultValue),
};
const MODES = [
  { value: "url", label: "From URL" },
  { value: "question", label: "From Question" },
] as const;
const SOURCE_LABELS = { discussion: "Discussion thread", video: "Video", "web-page": "Website" } as const;

export function HowToGenerator() {
  const status = useAiStatus();
  const form = useGeneratorForm(INITIAL);
  const generator = usePublishingGenerator({
    form,
    path: "/api/content/how-to-generate",
    fallbackMessage: "Failed to generate how-to article",
    timeoutMessage: GUIDE_TIMEOUT_MESSAGE,
  });
  const mode = form.values.inputType;
  const url = form.values.url.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only the active mode's input is sent.
    const { url: urlValue, question, ...rest } = form.values;
    const request = form.validate(
      ZHowToGenerateRequest,
      mode === "url" ? { ...rest, url: urlValue } : { ...rest, question },
    );
    if (request) await generator.submit(request);
  }

  return (
    <GeneratorShell
      title="How-To Generator"
      subtitle="A step-by-step guide from a thread, a video, a web page or a reader's question."
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <div
          role="radiogroup"
          aria-label="Source"
          className="flex w-fit gap-1 rounded-lg border border-line bg-ink p-1"
        >
          {MODES.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={mode === option.value}
              onClick={() => form.setValue("inputType", option.value)}
              className={`rounded-md px-4 py-1.5 text-sm font-medium transition ${
                mode === option.value ? "bg-accent-strong text-white" : "text-zinc-300 hover:bg-white/5"
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
        {mode === "url" ? (
          <TextInput
            label="Source URL"
            type="url"
            placeholder="https://www.reddit.com/r/... or a video or any web page"
            error={form.errors.url}
            hint={
              URL.canParse(url)
                ? `Detected source: ${SOURCE_LABELS[detectHowToSource(url)]}`
                : "A discussion thread, a video or any web page."
            }
            {...form.bind("url")}
          />
        ) : (
          <TextArea
            label="Question"
            rows={3}
            placeholder="Why does my phone battery die by lunch?"
            error={form.errors.question}
            {...form.bind("question")}
          />
        )}
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
            range={HOW_TO_WORD_RANGE}
            error={form.errors.wordCount}
            {...form.bind("wordCount")}
          />
        </div>
        <div>
          <GenerateButton
            pending={generator.pending}
            disabled={!canGenerate(status)}
            label={`Generate Guide with ${modelName(status)}`}
            pendingLabel="Generating Guide..."
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
        {generator.published && <GeneratedArticleCard heading="Guide Published" article={generator.published} />}
      </div>
    </GeneratorShell>
  );
}
