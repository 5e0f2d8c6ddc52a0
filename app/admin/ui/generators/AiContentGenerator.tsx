// AI Content Generator (the 'AI Generate' tab): a review or pillar article from the editor's brief, always saved and
// published; the card then offers View, Edit and Copy Link. Left while a generation runs, the screen follows it again
// when it is shown again ("Still running").
import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { ZAiContentGenerateRequest, AI_CONTENT_WORD_RANGE } from "~/generation/ai-content/schema";
import { Field, INPUT_CLASS } from "../controls";
import { useToast } from "../toast";
import type { TContentAnswer } from "~/generation/generation-answers";
import { GeneratedArticleCard, withGrounding, type TGeneratedArticleRef } from "./GeneratedArticleCard";
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
import { useGeneratorForm } from "./use-generator-form";
import { runningRequest, useGeneration, type TGenerationOutcome } from "./use-generation";

// "pillar 4000+ words": choosing it raises a lower minimum to 4000, as its label promises.
export const PILLAR_MIN_WORDS = 4000;
export const NOT_SAVED_MESSAGE = "The article was written but not saved. Try again.";
const INITIAL = {
  articlePurpose: "",
  productsToRecommend: "",
  sampleArticle: "",
  repurposeContent: "",
  articleType: "review",
  additionalContext: "",
  additionalKeywords: "",
  imageLink: "",
  youtubeLink: "",
  minWordCount: String(AI_CONTENT_WORD_RANGE.defaultValue),
};

type TResult = { published: boolean; article: TGeneratedArticleRef & { id: number } };
const REQUEST = {
  path: "/api/admin/generate-content",
  fallbackMessage: "Failed to generate content",
  sessionExpiredToast: true,
} as const;

export function AiContentGenerator() {
  const status = useAiStatus();
  const toast = useToast();
  const form = useGeneratorForm(INITIAL);
  const { generate, resume, pending, progress } = useGeneration();
  const [result, setResult] = useState<TResult | null>(null);
  const model = modelName(status);

  /** Shows what a generation came to: the card and its toast, or the error toast. */
  function show(outcome: TGenerationOutcome<TContentAnswer>) {
    if (!outcome.ok || !outcome.body?.generatedContent) {
      toast({
        title: "Generation Failed",
        description: outcome.ok ? REQUEST.fallbackMessage : outcome.message,
        variant: "destructive",
      });
      return;
    }
    const { generatedContent, saved, published, article } = outcome.body;
    // The screen always asks the server to save; an answer without a saved article is a failure to report.
    if (!saved || !article) {
      toast({ title: "Generation Failed", description: NOT_SAVED_MESSAGE, variant: "destructive" });
      return;
    }
    setResult({
      published,
      article: withGrounding({ ...article, title: article.title ?? generatedContent.title }, outcome.body),
    });
    toast({
      title: published ? "Article Published" : "Article Saved",
      description: published
        ? `"${generatedContent.title}" is live on the site.`
        : `"${generatedContent.title}" was saved as a draft.`,
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(ZAiContentGenerateRequest);
    if (!request) return;
    setResult(null);
    show(await generate<TContentAnswer>({ ...REQUEST, body: { ...request, saveToDatabase: true } }));
  }

  // Back on this screen while a generation it started still runs (or has just ended): follow it again.
  const resumeOnShowing = useEffectEvent(() => {
    form.restore(runningRequest(REQUEST.path));
    void resume<TContentAnswer>(REQUEST).then((outcome) => {
      if (outcome) show(outcome);
    });
  });
  useEffect(() => resumeOnShowing(), []);

  return (
    <GeneratorShell
      title="AI Content Generator"
      subtitle={`Brief ${model} on the article you need; it writes, and the article is saved and published.`}
      status={status}
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <TextArea
          label="Article purpose"
          rows={3}
          placeholder="e.g. Rank the best budget earbuds for commuters"
          error={form.errors.articlePurpose}
          {...form.bind("articlePurpose")}
        />
        <TextArea
          label="Products to recommend (optional)"
          rows={3}
          error={form.errors.productsToRecommend}
          {...form.bind("productsToRecommend")}
        />
        <div className="grid items-start gap-4 md:grid-cols-2">
          <TextArea
            label="Sample article (optional)"
            rows={4}
            hint="An article whose style to follow."
            error={form.errors.sampleArticle}
            {...form.bind("sampleArticle")}
          />
          <TextArea
            label="Repurpose content (optional)"
            rows={4}
            hint="Text to rewrite into this article."
            error={form.errors.repurposeContent}
            {...form.bind("repurposeContent")}
          />
        </div>
        <div className="grid items-start gap-4 md:grid-cols-2">
          <Field label="Article type" error={form.errors.articleType}>
            {(control) => (
              <select
                {...control}
                {...form.bind("articleType")}
                onChange={(event) => {
                  form.setValue("articleType", event.target.value);
                  const words = Number(form.values.minWordCount);
                  if (event.target.value === "pillar" && !(words >= PILLAR_MIN_WORDS))
                    form.setValue("minWordCount", String(PILLAR_MIN_WORDS));
                }}
                className={INPUT_CLASS}
              >
                <option value="review">review 700+ words</option>
                <option value="pillar">pillar 4000+ words</option>
              </select>
            )}
          </Field>
          <WordCountInput
            range={AI_CONTENT_WORD_RANGE}
            error={form.errors.minWordCount}
            {...form.bind("minWordCount")}
          />
        </div>
        <TextArea
          label="Additional context (optional)"
          rows={3}
          error={form.errors.additionalContext}
          {...form.bind("additionalContext")}
        />
        <TextInput
          label="Additional keywords (optional)"
          placeholder="comma, separated, keywords"
          error={form.errors.additionalKeywords}
          {...form.bind("additionalKeywords")}
        />
        <div className="grid items-start gap-4 md:grid-cols-2">
          <TextInput
            label="Image link (optional)"
            type="url"
            error={form.errors.imageLink}
            {...form.bind("imageLink")}
          />
          <TextInput
            label="YouTube link (optional)"
            type="url"
            error={form.errors.youtubeLink}
            {...form.bind("youtubeLink")}
          />
        </div>
        <div>
          <GenerateButton
            pending={pending}
            disabled={!canGenerate(status)}
            label={`Generate with ${model}`}
            pendingLabel={`Generating with ${model}...`}
          />
        </div>
      </form>
      <div className="mt-6 grid gap-4 empty:hidden">
        {pending && <GenerationProgress progress={progress} />}
        {result && (
          <GeneratedArticleCard
            heading={result.published ? "Article Published" : "Saved as Draft"}
            article={result.article}
            viewable={result.published}
          />
        )}
      </div>
    </GeneratorShell>
  );
}
