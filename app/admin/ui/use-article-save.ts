// Saving the editor's article: the form check (shown once Save was pressed, focus on the first bad field), waiting
// for pasted images, create or update, and a save conflict, which never overwrites a newer version silently.
import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import { AdminApiError, errorMessage } from "./admin-api";
import { useAdminSession } from "./admin-session";
import { checkArticleForm, type TAdminArticle } from "./article-form";
import type { TRichTextHandle } from "./RichTextEditor";
import { useToast } from "./toast";
import { FETCH_FAILED, type useArticleDraft } from "./use-article-draft";

const IMAGES_NOT_UPLOADED = "An image in the content is not uploaded yet. Save again to retry, or remove the image.";
export const RELOAD_LOSES_EDITS = "Load the newest saved version? Your unsaved edits in this editor will be lost.";
export const SAVING_KEPT_EDITS =
  "Your unsaved edits were kept in this browser when the session ended; they are being saved now.";
export const KEPT_EDITS_MESSAGE =
  "Your edits are kept. Save to make them the newest version; the other version stays in Revisions.";

export function useArticleSave({
  draft,
  richText,
  allowNextNavigation,
  onInvalid,
}: {
  draft: ReturnType<typeof useArticleDraft>;
  richText: RefObject<TRichTextHandle | null>;
  /** Lets the move to a newly created article's edit page pass the leave guard. */
  allowNextNavigation: () => void;
  /** The form has errors: the editor shows the fields again (leaves the preview). */
  onInvalid: () => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { articleId, form, tags, version, stored } = draft;
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [saving, setSaving] = useState(false);

  const check = useMemo(() => checkArticleForm(form, tags, stored.brutalScore), [form, tags, stored.brutalScore]);
  const errors = submitted && !check.ok ? check.errors : {};

  useEffect(() => {
    if (focusRequest === 0) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function reloadLatest() {
    if (draft.unsaved && !window.confirm(RELOAD_LOSES_EDITS)) return;
    await draft.reloadLatest();
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
      onInvalid();
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
        draft.saved();
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
      draft.saved();
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

  // Work kept when the session ended is saved as soon as the article is open again after the login (decision 050).
  const keptWorkSaved = useRef(0);
  const saveKeptWork = useEffectEvent(() => {
    toast({ title: "Saving Kept Edits", description: SAVING_KEPT_EDITS });
    void save();
  });
  useEffect(() => {
    if (draft.keptWorkRestored === keptWorkSaved.current || draft.loadState !== "ready") return;
    keptWorkSaved.current = draft.keptWorkRestored;
    saveKeptWork();
  }, [draft.keptWorkRestored, draft.loadState]);

  return { saving, errors, save, reloadLatest, keepMyEdits };
}
