// Whether the site already has an article about a product: one whose source addresses include the same product
// address or the same shop id (when several products are named, as a comparison does, all of them), or whose title
// is very close (trigram similarity, through the title's trigram index). Deleted articles do not count.
import { and, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import type { TProductIdentity } from "./product-identity";

/** Titles at least this similar (pg_trgm's similarity, 0 to 1) name the same article. */
export const CLOSE_TITLE_SIMILARITY = 0.75;

export interface TDuplicateArticle {
  id: number;
  title: string;
  slug: string;
  publishingStatus: string;
  /** Why it counts as the same product, for the editor. */
  reason: string;
  editUrl: string;
}

// The article's source addresses as normalizeProductAddress writes them, and their ASINs.
const sourceAddresses = sql`(select coalesce(array_agg(lower(regexp_replace(regexp_replace(regexp_replace(s.url,
  '^https?://(www\\.)?', '', 'i'), '[?#].*$', ''), '/+$', ''))), '{}') from jsonb_array_elements_text(${articles.sourceUrls}) s(url))`;
const sourceShopIds = sql`(select coalesce(array_agg(upper(m[1])), '{}') from jsonb_array_elements_text(${articles.sourceUrls}) s(url),
  regexp_matches(s.url, '/(?:dp|gp/product|gp/aw/d|exec/obidos/asin)/([A-Za-z0-9]{10})(?:[/?#]|$)') m)`;

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export async function findDuplicateArticle(
  db: TDatabase,
  identity: TProductIdentity,
): Promise<TDuplicateArticle | null> {
  // Addresses with a query (a video) are compared on the address alone, as the SQL above drops queries too.
  const addresses = identity.addresses.map((address) => address.replace(/\?.*$/, ""));
  const several = Math.max(addresses.length, identity.shopIds.length) > 1;
  const conditions: { condition: SQL; reason: string }[] = [];
  if (identity.shopIds.length > 0) {
    const ids = textArray(identity.shopIds);
    conditions.push({
      condition: several ? sql`${sourceShopIds} @> ${ids}` : sql`${sourceShopIds} && ${ids}`,
      reason: `the same shop id (${identity.shopIds.join(", ")})`,
    });
  }
  if (addresses.length > 0) {
    const list = textArray(addresses);
    conditions.push({
      condition: several ? sql`${sourceAddresses} @> ${list}` : sql`${sourceAddresses} && ${list}`,
      reason: "the same product address",
    });
  }
  if (identity.title) {
    conditions.push({
      condition: sql`(${articles.title} % ${identity.title} and similarity(${articles.title}, ${identity.title}) >= ${CLOSE_TITLE_SIMILARITY})`,
      reason: "a very close title",
    });
  }
  if (conditions.length === 0) return null;
  const which = sql<number>`(case ${sql.join(
    conditions.map((entry, index) => sql`when ${entry.condition} then ${index}`),
    sql` `,
  )} end)`;
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      publishingStatus: articles.publishingStatus,
      which: which.as("which"),
    })
    .from(articles)
    .where(
      and(
        ne(articles.publishingStatus, "deleted"),
        identity.articleType ? eq(articles.articleType, identity.articleType) : undefined,
        or(...conditions.map((entry) => entry.condition)),
      ),
    )
    .orderBy(which, desc(articles.updatedAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    publishingStatus: row.publishingStatus,
    reason: conditions[Number(row.which)]!.reason,
    editUrl: `/admin/articles/edit/${row.id}`,
  };
}

/**
 * Every article's product addresses and shop ids, read once for a bulk sheet: its rows are then compared in memory
 * (titles through the trigram index, one query a row without a product match).
 */
export async function loadProductIndex(db: TDatabase) {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      publishingStatus: articles.publishingStatus,
      articleType: articles.articleType,
      addresses: sql<string[]>`${sourceAddresses}`.as("addresses"),
      shopIds: sql<string[]>`${sourceShopIds}`.as("shop_ids"),
    })
    .from(articles)
    .where(and(ne(articles.publishingStatus, "deleted"), sql`jsonb_array_length(${articles.sourceUrls}) > 0`))
    .orderBy(desc(articles.updatedAt));
  type TRow = (typeof rows)[number];
  const byAddress = new Map<string, TRow>();
  const byShopId = new Map<string, TRow>();
  for (const row of rows) {
    for (const address of row.addresses) {
      const key = `${row.articleType} ${address}`;
      if (!byAddress.has(key)) byAddress.set(key, row);
    }
    for (const id of row.shopIds) {
      const key = `${row.articleType} ${id}`;
      if (!byShopId.has(key)) byShopId.set(key, row);
    }
  }
  const duplicate = (row: TRow, reason: string): TDuplicateArticle => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    publishingStatus: row.publishingStatus,
    reason,
    editUrl: `/admin/articles/edit/${row.id}`,
  });
  return {
    /**
     * The articles with a very close title of the same type, for many titles in one query (a sheet's keywords):
     * the index of each title that has one, with the closest.
     */
    async closeTitles(titles: { title: string; articleType: string }[]): Promise<Map<number, TDuplicateArticle>> {
      const found = new Map<number, TDuplicateArticle>();
      if (titles.length === 0) return found;
      // node-postgres and PGlite both answer a raw query with its rows.
      const result =
        (await db.execute(sql`select distinct on (k.i) k.i::int as i, a.id, a.title, a.slug, a.publishing_status
        from unnest(${textArray(titles.map((t) => t.title))}, ${textArray(titles.map((t) => t.articleType))})
          with ordinality as k(title, article_type, i)
        join ${articles} a on a.title % k.title and similarity(a.title, k.title) >= ${CLOSE_TITLE_SIMILARITY}
          and a.article_type = k.article_type and a.publishing_status <> 'deleted'
        order by k.i, similarity(a.title, k.title) desc, a.updated_at desc`)) as unknown as {
          rows: { i: number; id: number; title: string; slug: string; publishing_status: string }[];
        };
      for (const row of result.rows) {
        found.set(Number(row.i) - 1, {
          id: row.id,
          title: row.title,
          slug: row.slug,
          publishingStatus: row.publishing_status,
          reason: "a very close title",
          editUrl: `/admin/articles/edit/${row.id}`,
        });
      }
      return found;
    },
    /** The article a sheet row repeats by its product: the same shop id or product address. */
    findByProduct(identity: TProductIdentity): TDuplicateArticle | null {
      const addresses = identity.addresses.map((address) => address.replace(/\?.*$/, ""));
      const several = Math.max(addresses.length, identity.shopIds.length) > 1;
      const match = <T>(keys: string[], map: Map<string, T>) => {
        const found = keys.map((key) => map.get(`${identity.articleType ?? ""} ${key}`));
        if (several) return found.every((row) => row && row === found[0]) ? (found[0] ?? null) : null;
        return found.find((row) => row !== undefined) ?? null;
      };
      const byId = identity.shopIds.length > 0 ? match(identity.shopIds, byShopId) : null;
      if (byId) return duplicate(byId, `the same shop id (${identity.shopIds.join(", ")})`);
      const byUrl = addresses.length > 0 ? match(addresses, byAddress) : null;
      if (byUrl) return duplicate(byUrl, "the same product address");
      return null;
    },
  };
}
