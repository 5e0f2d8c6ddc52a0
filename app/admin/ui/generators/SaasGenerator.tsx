// SAAS Generator: a software review from a landing page ('URL Scraping', the default) or from details typed in
// ('Manual Input'), shown in the 'Generated SAAS Review' card and published when the server saved it. Left while a
// generation runs, the screen follows it again when it is shown again ("Still running").
import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { ZSaasManualGenerateRequest, ZSaasUrlGenerateRequest, SAAS_WORD_RANGE } from "~/generation/saas/schema";
import { BUTTON_CLASSES } from "../controls";
import { useToast } from "../toast";
import { useCopyToClipboard } from "./copy-to-clipboard";
import type { TSaasAnswer } from "~/generation/generation-answers";
import { FactCheckList } from "./FactCheckList";
import { ArticleActions, CheckIcon, CopyIcon, UsageLine } from "./GeneratedArticleCard";
import {
  GenerateButton,
  GenerationProgress,
  GeneratorShell,
  TextArea,
  TextInput,
  WordCountInput,
  canGenerate,
} from "./GeneratorParts";
import { useAiStatus } from "./use-ai-status";
import {
  hasRunningGeneration,
  runningRequest,
  useGeneration,
  type TGenerationOutcome,
  type TGenerationRequest,
} from "./use-generation";
import { useGeneratorForm } from "./use-generator-form";

const PREVIEW_CHARS = 1000;
const URL_REQUEST = {
  path: "/api/admin/saas-url-generate",
  fallbackMessage: "Failed to generate SAAS content from URL",
} as const;
const MANUAL_REQUEST = {
  path: "/api/admin/saas-manual-generate",
  fallbackMessage: "Failed to generate SAAS content manually",
} as const;
const TITLE_HINT = "Leave empty to use an AI-generated title. If provided, the AI writes for that title.";
const PENDING_LABEL = "Generating SAAS Review...";
const TAB_CLASS =
  "rounded-md px-4 py-1.5 text-sm font-medium text-zinc-300 transition hover:bg-white/5 data-[state=active]:bg-accent-strong data-[state=active]:text-white";

function GeneratedSaasReview({ result }: { result: TSaasAnswer }) {
  const { copy, copiedKey } = useCopyToClipboard();
  const { title, excerpt, brutalScore, content } = result.generatedContent;
  const copyButton = (key: "Title" | "Excerpt" | "Content", text: string) => (
    <button
      type="button"
      className={BUTTON_CLASSES.secondary}
      onClick={() => copy(key, text, `${key} copied to clipboard`)}
    >
      {copiedKey === key ? <CheckIcon /> : <CopyIcon />} Copy {key}
    </button>
  );
  return (
    <section
      aria-labelledby="saas-result-title"
      data-success-card
      className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-5"
    >
      <h3 id="saas-result-title" className="text-sm font-semibold uppercase tracking-wide text-emerald-300">
        Generated SAAS Review
      </h3>
      <p className="mt-2 text-lg font-bold text-white" data-result-title>
        {title}
      </p>
      {excerpt && <p className="mt-1 text-sm text-zinc-300">{excerpt}</p>}
      {brutalScore != null && (
        <p className="mt-2 text-sm font-semibold text-violet-200">Brutal Score: {brutalScore}/10</p>
      )}
      <pre
        data-content-preview
        className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap rounded-md border border-line bg-ink p-3 font-sans text-xs text-zinc-300"
      >
        {content.slice(0, PREVIEW_CHARS)}...
      </pre>
      <div className="mt-4 flex flex-wrap gap-2">
        {copyButton("Title", title)}
        {excerpt && copyButton("Excerpt", excerpt)}
        {copyButton("Content", content)}
      </div>
      {result.draft?.reason && (
        <p data-draft-reason className="mt-3 text-sm text-amber-200">
          {result.draft.reason} Open it with Edit to finish it.
        </p>
      )}
      <FactCheckList figures={result.factCheck?.unsupportedFigures ?? []} />
      <UsageLine usage={result.usage} />
      {result.saved && result.article && (
        <div className="mt-4">
          <ArticleActions
            article={{ ...result.article, title }}
            viewLabel="View Live Article"
            viewable={!result.draft?.reason}
          />
        </div>
      )}
    </section>
  );
}

