// Where a link to an address that shows no article leads, so links in other articles never break: an old slug of
// a published article to its address now (permanent), an article taken off the site after it was public to its
// section (temporary). An article that was never public stays unknown: a scheduled one must not show through.
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, articleSlugHistory } from "~/db/schema";
import { findSectionForType } from "./article-types";

export interface TArticleRedirect {
  location: string;
  status: 301 | 302;
}

export async function findArticleRedirect(db: TDatabase, slug: string): Promise<TArticleRedirect | null> {
  if (slug.length > 255 || slug.includes("\u0000")) return null;
  const [row] = await db
    .select({
      slug: articles.slug,
      articleType: articles.articleType,
      publishingStatus: articles.publishingStatus,
    })
    .from(articles)
    .where(
      and(
        isNotNull(articles.publishedAt),
        or(
          eq(articles.slug, slug),
          eq(
            articles.id,
            sql`(select ${articleSlugHistory.articleId} from ${articleSlugHistory} where ${articleSlugHistory.slug} = ${slug})`,
          ),
        ),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.publishingStatus === "published") {
    return row.slug === slug ? null : { location: `/article/${encodeURIComponent(row.slug)}`, status: 301 };
  }
  return { location: findSectionForType(row.articleType).path, status: 302 };
}
