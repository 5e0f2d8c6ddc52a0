// AI Content Generator (the 'AI Generate' tab): a review or pillar article from the editor's brief, always asked to
// be saved. Saved: the published (or saved-draft) card. Not saved: the 'Review & Edit Content Before Publishing' panel.
import { useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { ZArticleInput } from "~/articles/article-input";
import { ZAiContentGenerateRequest } from "~/generation/ai-content/schema";
import { slugify } from "~/lib/slugify";
import { errorMessage } from "../admin-api";
import { useAdminSession } from "../admin-session";
import { BUTTON_CLASSES, Field, INPUT_CLASS } from "../controls";
import { useToast } from "../toast";
import { useCopyToClipboard } from "./copy-to-clipboard";
import type { TUnsupportedFigure } from "~/generation/fact-check";
import {
  CheckIcon,
  CopyIcon,
  GeneratedArticleCard,
  withGrounding,
  type TGeneratedArticleRef,
} from "./GeneratedArticleCard";
import {
  FormAlert,
  GenerateButton,
  GenerationProgress,
  GeneratorShell,
  Spinner,
  TextArea,
  TextInput,
  WordCountInput,
  canGenerate,
  modelName,
} from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import { collectFieldErrors, useGeneratorForm, type TFieldErrors } from "./use-generator-form";
import { useGeneration } from "./use-generation";

const WORD_RANGE = { min: 500, max: 10_000, defaultValue: 700 };
const DEFAULT_PUBLISH_SCORE = 7;
const META_DESCRIPTION_MAX = 160;
const META_TITLE_MAX = 255;
const SCORE_MESSAGE = "Score must be a whole number from 1 to 10";
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
  minWordCount: String(WORD_RANGE.defaultValue),
};

interface TGeneratedContent {
  title: string;
  excerpt: string;
  content: string;
  brutalScore: number | null;
}

interface TAiContentAnswer {
  generatedContent: TGeneratedContent;
  saved: boolean;
  published: boolean;
  article: (TGeneratedArticleRef & { id: number }) | null;
  draft?: { reason?: string };
  factCheck?: { unsupportedFigures?: TUnsupportedFigure[] };
}

interface TDraft {
  title: string;
  excerpt: string;
  score: string;
  content: string;
}

/** The site name the metaTitle ends with (from the admin layout's loader). */
function useSiteName(): string {
  const data = useRouteLoaderData("routes/admin/admin-layout") as { siteName?: string } | undefined;
  return data?.siteName ?? "";
}

