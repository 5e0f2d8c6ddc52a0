// The full-page article editor (new and edit). The article's state lives in use-article-draft.ts, saving in
// use-article-save.ts, the categories in use-editor-categories.ts; the bar, the content panel, the notices and
// the side column are their own components. Unsaved work is never left without a question (use-leave-guard.ts).
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isMarkdown, markdownToHtml } from "~/content/markdown";
import type { TAiRevision } from "./admin-responses";
import { ArticleContentPanel } from "./ArticleContentPanel";
import { ArticleEditorToolbar } from "./ArticleEditorToolbar";
import {
  ArticleLoadFailed,
  KeptDraftNotice,
  ListCopyNotice,
  MergeReportPanel,
  SaveConflictAlert,
} from "./ArticleEditorNotices";
import { GenerationCheckPanel, PublishingPanel, ScorePanel, SeoPanel } from "./ArticleEditorSidebar";
import { InternalLinksPanel } from "./InternalLinksPanel";
import { ArticlePreview } from "./ArticlePreview";
import { showsScoreField, type TArticleForm } from "./article-form";
import { fieldsToVerdict } from "./verdict-form";
import { RevisionReview } from "./RevisionReview";
import { RevisionsPanel } from "./RevisionsPanel";
import type { TRichTextHandle } from "./RichTextEditor";
import { useArticleDraft, type TEditorTarget } from "./use-article-draft";
import { useArticleSave } from "./use-article-save";
import { useEditorCategories } from "./use-editor-categories";
import { useLeaveGuard } from "./use-leave-guard";

export type { TEditorTarget } from "./use-article-draft";

function toHtml(content: string): string {
  return isMarkdown(content) ? markdownToHtml(content) : content;
}

export function ArticleEditor({ target }: { target: TEditorTarget }) {
  const navigate = useNavigate();
  const isNew = target.kind === "new";
  const draft = useArticleDraft(target);
  const { articleId, loadState, form, setForm, stored, conflict } = draft;
  const { allowNextNavigation } = useLeaveGuard(draft.unsaved);
  const [preview, setPreview] = useState(false);
  const richText = useRef<TRichTextHandle>(null);
  const { saving, errors, save, reloadLatest, keepMyEdits } = useArticleSave({
    draft,
    richText,
    allowNextNavigation,
    onInvalid: () => setPreview(false),
  });

  function update<K extends keyof TArticleForm>(key: K, value: TArticleForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }
  const { categories, addCategory } = useEditorCategories((categoryId) => update("categoryId", categoryId));

  // AI Revise's answer waits here, shown as changes, until the admin accepts or discards it.
  const [revision, setRevision] = useState<TAiRevision | null>(null);
  function showRevision(answer: TAiRevision) {
    setRevision(answer);
    setPreview(false);
  }
  function acceptRevision() {
    if (!revision) return;
    setForm((current) => ({
      ...current,
      title: revision.title ?? current.title,
      excerpt: revision.excerpt ?? current.excerpt,
      content: revision.content ? toHtml(revision.content) : current.content,
      metaDescription: revision.metaDescription ?? current.metaDescription,
    }));
    setRevision(null);
  }

  const closeEditor = () => navigate("/admin");

  if (loadState === "failed") return <ArticleLoadFailed onBack={closeEditor} />;

  const claims = useMemo(
    () => (draft.grounding?.unsupportedFigures ?? []).map((entry) => entry.figure),
    [draft.grounding],
  );
  const showScore = showsScoreField(form.articleType);
  // The score the saved article would have: the typed one while the field shows, the stored one while hidden.
  const typedScore = form.brutalScore.trim() === "" ? null : Number(form.brutalScore);
  const previewScore = showScore ? (Number.isFinite(typedScore) ? typedScore : null) : stored.brutalScore;
  return (
    <div>
      <ArticleEditorToolbar
        isNew={isNew}
        articleId={articleId}
        ready={loadState === "ready"}
        form={form}
        preview={preview}
        saving={saving}
        onBack={closeEditor}
        onRevised={showRevision}
        onTogglePreview={() => setPreview((on) => !on)}
        onSave={() => void save()}
        viewHref={draft.publicPath}
      />

      {loadState === "loading" ? (
        <p className="mx-auto max-w-7xl px-4 py-10 text-zinc-400">Loading article...</p>
      ) : (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-6">
            {conflict && (
              <SaveConflictAlert
                message={conflict}
                onKeepMyEdits={() => void keepMyEdits()}
                onReloadLatest={() => void reloadLatest()}
              />
            )}
            {draft.keptDraft && (
              <KeptDraftNotice
                savedAt={draft.keptDraft.savedAt}
                onRestore={draft.restoreKeptDraft}
                onDiscard={draft.discardKeptDraft}
              />
            )}
            {draft.merge && (
              <MergeReportPanel report={draft.merge} onPick={draft.pickField} onDismiss={draft.dismissMerge} />
            )}
            {revision && (
              <RevisionReview
                revision={{ ...revision, content: revision.content ? toHtml(revision.content) : undefined }}
                current={form}
                onAccept={acceptRevision}
                onDiscard={() => setRevision(null)}
              />
            )}
            {draft.fromListItem && <ListCopyNotice />}
            <GenerationCheckPanel grounding={draft.grounding} />

            {preview && (
              <ArticlePreview
                article={{
                  title: form.title,
                  excerpt: form.excerpt,
                  content: form.content,
                  articleType: form.articleType,
                  featuredImage: form.featuredImage.trim(),
                  brutalScore: previewScore,
                  verdict: fieldsToVerdict(form),
                }}
              />
            )}

            <div className={preview ? "hidden" : "grid gap-6"}>
              <ArticleContentPanel
                isNew={isNew}
                form={form}
                setForm={setForm}
                errors={errors}
                richText={richText}
                highlights={claims}
              />
            </div>
          </div>

          <aside className="grid content-start gap-6">
            <PublishingPanel
              form={form}
              errors={errors}
              categories={categories}
              update={update}
              proposedCategory={draft.proposedCategory}
              previewPath={draft.previewPath}
              onAcceptProposal={(name) => void addCategory(name)}
            />
            <ScorePanel form={form} errors={errors} update={update} />
            <SeoPanel form={form} errors={errors} update={update} />
            <InternalLinksPanel articleId={articleId} form={form} setForm={setForm} />

            {articleId !== null && (
              <RevisionsPanel
                articleId={articleId}
                refreshKey={draft.revisionsKey}
                unsavedChanges={draft.unsaved}
                onRestored={(article) => {
                  draft.loadArticle(article);
                  setPreview(false);
                  draft.refreshRevisions();
                }}
              />
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
