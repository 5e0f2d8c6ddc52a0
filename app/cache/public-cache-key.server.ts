// The key a public answer is cached under, and the URL it is rendered from: the parameters its route reads, written
// the one way the route understands them, so values that give the same answer share one render and one entry
// (attack run 3, finding N9: 1,500 distinct `exclude` values on /api/articles cost 86 s of CPU and 300 MB).
// - Every route: unknown parameters dropped, names sorted (publicUrl); routes that read none keep only React
//   Router's own (`_routes` and `index` of a data request, `paths` and `version` of its manifest).
// - Section pages and search: values their loaders ignore (not a whole number, out of range, an unknown sort) are
//   dropped, defaults left out, numbers written plainly, search text trimmed and its spaces folded.
// - The list API: validated by its own schema (a refused query keeps its URL: a 400 is never stored); defaults left
//   out, the limit capped as the route caps it, a category slug and the search (matched without case) lowercased,
//   and `exclude` kept only when it names an article the list would show: any other id answers the plain list.
// What can still differ (search text, a listed `exclude`, pages of a long section) is bounded in memory by the
// cache's room for answers with parameters (ResponseCache's maxVariantBytes).
import { MAX_LIST_LIMIT, ZListArticlesQuery, type TListArticlesQuery } from "~/articles/find-published-articles.server";
import { SECTIONS } from "~/articles/article-types";
import { SEARCH_PAGE_SIZE, ZSearchPageQuery } from "~/articles/search-articles.server";
import { normalizeSearchQuery } from "~/articles/search-text";
import { SECTION_PAGING, ZSectionQuery } from "~/articles/section-listing.server";
import { publicUrl } from "./response-cache.server";

const DEFAULT_LIST_LIMIT = 50;
const DATA_SUFFIX = ".data";

export interface TPublicKeyLookups {
  /** The ids the list API answers for a query (its `exclude` left out), in its order. */
  listedIds(query: TListArticlesQuery): Promise<number[]>;
}

type TParameters = Record<string, string | undefined>;

// Single values as the routes read them: the last of a repeated name (URLSearchParams into an object).
function lastValues(url: URL, except: readonly string[] = []): TParameters {
  const values: TParameters = {};
  for (const [name, value] of url.searchParams) if (!except.includes(name)) values[name] = value;
  return values;
}

function withParameters(url: URL, parameters: TParameters, kept: readonly [string, string][]): URL {
  const entries = [
    ...kept,
    ...Object.entries(parameters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = new URL(url.pathname, url.origin);
  for (const [name, value] of entries) canonical.searchParams.append(name, value);
  return canonical;
}

const text = (value: number | undefined, unless?: number) =>
  value === undefined || value === unless ? undefined : String(value);

function sectionParameters(url: URL, initialLimit: number): TParameters {
  const query = ZSectionQuery.parse(lastValues(url));
  const search = query.search || undefined;
  const sort = query.sort === "newest" ? undefined : query.sort;
  const category = query.category && query.category !== "all" ? query.category : undefined;
  // Older and newer pages exist for the newest-first list without a search; `before` wins, as in the loader.
  const pages = !search && !sort;
  return {
    limit: text(query.limit, initialLimit),
    category,
    search,
    sort,
    before: pages ? text(query.before) : undefined,
    after: pages && query.before === undefined ? text(query.after) : undefined,
  };
}

function searchParameters(url: URL): TParameters {
  const query = ZSearchPageQuery.parse(lastValues(url));
  return { q: normalizeSearchQuery(query.q) || undefined, limit: text(query.limit, SEARCH_PAGE_SIZE) };
}

async function listParameters(url: URL, lookups: TPublicKeyLookups): Promise<TParameters | null> {
  const parsed = ZListArticlesQuery.safeParse(lastValues(url));
  if (!parsed.success) return null;
  const query = parsed.data;
  const category = query.category && !/^\d+$/.test(query.category) ? query.category.toLowerCase() : query.category;
  const search = query.search ? query.search.toLowerCase() : undefined;
  const listed =
    query.exclude === undefined ? [] : await lookups.listedIds({ ...query, category, search, exclude: undefined });
  return {
    type: query.type,
    limit: text(Math.min(query.limit, MAX_LIST_LIMIT), DEFAULT_LIST_LIMIT),
    category: category && /^\d+$/.test(category) ? String(Number(category)) : category,
    search,
    sort: query.sort === "newest" ? undefined : query.sort,
    exclude: query.exclude !== undefined && listed.includes(query.exclude) ? String(query.exclude) : undefined,
  };
}

/** The URL a public GET is rendered from and cached under (its path and search are the cache's key). */
export async function publicCacheUrl(requested: URL, lookups: TPublicKeyLookups): Promise<URL> {
  const url = publicUrl(requested);
  const isData = url.pathname.endsWith(DATA_SUFFIX);
  const route = isData ? url.pathname.slice(0, -DATA_SUFFIX.length) : url.pathname;
  // React Router's own parameters (of a data request, of its route manifest) stay as they are.
  const ownNames = isData ? ["_routes", "index"] : url.pathname === "/__manifest" ? ["paths", "version"] : [];
  const own = [...url.searchParams].filter(([name]) => ownNames.includes(name));
  const section = SECTIONS.find((candidate) => candidate.path === route);
  if (section) return withParameters(url, sectionParameters(url, SECTION_PAGING[section.type].initial), own);
  if (route === "/search") return withParameters(url, searchParameters(url), own);
  if (url.pathname === "/api/articles") {
    const parameters = await listParameters(url, lookups);
    return parameters ? withParameters(url, parameters, []) : url;
  }
  // Every other public answer (the home page, articles, feeds...) reads no parameter of its own.
  return withParameters(url, {}, own);
}
