// Loads one section page's data from its URL (?limit, ?category, ?search, ?sort), so filters and
// "load more" are plain links and forms that work before, and without, JavaScript.
import { z } from "zod";
import type { ContentMemo } from "~/cache/content-memo.server";
import type { TDatabase } from "~/db/client.server";
import type { TArticleCard } from "./article-card";
import type { TCategory } from "./article-shape";
import type { TArticleType } from "./article-types";
import { findPublishedArticleCards, MAX_LIST_LIMIT } from "./find-published-articles.server";
import { listCategoriesOfSection } from "./list-taxonomy.server";

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
}

const ZSectionQuery = z.object({
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
  const search = query.search ?? "";
  const sort = query.sort ?? "newest";
  const memo = search ? undefined : options.memo;
  const readCards = () =>
    findPublishedArticleCards(db, { type, limit, category: category || undefined, search: search || undefined, sort });
  const readCategories = () => listCategoriesOfSection(db, type);
  const [articles, categories] = await Promise.all([
    memo ? memo.get(`section:${type}:${limit}:${sort}:${category}`, readCards) : readCards(),
    options.withCategories
      ? options.memo
        ? options.memo.get(`section-categories:${type}`, readCategories)
        : readCategories()
      : Promise.resolve([]),
  ]);
  // The button shows only when the result count reaches the current limit.
  const nextLimit =
    articles.length >= limit && limit < MAX_LIST_LIMIT ? Math.min(limit + paging.step, MAX_LIST_LIMIT) : null;
  return { articles, limit, nextLimit, categories, category, search, sort };
}
