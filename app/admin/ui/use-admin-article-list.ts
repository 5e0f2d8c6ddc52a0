// The Articles tab's list: the search (sent once typing pauses), status and type filters, pages of 20 loaded one
// more at a time, and a refresh after a change. A new search or filter starts again at the first page.
import { PRICE_ALERTS } from "./ArticleListFilters";
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
  // The request whose answer (or failure) came last: the list is loading while the wanted one is another.
  const [settledKey, setSettledKey] = useState<string | null>(null);
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

  const params = new URLSearchParams({ limit: String(limit) });
  if (status === PRICE_ALERTS) params.set("flag", "price");
  else if (status) params.set("status", status);
  if (type) params.set("type", type);
  if (search) params.set("search", search);
  const requestKey = `${params}#${reloadKey}`;
  const loading = settledKey !== requestKey;

  useEffect(() => {
    let current = true;
    const [query] = requestKey.split("#");
    call<TAdminListItem[]>(`/api/admin/articles?${query}`)
      .then((list) => {
        if (!current) return;
        setArticles(list);
        setFailed(false);
      })
      .catch(() => current && setFailed(true))
      .finally(() => current && setSettledKey(requestKey));
    return () => {
      current = false;
    };
  }, [call, requestKey]);

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
