// Where an old category address leads: a category's earlier slugs (renamed, or merged into another) are kept in
// category_slug_redirects pointing at the category, so the answer is its current slug however many renames ago the
// link was made. A slug a category has now is never redirected; an unknown one leads nowhere.
import { and, eq, notExists } from "drizzle-orm";
import { redirect } from "react-router";
import type { TDatabase } from "~/db/client.server";
import { categories, categorySlugRedirects } from "~/db/schema";

/** The current slug of the category that once had `slug`, or null when `slug` is current or unknown. */
export async function findRenamedCategorySlug(db: TDatabase, slug: string): Promise<string | null> {
  const asked = slug.toLowerCase();
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(
      and(
        eq(categorySlugRedirects.oldSlug, asked),
        notExists(db.select({ id: categories.id }).from(categories).where(eq(categories.slug, asked))),
      ),
    );
  return row?.slug ?? null;
}

/** A permanent redirect to the same address with the category's current slug in its `?category=`. */
export function redirectToCategory(request: Request, slug: string): Response {
  const url = new URL(request.url);
  url.searchParams.set("category", slug);
  return redirect(`${url.pathname}${url.search}`, 301);
}
