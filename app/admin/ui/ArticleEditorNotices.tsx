// What the editor says about the article it holds: it could not be loaded, it is the list's copy, a newer version
// was saved elsewhere (with the admin's two ways on, and the field-by-field merge after "Keep my edits"), or a session
// that ended left unsaved edits in this browser.
import { formatMomentInOwnZone } from "~/lib/moments";
import { BUTTON_CLASSES } from "./controls";
import { FIELD_LABELS, type TFormField } from "./merge-fields";
import { FETCH_FAILED, type TMergeReport } from "./use-article-draft";

export function ArticleLoadFailed({ onBack }: { onBack: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-white">Edit Article</h1>
      <p role="alert" className="mt-4 text-red-300">
        {FETCH_FAILED}
      </p>
      <button type="button" className={`${BUTTON_CLASSES.secondary} mt-6`} onClick={onBack}>
        Back to articles
      </button>
    </div>
  );
}

export function SaveConflictAlert({
  message,
  onKeepMyEdits,
  onReloadLatest,
}: {
  message: string;
  onKeepMyEdits: () => void;
  onReloadLatest: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-500/50 bg-red-500/10 px-4 py-3 text-sm text-red-100"
    >
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onKeepMyEdits}>
          Keep my edits
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onReloadLatest}>
          Reload latest version
        </button>
      </div>
    </div>
  );
}

export function ListCopyNotice() {
  return (
    <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100">
      {FETCH_FAILED}: showing the copy from the article list. Saving still checks that nobody has saved a newer version
      since the list was loaded.
    </p>
  );
}

export const KEPT_DRAFT_MESSAGE = "Unsaved edits of this article were kept in this browser";

/** Unsaved work a session that ended left behind (draft-autosave.ts), offered back. */
export function KeptDraftNotice({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const when = formatMomentInOwnZone(new Date(savedAt).toISOString());
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm text-amber-100"
    >
      <p>
        {KEPT_DRAFT_MESSAGE} ({when}), when the session ended before they were saved.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON_CLASSES.primary} onClick={onRestore}>
          Restore my edits
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}

function excerptOf(field: TFormField, value: string): string {
  const text = field === "content" ? value.replace(/<[^>]*>/g, " ") : value;
  const oneLine = text.replace(/\s+/g, " ").trim();
  if (oneLine === "") return "(empty)";
  return oneLine.length > 240 ? `${oneLine.slice(0, 240)}…` : oneLine;
}

/** After "Keep my edits": what was taken from the other version, and a choice per field both changed. */
export function MergeReportPanel({
  report,
  onPick,
  onDismiss,
}: {
  report: TMergeReport;
  onPick: (field: TFormField, pick: "mine" | "theirs") => void;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label="Merged with the other version"
      className="grid gap-3 rounded-lg border border-sky-500/40 bg-sky-500/10 px-4 py-3 text-sm text-sky-50"
    >
      <p>
        Your edits are kept on top of the version saved elsewhere. Save to make the result the newest version; the other
        version stays in Revisions.
      </p>
      {report.taken.length > 0 && (
        <p>
          <span className="font-semibold">Taken from the other version (you had not changed them):</span>{" "}
          {report.taken.map((field) => FIELD_LABELS[field]).join(", ")}.
        </p>
      )}
      {report.conflicts.length > 0 && (
        <div className="grid gap-3">
          <p className="font-semibold">Changed in both: pick one for each field.</p>
          {report.conflicts.map((entry) => (
            <fieldset key={entry.field} className="grid gap-2 rounded-md border border-line p-3">
              <legend className="px-1 font-semibold">{FIELD_LABELS[entry.field]}</legend>
              {(["mine", "theirs"] as const).map((side) => (
                <label key={side} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={`merge-${entry.field}`}
                    checked={entry.pick === side}
                    onChange={() => onPick(entry.field, side)}
                    className="mt-1"
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-semibold">{side === "mine" ? "Mine: " : "Theirs: "}</span>
                    {excerptOf(entry.field, side === "mine" ? entry.mine : entry.theirs)}
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      <div>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={onDismiss}>
          Close
        </button>
      </div>
    </section>
  );
}
