// What the editor says about the article it holds: it could not be loaded, it is the list's copy, or a newer
// version was saved elsewhere (with the admin's two ways on).
import { BUTTON_CLASSES } from "./controls";
import { FETCH_FAILED } from "./use-article-draft";

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
