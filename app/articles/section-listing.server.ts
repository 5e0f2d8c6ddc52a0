// Loads one section page's data from its URL (?limit, ?category, ?search, ?sort, ?before, ?after), so filters,
// "load more" and the older/newer page links are plain links and forms that work before, and without, JavaScript.
import { z } from "zod";
import type { ContentMemo } from "~/cache/content-memo.server";
import type { TDatabase } from "~/db/client.server";
import type { TArticleCard } from "./article-card";
import type { TCategory } from "./article-shape";
import type { TArticleType } from "./article-types";
import { MAX_ROW_ID } from "~/db/row-id";
import { findPublishedArticleCards, MAX_LIST_LIMIT } from "./find-published-articles.server";
import type { TListPageStart } from "./section-pages";
import { findCategoryBySlug, listCategoriesOfSection } from "./list-taxonomy.server";
import { findRenamedCategorySlug, redirectToCategory } from "./category-slug-redirect.server";

export interface TSectionPaging {
  initial: number;
  step: number;
}

// The paging table of spec section 9.
export const SECTION_PAGING: Record<TArticleType, TSectionPaging> = {
  review: { initial: 12, step: 12 },
  versus: { initial: 12, step: 12 },
  interview: { initial: 12, step: 12 },
  award: { initial: 12, step: 12 },
  "how-to": { initial: 50, step: 50 },
  "tech-news": { initial: 50, step: 50 },
  saas: { initial: 24, step: 24 },
};

export interface TSectionListing {
  articles: TArticleCard[];
  limit: number;
  nextLimit: number | null;
  categories: TCategory[];
  category: string;
  search: string;
  sort: "newest" | "rating" | "title";
  /** The page next to an article (`?before=` or `?after=` its id), or null for the list's first page. */
  start: TListPageStart | null;
  /** The id for the older page's `?before=`, or null when this page reaches the end of the list. */
  olderBefore: number | null;
  /** The id for the newer page's `?after=`, or null on the first page. */
  newerAfter: number | null;
}

// Keyset pages (the newest-first list, no search): a page deep in the list costs what the first does.
const ZPageStartId = z.coerce.number().int().min(1).max(MAX_ROW_ID).optional().catch(undefined);

export const ZSectionQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).optional().catch(undefined),
  category: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !v.includes("\u0000"))
    .optional()
    .catch(undefined),
  search: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !v.includes("\u0000"))
    .optional()
    .catch(undefined),
  sort: z.enum(["newest", "rating", "title"]).optional().catch(undefined),
  before: ZPageStartId,
  after: ZPageStartId,
});

export async function loadSectionListing(
  db: TDatabase,
  request: Request,
  type: TArticleType,
  // With a memo, lists without a search are read once per content change (the memo forgets them on every change).
  options: { withCategories?: boolean; memo?: ContentMemo } = {},
): Promise<TSectionListing> {
  const url = new URL(request.url);
  const query = ZSectionQuery.parse(Object.fromEntries(url.searchParams));
  const paging = SECTION_PAGING[type];
  const limit = query.limit ?? paging.initial;
  const category = query.category && query.category !== "all" ? query.category : "";
  if (category && !/^\d+$/.test(category)) {
    // An old address of a renamed or merged category leads to its current one (301), kept until the next change.
    const readRenamed = () => findRenamedCategorySlug(db, category);
    const renamed = await (options.memo ? options.memo.get(`category-slug:${category}`, readRenamed) : readRenamed());
    if (renamed) throw redirectToCategory(request, renamed);
  }
  const search = query.search ?? "";
  const sort = query.sort ?? "newest";
  // Older and newer pages exist for the newest-first list; a search or another order grows by "load more" only.
  const pages = !search && sort === "newest";
  const askedStart: TListPageStart | null = !pages
    ? null
    : query.before
      ? { before: query.before }
      : query.after
        ? { after: query.after }
        : null;
  const memo = search || askedStart ? undefined : options.memo;
  // One more than the page shows is read: whether there is a page beyond it.
  const list = { type, limit: limit + 1, category: category || undefined, search: search || undefined, sort };
  const readFirstPage = () => findPublishedArticleCards(db, list);
  const readCategories = () => listCategoriesOfSection(db, type);
  const [startedCards, categories] = await Promise.all([
    askedStart
      ? findPublishedArticleCards(db, list, askedStart)
      : memo
        ? memo.get(`section:${type}:${limit}:${sort}:${category}`, readFirstPage)
        : readFirstPage(),
    options.withCategories
      ? options.memo
        ? options.memo.get(`section-categories:${type}`, readCategories)
        : readCategories()
      : Promise.resolve([]),
  ]);
  // The chosen category stays chosen in the filter although the section has no article in it (yet): the filter
  // never says "All categories" above "No articles in this category".
  const shownCategories =
    options.withCategories && category && !/^\d+$/.test(category) && !categories.some((c) => c.slug === category)
      ? [...categories, ...(await findCategoryBySlug(db, category))]
      : categories;
  const beyond = startedCards.length > limit;
  // A newer page with nothing newer beyond it reaches the start of the list: that is the first page.
  const start = askedStart && "after" in askedStart && !beyond ? null : askedStart;
  const cards = start === askedStart ? startedCards : await readFirstPage();
  // A newer page was read upwards from its start: the extra card is its newest.
  const articles = start && "after" in start ? cards.slice(-limit) : cards.slice(0, limit);
  const olderFollow = start && "after" in start ? true : cards.length > limit;
  // The button shows only when the result count reaches the current limit.
  const full = articles.length >= limit;
  const nextLimit = full && limit < MAX_LIST_LIMIT ? Math.min(limit + paging.step, MAX_LIST_LIMIT) : null;
  return {
    articles,
    limit,
    nextLimit,
    categories: shownCategories,
    category,
    search,
    sort,
    start,
    olderBefore: pages && olderFollow && articles.length > 0 ? articles.at(-1)!.id : null,
    // A page that starts next to an article has that article, at least, above it.
    newerAfter: start && articles.length > 0 ? articles[0]!.id : null,
  };
}
