// The Articles tab: search by title or author, status and type filters, cards with view/edit/delete, load more.
// The list and its filters are use-admin-article-list.ts; this screen shows them and deletes.
import { useNavigate } from "react-router";
import { errorMessage } from "./admin-api";
import { useAdminSession } from "./admin-session";
import type { TAdminListItem } from "./article-form";
import { AdminArticleRow } from "./AdminArticleRow";
import { ArticleListFilters } from "./ArticleListFilters";
import { BUTTON_CLASSES } from "./controls";
import { useToast } from "./toast";
import { useAdminArticleList } from "./use-admin-article-list";

export function ArticlesTab() {
  const { call } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const list = useAdminArticleList();
  const { articles, loading, failed, refresh } = list;

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
      <ArticleListFilters
        {...list.filters}
        onSearchInput={list.setSearchInput}
        onStatus={list.setStatus}
        onType={list.setType}
      />

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

      {list.hasMore && (
        <div className="flex justify-center">
          <button type="button" className={BUTTON_CLASSES.secondary} disabled={loading} onClick={list.loadMore}>
            {loading ? "Loading..." : "Load More"}
          </button>
        </div>
      )}
    </div>
  );
}