/** The create call's body for a reviewed draft (spec section 7: review, published, featured false, score default 7). */
export function buildPublishBody(draft: TDraft, siteName: string) {
  const title = draft.title.trim();
  const suffix = siteName ? ` | ${siteName}` : "";
  const description = (
    draft.excerpt.trim() ||
    draft.content
      .replace(/[#*_>`[\]()-]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  )
    .slice(0, META_DESCRIPTION_MAX)
    .trim();
  return {
    title,
    slug: slugify(title),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    articleType: "review",
    metaTitle: `${title.slice(0, META_TITLE_MAX - suffix.length)}${suffix}`,
    metaDescription: description,
    featured: false,
    brutalScore: draft.score.trim() === "" ? DEFAULT_PUBLISH_SCORE : Number(draft.score),
    publishingStatus: "published",
  };
}

function ReviewPanel({
  initial,
  onPublished,
  onCancel,
}: {
  initial: TDraft;
  onPublished: (article: TGeneratedArticleRef & { id: number }) => void;
  onCancel: () => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const siteName = useSiteName();
  const { copy, copiedKey } = useCopyToClipboard();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [publishing, setPublishing] = useState(false);
  const update = (name: keyof TDraft) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));
  const copyButton = (key: "Title" | "Excerpt" | "Content", text: string) => (
    <button
      type="button"
      className={`${BUTTON_CLASSES.ghost} px-2 py-1 text-xs`}
      onClick={() => copy(key, text, `${key} copied to clipboard`)}
    >
      {copiedKey === key ? <CheckIcon /> : <CopyIcon />} Copy {key}
    </button>
  );

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = buildPublishBody(draft, siteName);
    const score = Number(draft.score);
    const scoreError =
      draft.score.trim() !== "" && (!Number.isInteger(score) || score < 1 || score > 10) ? SCORE_MESSAGE : undefined;
    const checked = ZArticleInput.safeParse(body);
    const next = checked.success ? {} : collectFieldErrors(checked.error);
    if (scoreError) next.brutalScore = scoreError;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setPublishing(true);
    try {
      const article = await call<TGeneratedArticleRef & { id: number }>("/api/admin/articles", {
        method: "POST",
        body,
      });
      toast({ title: "Article Published", description: `"${article.title ?? body.title}" is live on the site.` });
      onPublished(article);
    } catch (error) {
      toast({
        title: "Publishing Failed",
        description: errorMessage(error, "Failed to publish article"),
        variant: "destructive",
      });
    } finally {
      setPublishing(false);
    }
  }

  // Problems with the fields the panel derives (slug, meta title and description) have no input of their own.
  const otherErrors = Object.entries(errors)
    .filter(([key, message]) => message && !["title", "slug", "excerpt", "brutalScore", "content"].includes(key))
    .map(([, message]) => message);

  return (
    <form
      noValidate
      onSubmit={publish}
      aria-labelledby="review-panel-title"
      data-review-panel
      className="grid gap-4 rounded-lg border border-violet-400/40 bg-ink/60 p-5"
    >
      <div>
        <h3 id="review-panel-title" className="text-lg font-bold text-white">
          Review & Edit Content Before Publishing
        </h3>
        <p className="mt-1 text-sm text-zinc-400">
          This draft is not saved yet. Edit it, then publish it or throw it away.
        </p>
      </div>
      {otherErrors.length > 0 && (
        <FormAlert title="This draft cannot be published yet">{otherErrors.join(" ")}</FormAlert>
      )}
      <div className="grid gap-1">
        <TextInput label="Title" error={errors.title ?? errors.slug} value={draft.title} onChange={update("title")} />
        <div>{copyButton("Title", draft.title)}</div>
      </div>
      <div className="grid gap-1">
        <TextArea label="Excerpt" rows={2} error={errors.excerpt} value={draft.excerpt} onChange={update("excerpt")} />
        <div>{copyButton("Excerpt", draft.excerpt)}</div>
      </div>
      <Field label="Brutal Score (1-10)" error={errors.brutalScore} hint="A whole number; 7 when left empty.">
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={10}
            step={1}
            value={draft.score}
            onChange={update("score")}
            className={`${INPUT_CLASS} max-w-32`}
          />
        )}
      </Field>
      <div className="grid gap-1">
        <TextArea
          label="Content (markdown)"
          rows={16}
          className="font-mono text-xs"
          error={errors.content}
          value={draft.content}
          onChange={update("content")}
        />
        <div>{copyButton("Content", draft.content)}</div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={publishing} className={BUTTON_CLASSES.primary}>
          {publishing && <Spinner />}
          {publishing ? "Publishing..." : "Publish Article"}
        </button>
        <button type="button" disabled={publishing} onClick={onCancel} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

type TResult =
  | { kind: "saved"; published: boolean; article: TGeneratedArticleRef & { id: number } }
  | { kind: "review"; draft: TDraft; key: number };

export function AiContentGenerator() {
  const status = useAiStatus();
  const toast = useToast();
  const form = useGeneratorForm(INITIAL);
  const { generate, pending, progress } = useGeneration();
  const [result, setResult] = useState<TResult | null>(null);
  const model = modelName(status);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate(ZAiContentGenerateRequest);
    if (!request) return;
    setResult(null);
    const outcome = await generate<TAiContentAnswer>({
      path: "/api/admin/generate-content",
      body: { ...request, saveToDatabase: true },
      fallbackMessage: "Failed to generate content",
      sessionExpiredToast: true,
    });
    if (!outcome.ok || !outcome.body?.generatedContent) {
      toast({
        title: "Generation Failed",
        description: outcome.ok ? "Failed to generate content" : outcome.message,
        variant: "destructive",
      });
      return;
    }
    const { generatedContent, saved, published, article } = outcome.body;
    if (saved && article) {
      setResult({
        kind: "saved",
        published,
        article: withGrounding({ ...article, title: article.title ?? generatedContent.title }, outcome.body),
      });
      toast({
        title: published ? "Article Published" : "Article Saved",
        description: published
          ? `"${generatedContent.title}" is live on the site.`
          : `"${generatedContent.title}" was saved as a draft.`,
      });
      return;
    }
    setResult({
      kind: "review",
      key: Date.now(),
      draft: {
        title: generatedContent.title,
        excerpt: generatedContent.excerpt ?? "",
        score: String(Math.min(10, Math.max(1, Math.round(generatedContent.brutalScore ?? DEFAULT_PUBLISH_SCORE)))),
        content: generatedContent.content,
      },
    });
  }

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
              <select {...control} {...form.bind("articleType")} className={INPUT_CLASS}>
                <option value="review">review 700+ words</option>
                <option value="pillar">pillar 4000+ words</option>
              </select>
            )}
          </Field>
          <WordCountInput range={WORD_RANGE} error={form.errors.minWordCount} {...form.bind("minWordCount")} />
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
        {result?.kind === "saved" && (
          <GeneratedArticleCard
            heading={result.published ? "Article Published" : "Saved as Draft"}
            article={result.article}
            viewable={result.published}
          />
        )}
        {result?.kind === "review" && (
          <ReviewPanel
            key={result.key}
            initial={result.draft}
            onCancel={() => setResult(null)}
            onPublished={(article) => setResult({ kind: "saved", published: true, article })}
          />
        )}
      </div>
    </GeneratorShell>
  );
}
