// AI Revise's answer shown as changes to accept or discard, before anything in the form changes: each field the model
// rewrote, with the words it removed struck through and the words it added marked (jsdiff's word diff).
import { diffWords } from "diff";
import type { TAiRevision } from "./admin-responses";
import { BUTTON_CLASSES } from "./controls";

export const REVISION_FIELDS = [
  { key: "title", label: "Title" },
  { key: "excerpt", label: "Excerpt" },
  { key: "metaDescription", label: "Meta Description" },
  { key: "content", label: "Content" },
] as const;

// Past this many edits a word-by-word view is no help (and costs time): the two versions are shown one after the other.
const MAX_EDIT_LENGTH = 4000;

/** The text a field's diff compares: the body without its markup. */
export function revisionText(key: keyof TAiRevision, value: string): string {
  return key === "content"
    ? value
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : value;
}

function FieldDiff({ before, after }: { before: string; after: string }) {
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) {
    return (
      <div className="grid gap-1">
        <p>
          <del className="text-red-300">{before}</del>
        </p>
        <p>
          <ins className="text-emerald-300 no-underline">{after}</ins>
        </p>
      </div>
    );
  }
  return (
    <p className="whitespace-pre-wrap break-words">
      {changes.map((change, index) =>
        change.added ? (
          <ins key={index} className="rounded bg-emerald-500/20 text-emerald-200 no-underline">
            {change.value}
          </ins>
        ) : change.removed ? (
          <del key={index} className="rounded bg-red-500/20 text-red-300">
            {change.value}
          </del>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </p>
  );
}

export function RevisionReview({
  revision,
  current,
  onAccept,
  onDiscard,
}: {
  revision: TAiRevision;
  current: Record<(typeof REVISION_FIELDS)[number]["key"], string>;
  onAccept: () => void;
  onDiscard: () => void;
}) {
  const changed = REVISION_FIELDS.filter(
    ({ key }) => revision[key] !== undefined && revisionText(key, revision[key]) !== revisionText(key, current[key]),
  );
  return (
    <section
      aria-label="AI revision"
      className="grid gap-3 rounded-lg border border-violet-400/40 bg-violet-500/10 px-4 py-3 text-sm text-zinc-100"
    >
      <p>
        The AI's changes are not in the article yet: accept them to put them in the form (nothing is saved until you
        press Save), or discard them.
      </p>
      {changed.length === 0 && <p>The AI changed nothing.</p>}
      {changed.map(({ key, label }) => (
        <div key={key} className="grid gap-1" data-revision-field={key}>
          <h2 className="text-sm font-semibold text-white">{label}</h2>
          <div className="max-h-80 overflow-y-auto rounded-md border border-line bg-ink p-3">
            <FieldDiff before={revisionText(key, current[key])} after={revisionText(key, revision[key]!)} />
          </div>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON_CLASSES.primary} onClick={onAccept} disabled={changed.length === 0}>
          Accept the changes
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}
