// Insert Verdict: the Brutal Summary, Positives and Negatives of a review or software article, written in fields and
// inserted into the content as the three sections the public page reads into its verdict boxes (one convention for
// generated and hand-written articles: ~/content/review-summary).
import { useState, type FormEvent } from "react";
import { buildReviewSummaryMarkdown, REVIEW_SUMMARY_HEADINGS } from "~/content/review-summary";
import { markdownToHtml } from "~/content/markdown";
import { INPUT_CLASS } from "./controls";
import { AdminDialog, DialogButtons, TRIGGER_CLASS } from "./InsertDialogs";

export const VERDICT_EMPTY_MESSAGE = "Write the summary or at least one positive or negative.";
export const VERDICT_HINT = `The Positives, Negatives and Brutal Summary boxes show the sections "${REVIEW_SUMMARY_HEADINGS.positives}", "${REVIEW_SUMMARY_HEADINGS.negatives}" and "${REVIEW_SUMMARY_HEADINGS.brutalSummary}" of the content: add them with Insert Verdict.`;

function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The HTML of the three verdict sections, or null when every field is empty. */
export function buildVerdictHtml(fields: { summary: string; positives: string; negatives: string }): string | null {
  const summary = {
    brutalSummary: fields.summary.trim(),
    positives: lines(fields.positives),
    negatives: lines(fields.negatives),
  };
  if (!summary.brutalSummary && summary.positives.length === 0 && summary.negatives.length === 0) return null;
  return markdownToHtml(buildReviewSummaryMarkdown(summary));
}

export function VerdictInsertDialog({ onInsert }: { onInsert: (html: string) => void }) {
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState("");
  const [positives, setPositives] = useState("");
  const [negatives, setNegatives] = useState("");
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the portal to any form around the trigger
    const html = buildVerdictHtml({ summary, positives, negatives });
    if (!html) {
      setError(VERDICT_EMPTY_MESSAGE);
      return;
    }
    onInsert(html);
    setOpen(false);
    setSummary("");
    setPositives("");
    setNegatives("");
    setError(null);
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, hint?: string) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setError(null);
        }}
        className={INPUT_CLASS}
      />
      {hint && <p className="text-xs text-zinc-400">{hint}</p>}
    </div>
  );

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title="Insert Verdict"
      description="The verdict boxes at the top of the article: a summary, what works and what does not."
      trigger={
        <button type="button" className={TRIGGER_CLASS}>
          Insert Verdict
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        {field("insert-verdict-summary", "Brutal Summary", summary, setSummary)}
        {field("insert-verdict-positives", "Positives", positives, setPositives, "One per line.")}
        {field("insert-verdict-negatives", "Negatives", negatives, setNegatives, "One per line.")}
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}
        <DialogButtons submitLabel="Insert Verdict" />
      </form>
    </AdminDialog>
  );
}
