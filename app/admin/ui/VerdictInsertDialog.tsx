// The verdict of a review or software article: Brutal Summary, Positives, Negatives, the overall score and an
// optional score per criterion, kept in the editor's fields (verdict-form.ts) and stored with the article, never in
// the body. The dialog opens pre-filled with the article's verdict and saves back into those fields; the public page
// shows it as the verdict boxes above the body.
import { useState, type FormEvent } from "react";
import type { TArticleForm } from "./article-form";
import { INPUT_CLASS } from "./controls";
import { AdminDialog, DialogButtons, TRIGGER_CLASS } from "./InsertDialogs";
import {
  CRITERION_LINE_MESSAGE,
  EMPTY_VERDICT_FIELDS,
  fieldsToVerdict,
  hasVerdict,
  parseCriteria,
  type TVerdictFields,
} from "./verdict-form";

export const VERDICT_EMPTY_MESSAGE = "Write the summary or at least one positive or negative.";
export const VERDICT_HINT =
  "The verdict (Brutal Summary, Positives, Negatives and scores) shows in boxes above the article, outside the content: edit it with the Verdict button.";

type TVerdictDraft = TVerdictFields & { brutalScore: string };

function draftFrom(form: TArticleForm): TVerdictDraft {
  return {
    verdictSummary: form.verdictSummary,
    verdictPositives: form.verdictPositives,
    verdictNegatives: form.verdictNegatives,
    verdictCriteria: form.verdictCriteria,
    brutalScore: form.brutalScore,
  };
}

export function VerdictInsertDialog({ form, onSave }: { form: TArticleForm; onSave: (fields: TVerdictDraft) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TVerdictDraft>(() => draftFrom(form));
  const [error, setError] = useState<string | null>(null);
  const existing = hasVerdict(form);
  const title = existing ? "Edit Verdict" : "Insert Verdict";

  function openChange(next: boolean) {
    // Every opening starts from the article's verdict as it is now.
    if (next) {
      setDraft(draftFrom(form));
      setError(null);
    }
    setOpen(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the portal to any form around the trigger
    const criteria = parseCriteria(draft.verdictCriteria);
    if (!criteria.ok) {
      setError(`${CRITERION_LINE_MESSAGE} Not understood: "${criteria.line}"`);
      return;
    }
    const verdict = fieldsToVerdict(draft);
    if (!verdict || (!verdict.brutalSummary && verdict.positives.length === 0 && verdict.negatives.length === 0)) {
      setError(VERDICT_EMPTY_MESSAGE);
      return;
    }
    onSave(draft);
    setOpen(false);
  }

  function removeVerdict() {
    onSave({ ...EMPTY_VERDICT_FIELDS, brutalScore: draft.brutalScore });
    setOpen(false);
  }

  const set = (key: keyof TVerdictDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };
  const field = (key: keyof TVerdictFields, id: string, label: string, hint?: string) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={INPUT_CLASS}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <AdminDialog
      open={open}
      onOpenChange={openChange}
      title={title}
      description="The verdict boxes at the top of the article: a summary, what works, what does not, and the scores."
      trigger={
        <button type="button" className={TRIGGER_CLASS}>
          {title}
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        {field("verdictSummary", "insert-verdict-summary", "Brutal Summary")}
        {field("verdictPositives", "insert-verdict-positives", "Positives", "One per line.")}
        {field("verdictNegatives", "insert-verdict-negatives", "Negatives", "One per line.")}
        <div className="grid gap-1.5">
          <label htmlFor="insert-verdict-score" className="text-sm font-medium text-zinc-200">
            Overall score (1 to 10)
          </label>
          <input
            id="insert-verdict-score"
            type="number"
            min={1}
            max={10}
            step={0.1}
            value={draft.brutalScore}
            onChange={(event) => set("brutalScore", event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        {field(
          "verdictCriteria",
          "insert-verdict-criteria",
          "Scores by criterion (optional)",
          'One per line, as "Name: score", e.g. "Battery: 8.5".',
        )}
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}
        {existing && (
          <button type="button" onClick={removeVerdict} className="justify-self-start text-sm text-red-300 underline">
            Remove the verdict
          </button>
        )}
        <DialogButtons submitLabel="Save Verdict" />
      </form>
    </AdminDialog>
  );
}

/** The verdict as the editor shows it beside the content: what the boxes will say, at a glance. */
export function VerdictSummaryLine({ form }: { form: TArticleForm }) {
  const verdict = fieldsToVerdict(form);
  if (!verdict) return <p className="text-xs text-zinc-400">No verdict yet.</p>;
  const counts = [
    `${verdict.positives.length} positive${verdict.positives.length === 1 ? "" : "s"}`,
    `${verdict.negatives.length} negative${verdict.negatives.length === 1 ? "" : "s"}`,
    ...(verdict.criteria?.length ? [`${verdict.criteria.length} scored criteria`] : []),
    ...(form.brutalScore.trim() ? [`score ${form.brutalScore.trim()}/10`] : []),
  ];
  return (
    <p className="text-xs text-zinc-300" data-testid="verdict-summary">
      <span className="font-semibold text-white">Verdict:</span> {verdict.brutalSummary || "(no summary)"}{" "}
      <span className="text-zinc-400">({counts.join(", ")})</span>
    </p>
  );
}
