// The article an editor works on: the form, the version it was read at, what was loaded (to tell unsaved work),
// and the ways to (re)load it, including after a save conflict, keeping one's own edits or not.
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useAdminSession } from "./admin-session";
import {
  articleToForm,
  emptyArticleForm,
  hasUnsavedChanges,
  sameFieldValue,
  type TAdminArticle,
  type TAdminListItem,
  type TArticleForm,
} from "./article-form";
import { clearLocalDraft, readLocalDraft, useDraftAutosave, type TLocalDraft } from "./draft-autosave";
import { mergeFields, type TFormField } from "./merge-fields";
import { useToast } from "./toast";

export interface TMergeReport {
  /** Fields only the other version changed, taken from it. */
  taken: TFormField[];
  /** Fields both changed: both values and the one the form holds. */
  conflicts: { field: TFormField; mine: string; theirs: string; pick: "mine" | "theirs" }[];
}

export type TEditorTarget = { kind: "new" } | { kind: "edit"; id: number; listItem: TAdminListItem | null };

export const FETCH_FAILED = "Failed to fetch full article data";

export function useArticleDraft(target: TEditorTarget) {
  const { call } = useAdminSession();
  const toast = useToast();
  const articleId = target.kind === "edit" ? target.id : null;
  const [loadState, setLoadState] = useState<"loading" | "ready" | "failed">(articleId === null ? "ready" : "loading");
  const [form, setForm] = useState<TArticleForm>(emptyArticleForm);
  // The form as last loaded or saved, to tell whether there is unsaved work.
  const [loadedForm, setLoadedForm] = useState<TArticleForm>(emptyArticleForm);
  const [tags, setTags] = useState<{ id: number }[]>([]);
  const [version, setVersion] = useState<number | undefined>(undefined);
  // What the article was loaded with: the score a save sends while its field is hidden.
  const [stored, setStored] = useState<{ brutalScore: number | null }>({ brutalScore: null });
  const [fromListItem, setFromListItem] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [revisionsKey, setRevisionsKey] = useState(0);

  // Unsaved work a session that ended left in this browser, offered back once the article is open; the autosave
  // starts once that offer is answered (or there was none).
  const draftKey = articleId === null ? "new" : String(articleId);
  const [keptDraft, setKeptDraft] = useState<TLocalDraft | null>(null);
  const [keptDraftChecked, setKeptDraftChecked] = useState(false);
  // Work kept as the session ended was put back in the form on opening (counted): the editor saves it at once.
  const [keptWorkRestored, setKeptWorkRestored] = useState(0);
  // After "Keep my edits": what the other version changed, and the fields both changed, for the admin to pick.
  const [merge, setMerge] = useState<TMergeReport | null>(null);

  const [proposedCategory, setProposedCategory] = useState<string | null>(null);
  // A generated article's fact check and draft reason, shown beside the form.
  const [grounding, setGrounding] = useState<TAdminArticle["generation"]>(null);
  const [previewPath, setPreviewPath] = useState<string | null>(null);

  const loadArticle = useCallback(
    // The list's copy (a failed load's fallback) lacks what only the article's own answer carries.
    (article: TAdminListItem & Partial<Pick<TAdminArticle, "proposedCategory" | "generation" | "previewPath">>) => {
      const loaded = articleToForm(article);
      setPreviewPath(article.previewPath ?? null);
      setProposedCategory(article.proposedCategory ?? null);
      setGrounding(article.generation ?? null);
      setForm(loaded);
      setLoadedForm(loaded);
      setTags(article.tags.map((tag) => ({ id: tag.id })));
      setVersion(article.version);
      setStored({ brutalScore: article.brutalScore });
      setConflict(null);
      setFromListItem(false);
    },
    [],
  );

  const fetchArticle = useCallback(async () => {
    if (articleId === null) return;
    await call<TAdminArticle>(`/api/admin/articles/${articleId}`).then(
      (article) => {
        loadArticle(article);
        setLoadState("ready");
      },
      () => {
        if (target.kind === "edit" && target.listItem) {
          // Spec: fall back to the list's copy of the article, and say so.
          loadArticle(target.listItem);
          setFromListItem(true);
          setLoadState("ready");
          toast({ title: "Error", description: FETCH_FAILED, variant: "destructive" });
        } else {
          setLoadState("failed");
        }
      },
    );
  }, [articleId, call, loadArticle, target, toast]);

  // Only on opening an article: a later reload is the admin's choice (conflict, restore).
  const fetchOnOpening = useEffectEvent(() => {
    void fetchArticle().then(() => {
      const kept = readLocalDraft(draftKey);
      if (kept && hasUnsavedChanges(kept.form, kept.base)) {
        if (kept.saveAfterLogin) {
          putBack(kept);
          setKeptWorkRestored((n) => n + 1);
        } else setKeptDraft(kept);
      } else clearLocalDraft(draftKey);
      setKeptDraftChecked(true);
    });
  });
  useEffect(() => fetchOnOpening(), [articleId]);

  const unsaved = loadState === "ready" && hasUnsavedChanges(form, loadedForm);
  const autosave = useDraftAutosave({
    article: draftKey,
    version,
    form,
    base: loadedForm,
    unsaved,
    enabled: loadState === "ready" && keptDraftChecked && keptDraft === null,
  });

  /** A kept draft replaces the form; made on an older version, it is saved against that one (a conflict then merges). */
  function putBack(kept: TLocalDraft) {
    setForm(kept.form);
    if (kept.version !== version) {
      setVersion(kept.version);
      setLoadedForm(kept.base);
    }
  }

  function restoreKeptDraft() {
    if (!keptDraft) return;
    putBack(keptDraft);
    setKeptDraft(null);
  }

  function discardKeptDraft() {
    clearLocalDraft(draftKey);
    setKeptDraft(null);
  }

  /** After a conflict: the other version replaces the form (the admin confirmed losing their edits). */
  async function reloadLatest() {
    setLoadState("loading");
    await fetchArticle();
    setRevisionsKey((key) => key + 1);
  }

  /**
   * After a conflict: build on the newest saved version, field by field. A field only the other version changed
   * takes its value, one only this editor changed keeps the edit, and one both changed keeps the edit until the
   * admin picks (pickField). The next Save stores the result as the newest version; the other stays in Revisions.
   */
  async function keepMyEdits() {
    if (articleId === null) return;
    const latest = await call<TAdminArticle>(`/api/admin/articles/${articleId}`);
    const theirs = articleToForm(latest);
    const result = mergeFields(loadedForm, form, theirs, sameFieldValue);
    setForm(result.merged);
    setVersion(latest.version);
    setStored({ brutalScore: latest.brutalScore });
    setTags(latest.tags.map((tag) => ({ id: tag.id })));
    setLoadedForm(theirs);
    setMerge({
      taken: result.theirs,
      conflicts: result.conflicts.map((field) => ({ field, mine: form[field], theirs: theirs[field], pick: "mine" })),
    });
    setConflict(null);
    setRevisionsKey((key) => key + 1);
  }

  function pickField(field: TFormField, pick: "mine" | "theirs") {
    if (!merge) return;
    const entry = merge.conflicts.find((conflictEntry) => conflictEntry.field === field);
    if (!entry) return;
    setForm((current) => ({ ...current, [field]: pick === "mine" ? entry.mine : entry.theirs }));
    setMerge({
      ...merge,
      conflicts: merge.conflicts.map((conflictEntry) =>
        conflictEntry.field === field ? { ...conflictEntry, pick } : conflictEntry,
      ),
    });
  }

  /** A save stored the form: nothing is left to keep in this browser, and no merge to show. */
  function saved() {
    autosave.forget();
    setMerge(null);
  }

  return {
    articleId,
    loadState,
    form,
    setForm,
    tags,
    version,
    stored,
    fromListItem,
    proposedCategory,
    grounding,
    previewPath,
    conflict,
    setConflict,
    revisionsKey,
    refreshRevisions: () => setRevisionsKey((key) => key + 1),
    unsaved,
    /** The saved article's public page when it is saved as published (what View article opens). */
    publicPath:
      articleId !== null && loadedForm.publishingStatus === "published" && loadedForm.slug
        ? `/article/${loadedForm.slug}`
        : null,
    loadArticle,
    reloadLatest,
    keepMyEdits,
    keptDraft,
    restoreKeptDraft,
    keptWorkRestored,
    discardKeptDraft,
    merge,
    pickField,
    dismissMerge: () => setMerge(null),
    saved,
  };
}
