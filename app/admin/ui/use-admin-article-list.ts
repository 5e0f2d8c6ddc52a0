// The Articles tab's list: the search (sent once typing pauses), status and type filters, pages of 20 loaded one
// more at a time, and a refresh after a change. A new search or filter starts again at the first page.
import { useCallback, useEffect, useState } from "react";
import { useAdminSession } from "./admin-session";
import type { TAdminListItem } from "./article-form";

export const ADMIN_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export function useAdminArticleList() {
  const { call } = useAdminSession();
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatusFilter] = useState("");
  const [type, setTypeFilter] = useState("");
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
      setLimit(ADMIN_PAGE_SIZE);
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

  return {
    articles,
    loading,
    failed,
    /** More may follow: the last page came back full. */
    hasMore: articles !== null && articles.length >= limit,
    filters: { searchInput, status, type },
    setSearchInput,
    setStatus(value: string) {
      setStatusFilter(value);
      setLimit(ADMIN_PAGE_SIZE);
    },
    setType(value: string) {
      setTypeFilter(value);
      setLimit(ADMIN_PAGE_SIZE);
    },
    loadMore: () => setLimit((n) => n + ADMIN_PAGE_SIZE),
    refresh,
  };
}
