// The full-page article editor (new and edit): the toolbar, the content, saving; the side column lives in
// ArticleEditorSidebar.tsx and the article's state in use-article-draft.ts. Unsaved work is never left without a
// question (use-leave-guard.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TCategory } from "~/articles/article-shape";
import { isMarkdown, markdownToHtml } from "~/content/markdown";
import { slugify } from "~/lib/slugify";
import { AdminApiError, errorMessage, requestJson } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { AiReviseDialog, type TAiRevision } from "./AiReviseDialog";
import { ArticlePreview } from "./ArticlePreview";
import { PublishingPanel, ScorePanel, SeoPanel } from "./ArticleEditorSidebar";
import { checkArticleForm, showsScoreField, type TAdminArticle, type TArticleForm } from "./article-form";
import { BUTTON_CLASSES, Field, INPUT_CLASS, Panel } from "./controls";
import { BoxInsertDialog, ButtonInsertDialog, VideoInsertDialog } from "./InsertDialogs";
import { FactCheckList } from "./generators/FactCheckList";
import { RevisionsPanel } from "./RevisionsPanel";
import { RichTextEditor, type TRichTextHandle } from "./RichTextEditor";
import { Tip } from "./Tip";
import { useToast } from "./toast";
import { FETCH_FAILED, useArticleDraft, type TEditorTarget } from "./use-article-draft";
import { useLeaveGuard } from "./use-leave-guard";
import { VERDICT_HINT, VerdictInsertDialog } from "./VerdictInsertDialog";

export type { TEditorTarget } from "./use-article-draft";

const IMAGES_NOT_UPLOADED = "An image in the content is not uploaded yet. Save again to retry, or remove the image.";
export const RELOAD_LOSES_EDITS = "Load the newest saved version? Your unsaved edits in this editor will be lost.";
export const KEPT_EDITS_MESSAGE =
  "Your edits are kept. Save to make them the newest version; the other version stays in Revisions.";

function toHtml(content: string): string {
  return isMarkdown(content) ? markdownToHtml(content) : content;
}

