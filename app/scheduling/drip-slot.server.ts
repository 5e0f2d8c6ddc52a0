// The next free time of a dripped batch, taken in the transaction that saves a row's article: the batch's record is
// locked and the rows that already saved an article are counted, so rows finishing at once on several servers each
// take their own time, in the order they were saved.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { generationJobs } from "~/db/schema";
import { dripSlotTime, type TDrip } from "./batch-publication";

export async function takeDripTime(tx: TDatabase, batchId: number, drip: TDrip, notBefore: Date): Promise<Date> {
  await tx.execute(sql`select id from ${generationJobs} where id = ${batchId} for update`);
  const [taken] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(generationJobs)
    .where(and(eq(generationJobs.parentId, batchId), isNotNull(generationJobs.articleId)));
  return dripSlotTime(drip, taken?.count ?? 0, notBefore);
}
