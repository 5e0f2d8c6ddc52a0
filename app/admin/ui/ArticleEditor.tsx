// The full-page article editor (new and edit): content, publishing, review score, SEO, preview, revisions, AI revise.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TCategory, TReviewSummary } from "~/articles/article-shape";
import { PUBLISHING_STATUSES, findSectionForType, type TArticleType } from "~/articles/article-types";
import { isMarkdown, markdownToHtml } from "~/content/markdown";
import { slugify } from "~/lib/slugify";
import { AdminApiError, errorMessage, requestJson } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { AiReviseDialog, type TAiRevision } from "./AiReviseDialog";
import { ArticlePreview } from "./ArticlePreview";
import {
  articleToForm,
  articleTypeOptions,
  checkArticleForm,
  emptyArticleForm,
  hasUnsavedChanges,
  showsScoreField,
  type TAdminArticle,
  type TAdminListItem,
  type TArticleForm,
} from "./article-form";
import { BUTTON_CLASSES, Field, INPUT_CLASS, Panel } from "./controls";
import { BoxInsertDialog, ButtonInsertDialog, VideoInsertDialog } from "./InsertDialogs";
import { FactCheckList } from "./generators/FactCheckList";
import { RevisionsPanel } from "./RevisionsPanel";
import { RichTextEditor, type TRichTextHandle } from "./RichTextEditor";
import { Tip } from "./Tip";
import { useToast } from "./toast";

export type TEditorTarget = { kind: "new" } | { kind: "edit"; id: number; listItem: TAdminListItem | null };

