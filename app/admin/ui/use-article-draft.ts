// The article an editor works on: the form, the version it was read at, what was loaded (to tell unsaved work),
// and the ways to (re)load it, including after a save conflict, keeping one's own edits or not.
import { useCallback, useEffect, useState } from "react";
import { useAdminSession } from "./admin-session";
import {
  articleToForm,
  emptyArticleForm,
  hasUnsavedChanges,
  type TAdminArticle,
  type TAdminListItem,
  type TArticleForm,
} from "./article-form";
import { useToast } from "./toast";

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

  const [proposedCategory, setProposedCategory] = useState<string | null>(null);
  // A generated article's fact check and draft reason, shown beside the form.
  const [grounding, setGrounding] = useState<TAdminArticle["generation"]>(null);

  const loadArticle = useCallback(
    (article: TAdminListItem & Pick<TAdminArticle, "proposedCategory" | "generation">) => {
      const loaded = articleToForm(article);
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
    try {
      loadArticle(await call<TAdminArticle>(`/api/admin/articles/${articleId}`));
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

  /** After a conflict: the other version replaces the form (the admin confirmed losing their edits). */
  async function reloadLatest() {
    setLoadState("loading");
    await fetchArticle();
    setRevisionsKey((key) => key + 1);
  }

  /**
   * After a conflict: keep the form as it is and build on the newest saved version, so the next Save stores these
   * edits as the newest version and the other one stays in Revisions.
   */
  async function keepMyEdits() {
    if (articleId === null) return;
    const latest = await call<TAdminArticle>(`/api/admin/articles/${articleId}`);
    setVersion(latest.version);
    setStored({ brutalScore: latest.brutalScore });
    setLoadedForm(articleToForm(latest));
    setConflict(null);
    setRevisionsKey((key) => key + 1);
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
    conflict,
    setConflict,
    revisionsKey,
    refreshRevisions: () => setRevisionsKey((key) => key + 1),
    unsaved: loadState === "ready" && hasUnsavedChanges(form, loadedForm),
    loadArticle,
    reloadLatest,
    keepMyEdits,
  };
}