export function ArticleEditor({ target }: { target: TEditorTarget }) {
  const { call } = useAdminSession();
  const uploadImage = useCallback(
    async (image: Blob, fileName: string) => {
      const form = new FormData();
      form.set("file", image, fileName);
      return (await call<{ location: string }>("/api/admin/media", { method: "POST", body: form })).location;
    },
    [call],
  );
  const toast = useToast();
  const navigate = useNavigate();
  const isNew = target.kind === "new";
  const draft = useArticleDraft(target);
  const { articleId, loadState, form, setForm, tags, version, stored, conflict } = draft;
  const { allowNextNavigation } = useLeaveGuard(draft.unsaved);

  const [slugEdited, setSlugEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [categories, setCategories] = useState<TCategory[]>([]);
  const richText = useRef<TRichTextHandle>(null);

  useEffect(() => {
    requestJson<TCategory[]>("/api/categories")
      .then(setCategories)
      .catch(() => setCategories([]));
  }, []);

  const check = useMemo(() => checkArticleForm(form, tags, stored.brutalScore), [form, tags, stored.brutalScore]);
  const errors = submitted && !check.ok ? check.errors : {};

  useEffect(() => {
    if (focusRequest === 0) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function update<K extends keyof TArticleForm>(key: K, value: TArticleForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function updateTitle(title: string) {
    // The slug follows the title only while creating, until the admin edits the slug itself.
    setForm((current) => ({ ...current, title, slug: isNew && !slugEdited ? slugify(title) : current.slug }));
  }

  function applyRevision(revision: TAiRevision) {
    setForm((current) => ({
      ...current,
      title: revision.title ?? current.title,
      excerpt: revision.excerpt ?? current.excerpt,
      content: revision.content ? toHtml(revision.content) : current.content,
      metaDescription: revision.metaDescription ?? current.metaDescription,
    }));
    setPreview(false);
  }

  async function reloadLatest() {
    if (draft.unsaved && !window.confirm(RELOAD_LOSES_EDITS)) return;
    await draft.reloadLatest();
  }

  /** Adds the generator's proposed category and picks it (saved with the next Save). */
  async function addCategory(name: string) {
    try {
      const created = await call<{ id: number; name: string }>("/api/admin/taxonomy/categories", {
        method: "POST",
        body: { name },
      });
      setCategories((list) => [...list, { id: created.id, name: created.name, slug: "" }]);
      update("categoryId", String(created.id));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, "Failed to add the category"), variant: "destructive" });
    }
  }

  async function keepMyEdits() {
    try {
      await draft.keepMyEdits();
      toast({ title: "Edits Kept", description: KEPT_EDITS_MESSAGE });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, FETCH_FAILED), variant: "destructive" });
    }
  }

  async function save() {
    setSubmitted(true);
    if (!check.ok) {
      setPreview(false);
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      // Pasted images still uploading would be saved as data the sanitiser drops: wait for their URLs.
      const uploads = await richText.current?.finishImageUploads();
      if (uploads && uploads.notUploaded > 0) {
        toast({ title: "Save Failed", description: IMAGES_NOT_UPLOADED, variant: "destructive" });
        return;
      }
      const final =
        uploads && uploads.html !== form.content
          ? checkArticleForm({ ...form, content: uploads.html }, tags, stored.brutalScore)
          : check;
      if (!final.ok) {
        toast({
          title: "Save Failed",
          description: Object.values(final.errors)[0] ?? "Failed to save article",
          variant: "destructive",
        });
        return;
      }
      const input = final.input;
      if (articleId === null) {
        const created = await call<TAdminArticle>("/api/admin/articles", { method: "POST", body: input });
        toast({
          title: "Article Created",
          description: `"${created.title}" was saved as ${created.publishingStatus}.`,
        });
        // Saved: the move to the new article's edit page loses nothing.
        allowNextNavigation();
        navigate(`/admin/articles/edit/${created.id}`, { replace: true });
        return;
      }
      const updated = await call<TAdminArticle>(`/api/admin/articles/${articleId}`, {
        method: "PUT",
        body: { ...input, version },
      });
      draft.loadArticle(updated);
      draft.refreshRevisions();
      toast({ title: "Article Updated", description: `"${updated.title}" was saved as ${updated.publishingStatus}.` });
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409 && typeof error.body.currentVersion === "number") {
        // Someone saved a newer version: never overwrite it silently; the admin decides to reload.
        draft.setConflict(error.message);
        toast({
          title: "Save Conflict",
          description: error.message,
          variant: "destructive",
          action: {
            label: "Reload",
            altText: "Reload the latest version of the article",
            onClick: () => void reloadLatest(),
          },
        });
      } else {
        toast({
          title: "Save Failed",
          description: errorMessage(error, "Failed to save article"),
          variant: "destructive",
        });
      }
    } finally {
      setSaving(false);
    }
  }

  const closeEditor = () => navigate("/admin");

  if (loadState === "failed") {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-white">Edit Article</h1>
        <p role="alert" className="mt-4 text-red-300">
          {FETCH_FAILED}
        </p>
        <button type="button" className={`${BUTTON_CLASSES.secondary} mt-6`} onClick={closeEditor}>
          Back to articles
        </button>
      </div>
    );
  }

  const showScore = showsScoreField(form.articleType);
  const hasVerdict = form.articleType === "review" || form.articleType === "saas";
  // The score the saved article would have: the typed one while the field shows, the stored one while hidden.
  const typedScore = form.brutalScore.trim() === "" ? null : Number(form.brutalScore);
  const previewScore = showScore ? (Number.isFinite(typedScore) ? typedScore : null) : stored.brutalScore;
  return (
    <div>
      <div className="sticky top-0 z-30 border-b border-line bg-ink/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Tip label="Back to articles">
              <button
                type="button"
                onClick={closeEditor}
                aria-label="Back to articles"
                className={`${BUTTON_CLASSES.ghost} px-3`}
              >
                <span aria-hidden="true">←</span>
              </button>
            </Tip>
            <h1 className="text-xl font-bold text-white">{isNew ? "New Article" : "Edit Article"}</h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {articleId !== null && loadState === "ready" && (
              <AiReviseDialog
                articleId={articleId}
                current={{
                  title: form.title,
                  excerpt: form.excerpt,
                  content: form.content,
                  articleType: form.articleType,
                }}
                onRevised={applyRevision}
              />
            )}
            <button
              type="button"
              className={BUTTON_CLASSES.secondary}
              aria-pressed={preview}
              onClick={() => setPreview((on) => !on)}
            >
              {preview ? "Edit" : "Preview"}
            </button>
            <button
              type="button"
              className={BUTTON_CLASSES.primary}
              disabled={saving || loadState !== "ready"}
              onClick={save}
            >
              {saving ? "Saving..." : "Save"}
            </button>
          </div>
        </div>
      </div>

      {loadState === "loading" ? (
        <p className="mx-auto max-w-7xl px-4 py-10 text-zinc-400">Loading article...</p>
      ) : (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-6">
            {conflict && (
              <div
                role="alert"
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-500/50 bg-red-500/10 px-4 py-3 text-sm text-red-100"
              >
                <p>{conflict}</p>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => void keepMyEdits()}>
                    Keep my edits
                  </button>
                  <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => void reloadLatest()}>
                    Reload latest version
                  </button>
                </div>
              </div>
            )}
            {draft.fromListItem && (
              <p
                role="status"
                className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100"
              >
                {FETCH_FAILED}: showing the copy from the article list. Saving still checks that nobody has saved a
                newer version since the list was loaded.
              </p>
            )}

            {preview && (
              <ArticlePreview
                article={{
                  title: form.title,
                  excerpt: form.excerpt,
                  content: form.content,
                  articleType: form.articleType,
                  featuredImage: form.featuredImage.trim(),
                  brutalScore: previewScore,
                  storedReviewSummary: stored.reviewSummary,
                }}
              />
            )}

            <div className={preview ? "hidden" : "grid gap-6"}>
              <Panel title="Article Content">
                <Field label="Title" error={errors.title}>
                  {(props) => (
                    <input
                      {...props}
                      value={form.title}
                      onChange={(event) => updateTitle(event.target.value)}
                      placeholder="Article title"
                      className={INPUT_CLASS}
                    />
                  )}
                </Field>
                <Field
                  label="Slug"
                  error={errors.slug}
                  hint={isNew ? "Follows the title until you edit it." : undefined}
                >
                  {(props) => (
                    <input
                      {...props}
                      value={form.slug}
                      onChange={(event) => {
                        setSlugEdited(true);
                        update("slug", event.target.value);
                      }}
                      placeholder="article-url-slug"
                      className={`${INPUT_CLASS} font-mono`}
                    />
                  )}
                </Field>
                <Field label="Excerpt" error={errors.excerpt}>
                  {(props) => (
                    <textarea
                      {...props}
                      rows={3}
                      value={form.excerpt}
                      onChange={(event) => update("excerpt", event.target.value)}
                      placeholder="A short summary shown on cards"
                      className={INPUT_CLASS}
                    />
                  )}
                </Field>
                <div className="grid gap-1.5">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span id="article-content-label" className="text-sm font-medium text-zinc-200">
                      Content
                    </span>
                    <div className="flex flex-wrap gap-2" role="group" aria-label="Insert">
                      <ButtonInsertDialog onInsert={(html) => richText.current?.insertHtml(html)} />
                      <BoxInsertDialog onInsert={(html) => richText.current?.insertBlock(html)} />
                      <VideoInsertDialog onInsert={(html) => richText.current?.insertBlock(html)} />
                      {hasVerdict && <VerdictInsertDialog onInsert={(html) => richText.current?.insertBlock(html)} />}
                    </div>
                  </div>
                  {hasVerdict && <p className="text-xs text-zinc-400">{VERDICT_HINT}</p>}
                  <RichTextEditor
                    ref={richText}
                    label="Content"
                    value={form.content}
                    onChange={(html) => update("content", html)}
                    height={500}
                    placeholder="Write the article..."
                    invalid={Boolean(errors.content)}
                    uploadImage={uploadImage}
                  />
                  {errors.content && (
                    <p className="text-sm text-red-400" data-field-error>
                      {errors.content}
                    </p>
                  )}
                </div>
              </Panel>
            </div>
          </div>

          <aside className="grid content-start gap-6">
            <PublishingPanel
              form={form}
              errors={errors}
              categories={categories}
              update={update}
              proposedCategory={draft.proposedCategory}
              onAcceptProposal={(name) => void addCategory(name)}
            />
            <ScorePanel form={form} errors={errors} update={update} />
            <SeoPanel form={form} errors={errors} update={update} />

            {draft.grounding && (draft.grounding.draftReason || draft.grounding.unsupportedFigures.length > 0) && (
              <Panel title="Generation check">
                {draft.grounding.draftReason && <p className="text-sm text-amber-200">{draft.grounding.draftReason}</p>}
                <FactCheckList figures={draft.grounding.unsupportedFigures} />
              </Panel>
            )}

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
