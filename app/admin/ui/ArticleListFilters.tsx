// The Articles tab's search box and its status and type filters.
import { ARTICLE_TYPES, PUBLISHING_STATUSES, findSectionForType } from "~/articles/article-types";
import { INPUT_CLASS } from "./controls";

/** The status filter's last choice: reviews whose product became unavailable or whose price moved (app/prices/). */
export const PRICE_ALERTS = "price-alerts";

export function ArticleListFilters({
  searchInput,
  status,
  type,
  onSearchInput,
  onStatus,
  onType,
}: {
  searchInput: string;
  status: string;
  type: string;
  onSearchInput: (value: string) => void;
  onStatus: (value: string) => void;
  onType: (value: string) => void;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-line bg-panel p-4 md:grid-cols-[1fr_12rem_12rem]">
      <div>
        <label htmlFor="admin-article-search" className="sr-only">
          Search articles
        </label>
        <input
          id="admin-article-search"
          type="search"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
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
          onChange={(event) => onStatus(event.target.value)}
          className={INPUT_CLASS}
        >
          <option value="">All statuses</option>
          {PUBLISHING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value[0]!.toUpperCase() + value.slice(1)}
            </option>
          ))}
          <option value={PRICE_ALERTS}>Price or availability changed</option>
        </select>
      </div>
      <div>
        <label htmlFor="admin-type-filter" className="sr-only">
          Filter by type
        </label>
        <select
          id="admin-type-filter"
          value={type}
          onChange={(event) => onType(event.target.value)}
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
  );
}
