// Which site pages a link may point at: a published article's address (never a draft's or a scheduled one's,
// which no reader can open yet), a section, and a section filtered by a category that exists.
import { inArray } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, categories } from "~/db/schema";
import { selectFromPublishedArticles } from "./article-rows.server";
import { sitePagePath, type TSitePage } from "./site-paths";

/** A body links to a bounded number of pages; more than this are judged unlinkable without a query. */
const MAX_PAGES_CHECKED = 500;

/** The written forms (`sitePagePath`) of the pages among `pages` that a reader can open now. */
export async function findLinkablePages(db: TDatabase, pages: readonly TSitePage[]): Promise<Set<string>> {
  const checked = pages.slice(0, MAX_PAGES_CHECKED);
  const slugs = [...new Set(checked.flatMap((page) => (page.kind === "article" ? [page.slug] : [])))];
  const categorySlugs = [
    ...new Set(checked.flatMap((page) => (page.kind === "section" && page.category ? [page.category] : []))),
  ];
  const [publishedSlugs, categoryRows] = await Promise.all([
    slugs.length === 0 ? [] : selectFromPublishedArticles(db, { slug: articles.slug }, inArray(articles.slug, slugs)),
    categorySlugs.length === 0
      ? []
      : db.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, categorySlugs)),
  ]);
  const published = new Set(publishedSlugs.map((row) => row.slug));
  const existingCategories = new Set(categoryRows.map((row) => row.slug));
  const linkable = new Set<string>();
  for (const page of checked) {
    const open =
      page.kind === "article"
        ? published.has(page.slug)
        : page.category === undefined || existingCategories.has(page.category);
    if (open) linkable.add(sitePagePath(page));
  }
  return linkable;
}