export function SaasGenerator() {
  const status = useAiStatus();
  const toast = useToast();
  const { generate, resume, pending, progress } = useGeneration();
  // A generation started from Manual Input and followed again comes back on that tab.
  const [mode, setMode] = useState(() => (hasRunningGeneration(MANUAL_REQUEST.path) ? "manual" : "url"));
  const [result, setResult] = useState<TSaasAnswer | null>(null);
  const urlForm = useGeneratorForm({
    url: "",
    title: "",
    wordCount: String(SAAS_WORD_RANGE.defaultValue),
    imageUrl: "",
  });
  const manualForm = useGeneratorForm({
    productName: "",
    title: "",
    context: "",
    customerReviews: "",
    wordCount: String(SAAS_WORD_RANGE.defaultValue),
    imageUrl: "",
  });
  const disabled = !canGenerate(status);

  /** Shows what a generation came to: the review card (and its toast when saved), or the error toast. */
  function show(outcome: TGenerationOutcome<TSaasAnswer>, fallbackMessage: string) {
    if (!outcome.ok || !outcome.body?.generatedContent) {
      toast({
        title: "Error",
        description: outcome.ok ? fallbackMessage : outcome.message,
        variant: "destructive",
      });
      return;
    }
    setResult(outcome.body);
    if (outcome.body.saved) {
      toast({
        title: "SAAS Review Generated!",
        description: `Successfully created: "${outcome.body.generatedContent.title}"`,
      });
    }
  }

  async function run(request: Pick<TGenerationRequest, "path" | "body" | "fallbackMessage">) {
    setResult(null);
    const outcome = await generate<TSaasAnswer>({
      ...request,
      body: { ...(request.body as object), saveToDatabase: true },
    });
    show(outcome, request.fallbackMessage);
  }

  // Back on this screen while a generation it started still runs (or has just ended): follow it again.
  const resumeOnShowing = useEffectEvent(() => {
    const request = [URL_REQUEST, MANUAL_REQUEST].find((candidate) => hasRunningGeneration(candidate.path));
    if (!request) return;
    (request === MANUAL_REQUEST ? manualForm : urlForm).restore(runningRequest(request.path));
    void resume<TSaasAnswer>(request).then((outcome) => {
      if (outcome) show(outcome, request.fallbackMessage);
    });
  });
  useEffect(() => resumeOnShowing(), []);

  async function handleUrlSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = urlForm.validate(ZSaasUrlGenerateRequest);
    if (body) await run({ ...URL_REQUEST, body });
  }

  async function handleManualSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = manualForm.validate(ZSaasManualGenerateRequest);
    if (body) await run({ ...MANUAL_REQUEST, body });
  }

  return (
    <GeneratorShell
      title="SAAS & AI Content Generator"
      subtitle="Generate brutally honest software and SAAS reviews"
      status={status}
    >
      <Tabs.Root value={mode} onValueChange={setMode}>
        <Tabs.List
          aria-label="How to describe the product"
          className="mb-5 flex w-fit gap-1 rounded-lg border border-line bg-ink p-1"
        >
          <Tabs.Trigger value="url" className={TAB_CLASS}>
            URL Scraping
          </Tabs.Trigger>
          <Tabs.Trigger value="manual" className={TAB_CLASS}>
            Manual Input
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="url">
          <form noValidate onSubmit={handleUrlSubmit} className="grid gap-4">
            <TextInput
              label="Product URL"
              type="url"
              placeholder="https://www.example.com/"
              hint="A deal site (AppSumo and the like), a launch site (Product Hunt) or any SAAS landing page."
              error={urlForm.errors.url}
              {...urlForm.bind("url")}
            />
            <TextInput
              label="Article title (optional)"
              hint={TITLE_HINT}
              error={urlForm.errors.title}
              {...urlForm.bind("title")}
            />
            <div className="grid items-start gap-4 md:grid-cols-2">
              <WordCountInput
                label="Word count"
                range={SAAS_WORD_RANGE}
                error={urlForm.errors.wordCount}
                {...urlForm.bind("wordCount")}
              />
              <TextInput
                label="Featured image URL (optional)"
                type="url"
                error={urlForm.errors.imageUrl}
                {...urlForm.bind("imageUrl")}
              />
            </div>
            <div>
              <GenerateButton
                pending={pending}
                disabled={disabled}
                label="Generate from URL"
                pendingLabel={PENDING_LABEL}
              />
            </div>
          </form>
        </Tabs.Content>
        <Tabs.Content value="manual">
          <form noValidate onSubmit={handleManualSubmit} className="grid gap-4">
            <TextInput
              label="Product name"
              placeholder="TaskPilot"
              error={manualForm.errors.productName}
              {...manualForm.bind("productName")}
            />
            <TextInput
              label="Article title (optional)"
              hint={TITLE_HINT}
              error={manualForm.errors.title}
              {...manualForm.bind("title")}
            />
            <TextArea
              label="Product context (optional)"
              rows={3}
              placeholder="What it does, who it is for, pricing..."
              error={manualForm.errors.context}
              {...manualForm.bind("context")}
            />
            <TextArea
              label="Customer reviews (optional)"
              rows={5}
              placeholder="Paste what customers say, good and bad."
              error={manualForm.errors.customerReviews}
              {...manualForm.bind("customerReviews")}
            />
            <div className="grid items-start gap-4 md:grid-cols-2">
              <WordCountInput
                label="Word count"
                range={SAAS_WORD_RANGE}
                error={manualForm.errors.wordCount}
                {...manualForm.bind("wordCount")}
              />
              <TextInput
                label="Featured image URL (optional)"
                type="url"
                error={manualForm.errors.imageUrl}
                {...manualForm.bind("imageUrl")}
              />
            </div>
            <div>
              <GenerateButton
                pending={pending}
                disabled={disabled}
                label="Generate Review"
                pendingLabel={PENDING_LABEL}
              />
            </div>
          </form>
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-6 grid gap-4 empty:hidden">
        {pending && <GenerationProgress progress={progress} />}
        {result && <GeneratedSaasReview result={result} />}
      </div>
    </GeneratorShell>
  );
}
