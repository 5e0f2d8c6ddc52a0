// Shown when a generation found an article about the same product already on the site: the editor sees it and
// chooses to update it (a new revision), write a new one anyway, or skip.
import { BUTTON_CLASSES } from "../controls";
import type { TDuplicateArticle } from "~/duplicates/find-duplicate-article.server";

export type TDuplicateAction = "update" | "new" | "skip";

export function DuplicateChoice({
  duplicate,
  onChoose,
}: {
  duplicate: TDuplicateArticle;
  onChoose: (action: TDuplicateAction) => void;
}) {
  return (
    <section
      role="alert"
      aria-label="Article already on the site"
      className="grid gap-3 rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 text-sm text-amber-50"
    >
      <p>
        The site already has an article about this product ({duplicate.reason}):{" "}
        <a className="font-semibold underline" href={duplicate.editUrl} target="_blank" rel="noopener noreferrer">
          {duplicate.title}
        </a>{" "}
        ({duplicate.publishingStatus}).
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => onChoose("update")}>
          Update it (new revision)
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => onChoose("new")}>
          Write a new one anyway
        </button>
        <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => onChoose("skip")}>
          Skip
        </button>
      </div>
    </section>
  );
}
