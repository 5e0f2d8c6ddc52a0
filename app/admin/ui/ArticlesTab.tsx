// The Articles tab: search by title or author, status and type filters, cards with view/edit/delete, load more.
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ARTICLE_TYPES, PUBLISHING_STATUSES, findSectionForType } from "~/articles/article-types";
import { errorMessage } from "./admin-api";
import { useAdminSession } from "./admin-session";
import type { TAdminListItem } from "./article-form";
import { AdminArticleRow } from "./AdminArticleRow";
import { BUTTON_CLASSES, INPUT_CLASS } from "./controls";
import { useToast } from "./toast";

export const ADMIN_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export function ArticlesTab() {
  const { call } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [type, setType] = useState("");
  const [limit, setLimit] = useState(ADMIN_PAGE_SIZE);
  const [articles, setArticles] = useState<TAdminListItem[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const next = searchInput.trim();
    if (next === search) return;
    const timer = window.setTimeout(() => {
      setSearch(next);
      setLimit(ADMIN_PAGE_SIZE); // a new search starts again at the first page
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput, search]);

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams({ limit: String(limit) });
    if (status) params.set("status", status);
    if (type) params.set("type", type);
    if (search) params.set("search", search);
    setLoading(true);
    call<TAdminListItem[]>(`/api/admin/articles?${params}`)
      .then((list) => {
        if (!current) return;
        setArticles(list);
        setFailed(false);
      })
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [call, limit, status, type, search, reloadKey]);

  const refresh = useCallback(() => setReloadKey((key) => key + 1), []);

  async function handleDelete(article: TAdminListItem) {
    if (!window.confirm(`Are you sure you want to delete "${article.title}"? This action cannot be undone.`)) return;
    try {
      await call(`/api/admin/articles/${article.id}`, { method: "DELETE" });
      toast({ title: "Article Deleted", description: "The article has been permanently deleted" });
      refresh();
    } catch (error) {
      toast({
        title: "Delete Failed",
        description: errorMessage(error, "Failed to delete article"),
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="grid gap-3 rounded-xl border border-line bg-panel p-4 md:grid-cols-[1fr_12rem_12rem]">
        <div>
          <label htmlFor="admin-article-search" className="sr-only">
            Search articles
          </label>
          <input
            id="admin-article-search"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Search by title or author..."
            className={INPUT_CLASS}
          />
        </div>
        <div>
          <label htmlFor="admin-status-filter" className="sr-only">
            Filter by status
          </label>
          <select
            id="admin-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setLimit(ADMIN_PAGE_SIZE); // a new filter starts again at the first page
            }}
            className={INPUT_CLASS}
          >
            <option value="">All statuses</option>
            {PUBLISHING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]!.toUpperCase() + value.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-type-filter" className="sr-only">
            Filter by type
          </label>
          <select
            id="admin-type-filter"
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setLimit(ADMIN_PAGE_SIZE);
            }}
            className={INPUT_CLASS}
          >
            <option value="">All types</option>
            {ARTICLE_TYPES.map((value) => (
              <option key={value} value={value}>
                {findSectionForType(value).label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {failed && (
        <p role="alert" className="rounded-md border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
          Failed to fetch articles{" "}
          <button type="button" onClick={refresh} className="ml-2 underline">
            Try again
          </button>
        </p>
      )}

      {articles === null && loading && <p className="text-sm text-zinc-400">Loading articles...</p>}
      {articles !== null && articles.length === 0 && !failed && (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-sm text-zinc-400">
          No articles match.
        </p>
      )}

      {articles !== null && articles.length > 0 && (
        <ul aria-label="Articles" aria-busy={loading} className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {articles.map((article) => (
            <AdminArticleRow
              key={article.id}
              article={article}
              onEdit={() => navigate(`/admin/articles/edit/${article.id}`, { state: { article } })}
              onDelete={() => handleDelete(article)}
            />
          ))}
        </ul>
      )}

      {articles !== null && articles.length >= limit && (
        <div className="flex justify-center">
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            disabled={loading}
            onClick={() => setLimit((n) => n + ADMIN_PAGE_SIZE)}
          >
            {loading ? "Loading..." : "Load More"}
          </button>
        </div>
      )}
    </div>
  );
}