const TYPE_LABELS: Record<string, string> = {
  review: "Review",
  versus: "Versus",
  award: "Award",
  interview: "Interview",
};
const FETCH_FAILED = "Failed to fetch full article data";
const IMAGES_NOT_UPLOADED = "An image in the content is not uploaded yet. Save again to retry, or remove the image.";

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
  const articleId = target.kind === "edit" ? target.id : null;

  const [loadState, setLoadState] = useState<"loading" | "ready" | "failed">(isNew ? "ready" : "loading");
  const [form, setForm] = useState<TArticleForm>(emptyArticleForm);
  // The form as last loaded or saved, to tell whether a restore would throw edits away.
  const [loadedForm, setLoadedForm] = useState<TArticleForm>(emptyArticleForm);
  const [tags, setTags] = useState<{ id: number }[]>([]);
  const [version, setVersion] = useState<number | undefined>(undefined);
  // What the article was loaded with: the score a save sends while its field is hidden, and the stored summary
  // the preview shows when the body has none.
  const [stored, setStored] = useState<{ brutalScore: number | null; reviewSummary: TReviewSummary | null }>({
    brutalScore: null,
    reviewSummary: null,
  });
  const [fromListItem, setFromListItem] = useState(false);
  const [slugEdited, setSlugEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [revisionsKey, setRevisionsKey] = useState(0);
  const [categories, setCategories] = useState<TCategory[]>([]);
  const richText = useRef<TRichTextHandle>(null);
  const [grounding, setGrounding] = useState<TAdminArticle["generation"]>(null);

  const loadArticle = useCallback((article: TAdminListItem) => {
    const loaded = articleToForm(article);
    setForm(loaded);
    setLoadedForm(loaded);
    setTags(article.tags.map((tag) => ({ id: tag.id })));
    setVersion(article.version);
    setStored({ brutalScore: article.brutalScore, reviewSummary: article.reviewSummary });
    setConflict(null);
  }, []);

  const fetchArticle = useCallback(async () => {
    if (articleId === null) return;
    try {
      const article = await call<TAdminArticle>(`/api/admin/articles/${articleId}`);
      loadArticle(article);
      setGrounding(article.generation ?? null);
      setFromListItem(false);
      setLoadState("ready");
    } catch {
      if (target.kind === "edit" && target.listItem) {
        // Spec: fall back to the list's copy of the article, and say so.
        loadArticle(target.listItem);
        setFromListItem(true);
        setLoadState("ready");
        toast({ title: "Error", description: FETCH_FAILED, variant: "destructive" });
      } else {
        setLoadState("failed");
      }
    }
  }, [articleId, call, loadArticle, target, toast]);

  useEffect(() => {
    void fetchArticle();
    // Only on opening: a later reload is the admin's choice (conflict, restore).
  }, [articleId]);

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
    setLoadState("loading");
    await fetchArticle();
    setRevisionsKey((key) => key + 1);
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
        navigate(`/admin/articles/edit/${created.id}`, { replace: true });
        return;
      }
      const updated = await call<TAdminArticle>(`/api/admin/articles/${articleId}`, {
        method: "PUT",
        body: { ...input, version },
      });
      loadArticle(updated);
      setFromListItem(false);
      setRevisionsKey((key) => key + 1);
      toast({ title: "Article Updated", description: `"${updated.title}" was saved as ${updated.publishingStatus}.` });
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409 && typeof error.body.currentVersion === "number") {
        // Someone saved a newer version: never overwrite it silently; the admin decides to reload.
        setConflict(error.message);
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
                <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => void reloadLatest()}>
                  Reload latest version
                </button>
              </div>
            )}
            {fromListItem && (
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
                    </div>
                  </div>
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
            <Panel title="Publishing">
              <Field label="Status" error={errors.publishingStatus}>
                {(props) => (
                  <select
                    {...props}
                    value={form.publishingStatus}
                    onChange={(event) =>
                      update("publishingStatus", event.target.value as TArticleForm["publishingStatus"])
                    }
                    className={INPUT_CLASS}
                  >
                    {PUBLISHING_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {status[0]!.toUpperCase() + status.slice(1)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Article Type" error={errors.articleType}>
                {(props) => (
                  <select
                    {...props}
                    value={form.articleType}
                    onChange={(event) => update("articleType", event.target.value as TArticleType)}
                    className={INPUT_CLASS}
                  >
                    {articleTypeOptions(form.articleType).map((type) => (
                      <option key={type} value={type}>
                        {TYPE_LABELS[type] ?? findSectionForType(type).label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Category" error={errors.categoryId}>
                {(props) => (
                  <select
                    {...props}
                    value={form.categoryId}
                    onChange={(event) => update("categoryId", event.target.value)}
                    className={INPUT_CLASS}
                  >
                    <option value="">No category</option>
                    {categories.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </Panel>

            {showScore && (
              <Panel title="Review Settings">
                <Field label="Brutal Score" error={errors.brutalScore} hint="1 to 10, decimals allowed.">
                  {(props) => (
                    <input
                      {...props}
                      type="number"
                      min={1}
                      max={10}
                      step={0.1}
                      value={form.brutalScore}
                      onChange={(event) => update("brutalScore", event.target.value)}
                      placeholder="e.g. 7.5"
                      className={INPUT_CLASS}
                    />
                  )}
                </Field>
              </Panel>
            )}

            <Panel title="SEO">
              <Field label="Meta Title" error={errors.metaTitle}>
                {(props) => (
                  <input
                    {...props}
                    value={form.metaTitle}
                    onChange={(event) => update("metaTitle", event.target.value)}
                    placeholder="SEO title (max 60 characters)"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
              <Field label="Meta Description" error={errors.metaDescription}>
                {(props) => (
                  <textarea
                    {...props}
                    rows={3}
                    value={form.metaDescription}
                    onChange={(event) => update("metaDescription", event.target.value)}
                    placeholder="SEO description (max 160 characters)"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
              <Field label="Testing period" error={errors.testingPeriod}>
                {(props) => (
                  <input
                    {...props}
                    value={form.testingPeriod}
                    onChange={(event) => update("testingPeriod", event.target.value)}
                    placeholder="e.g. six weeks (leave empty if it was not tested)"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
              <Field label="Featured Image URL" error={errors.featuredImage}>
                {(props) => (
                  <input
                    {...props}
                    type="url"
                    value={form.featuredImage}
                    onChange={(event) => update("featuredImage", event.target.value)}
                    placeholder="https://example.com/image.jpg"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
            </Panel>

            {grounding && (grounding.draftReason || grounding.unsupportedFigures.length > 0) && (
              <Panel title="Generation check">
                {grounding.draftReason && <p className="text-sm text-amber-200">{grounding.draftReason}</p>}
                <FactCheckList figures={grounding.unsupportedFigures} />
              </Panel>
            )}

            {articleId !== null && (
              <RevisionsPanel
                articleId={articleId}
                refreshKey={revisionsKey}
                unsavedChanges={hasUnsavedChanges(form, loadedForm)}
                onRestored={(article) => {
                  loadArticle(article);
                  setFromListItem(false);
                  setPreview(false);
                  setRevisionsKey((key) => key + 1);
                }}
              />
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
