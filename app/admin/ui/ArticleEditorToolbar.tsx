// The editor's sticky bar: back to the list, the heading, View article (once saved as published), AI Revise (a saved
// article), Preview/Edit and Save.
import type { TAiRevision } from "./admin-responses";
import { AiReviseDialog } from "./AiReviseDialog";
import type { TArticleForm } from "./article-form";
import { BUTTON_CLASSES } from "./controls";
import { Tip } from "./Tip";

export function ArticleEditorToolbar({
  isNew,
  articleId,
  ready,
  form,
  preview,
  saving,
  onBack,
  onRevised,
  onTogglePreview,
  onSave,
  viewHref,
}: {
  isNew: boolean;
  articleId: number | null;
  /** The article is loaded: it can be revised and saved. */
  ready: boolean;
  form: TArticleForm;
  preview: boolean;
  saving: boolean;
  onBack: () => void;
  onRevised: (revision: TAiRevision) => void;
  onTogglePreview: () => void;
  onSave: () => void;
  /** The saved article's public page, once it is saved as published. */
  viewHref: string | null;
}) {
  return (
    <div className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur" data-editor-bar>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Tip label="Back to articles">
            <button
              type="button"
              onClick={onBack}
              aria-label="Back to articles"
              className={`${BUTTON_CLASSES.ghost} px-3`}
            >
              <span aria-hidden="true">←</span>
            </button>
          </Tip>
          <h1 className="text-xl font-bold text-white">{isNew ? "New Article" : "Edit Article"}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {viewHref && (
            <a href={viewHref} target="_blank" rel="noopener noreferrer" className={BUTTON_CLASSES.ghost}>
              View article <span aria-hidden="true">↗</span>
            </a>
          )}
          {articleId !== null && ready && (
            <AiReviseDialog
              articleId={articleId}
              current={{
                title: form.title,
                excerpt: form.excerpt,
                content: form.content,
                articleType: form.articleType,
              }}
              onRevised={onRevised}
            />
          )}
          <button type="button" className={BUTTON_CLASSES.secondary} aria-pressed={preview} onClick={onTogglePreview}>
            {preview ? "Edit" : "Preview"}
          </button>
          <button type="button" className={BUTTON_CLASSES.primary} disabled={saving || !ready} onClick={onSave}>
            {saving ? "Saving..." : "Save"}
          </button>
        </div>
      </div>
    </div>
  );
}
