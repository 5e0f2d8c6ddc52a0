// The price refresh: re-reads the retailer product pages of published reviews through the same page fetcher and
// retailer reader as the generators, one page at a time with a pause between two reads (a polite rate), stores
// each read in the history, keeps the review's price and availability with the time they were read, and flags a
// review whose product became unavailable or whose price moved more than the set share. The article's text (its
// verdict included) is never touched: the page shows the price beside the buy button from here (read with the
// article page's one query).
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, productPriceChecks, productPrices } from "~/db/schema";
import { isRetailerUrl } from "~/content/affiliate-links";
import type { TFetchPage } from "~/generation/page-fetcher.server";
import { readSource } from "~/generation/sources/read-source.server";
import { judgePriceChange } from "./price-change";

export interface TPriceRefreshSettings {
  PRICE_CHECK_INTERVAL_HOURS: number;
  PRICE_REFRESH_BATCH: number;
  PRICE_REFRESH_DELAY_MS: number;
  PRICE_MOVE_PERCENT: number;
}

export interface TPriceRefreshResult {
  checked: number;
  flagged: number;
  failed: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Published reviews with a retailer source whose price was never read or was read before `before`, oldest first. */
async function findDueReviews(db: TDatabase, before: Date, limit: number) {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      sourceUrls: articles.sourceUrls,
      referencePrice: productPrices.referencePrice,
    })
    .from(articles)
    .leftJoin(productPrices, eq(productPrices.articleId, articles.id))
    .where(
      and(
        eq(articles.publishingStatus, "published"),
        eq(articles.articleType, "review"),
        sql`jsonb_array_length(${articles.sourceUrls}) > 0`,
        or(isNull(productPrices.checkedAt), lt(productPrices.checkedAt, before)),
      ),
    )
    .orderBy(sql`${productPrices.checkedAt} asc nulls first`, asc(articles.id))
    .limit(limit * 4);
  return rows
    .flatMap((row) => {
      const productUrl = row.sourceUrls.find(isRetailerUrl);
      return productUrl ? [{ ...row, productUrl }] : [];
    })
    .slice(0, limit);
}

/** One review's page read now: its price, or that it has none (unavailable), or why it could not be read. */
async function readPrice(fetchPage: TFetchPage, url: string) {
  try {
    const facts = await readSource(fetchPage, url, "retailer-product");
    if (facts.kind !== "retailer-product") return { read: false as const, note: "The page is not a product page" };
    const price = facts.product.price ?? null;
    return {
      read: true as const,
      price,
      available: price !== null,
      note: price ? null : (facts.product.priceNote ?? null),
    };
  } catch (error) {
    return {
      read: false as const,
      note: error instanceof Error ? error.message.slice(0, 500) : "The page could not be read",
    };
  }
}

export async function refreshProductPrices(
  db: TDatabase,
  fetchPage: TFetchPage,
  settings: TPriceRefreshSettings,
  now: () => Date = () => new Date(),
): Promise<TPriceRefreshResult> {
  const before = new Date(now().getTime() - settings.PRICE_CHECK_INTERVAL_HOURS * 3_600_000);
  const due = await findDueReviews(db, before, settings.PRICE_REFRESH_BATCH);
  const result: TPriceRefreshResult = { checked: 0, flagged: 0, failed: 0 };
  for (const [index, review] of due.entries()) {
    if (index > 0) await sleep(settings.PRICE_REFRESH_DELAY_MS);
    const read = await readPrice(fetchPage, review.productUrl);
    const checkedAt = now();
    await db.transaction(async (tx) => {
      await tx.insert(productPriceChecks).values({
        articleId: review.id,
        checkedAt,
        price: read.read ? read.price : null,
        available: read.read ? read.available : null,
        note: read.note,
      });
      if (!read.read) return;
      // The first price read is the one later moves are measured from.
      const referencePrice = review.referencePrice ?? read.price;
      const flag = judgePriceChange({
        referencePrice,
        price: read.price,
        available: read.available,
        movePercent: settings.PRICE_MOVE_PERCENT,
      });
      const values = {
        productUrl: review.productUrl,
        price: read.price,
        available: read.available,
        checkedAt,
        referencePrice,
        flag,
      };
      await tx
        .insert(productPrices)
        .values({ articleId: review.id, ...values })
        .onConflictDoUpdate({
          target: productPrices.articleId,
          set: values,
        });
      // The article's pages show the price: every server drops them, as for a save (drizzle/0005's message).
      await tx.execute(
        sql`select pg_notify('content_changed', json_build_object('table', 'articles', 'id', ${review.id}::int, 'slugs', json_build_array(${review.slug}::text))::text)`,
      );
      if (flag) result.flagged++;
    });
    if (read.read) result.checked++;
    else result.failed++;
  }
  return result;
}

/** A review's price reads, newest first (the admin's history). */
export async function listPriceChecks(db: TDatabase, articleId: number) {
  const rows = await db
    .select({
      checkedAt: productPriceChecks.checkedAt,
      price: productPriceChecks.price,
      available: productPriceChecks.available,
      note: productPriceChecks.note,
    })
    .from(productPriceChecks)
    .where(eq(productPriceChecks.articleId, articleId))
    .orderBy(sql`${productPriceChecks.checkedAt} desc`, sql`${productPriceChecks.id} desc`);
  return rows.map((row) => ({ ...row, checkedAt: row.checkedAt.toISOString() }));
}
