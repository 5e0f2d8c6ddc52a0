// A dripped batch on a real database with the clock simulated: rows take their times as they save (in any order,
// at once), and the publication run publishes N a day, each at its time.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { articles, generationJobs } from "~/db/schema";
import { insertArticle } from "../../tests/support/seed";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import { ZDrip } from "./batch-publication";
import { takeDripTime } from "./drip-slot.server";
import { publishDueArticles } from "./publish-due-articles.server";

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

test("a drip of 2 a day between 09:00 and 17:00 publishes 2, 2 and 1 on three days, each at its time", async () => {
  const drip = ZDrip.parse({
    perDay: 2,
    fromMinute: "09:00",
    toMinute: "17:00",
    startDate: "2026-12-01",
    timeZone: "Europe/Berlin",
  });
  const uploadedAt = new Date("2026-11-30T20:00:00Z");
  await database.withDatabase(async (db) => {
    const [batch] = await db.insert(generationJobs).values({ kind: "batch", title: "drip.csv" }).returning();
    const rows = await db
      .insert(generationJobs)
      .values([2, 3, 4, 5, 6].map((row) => ({ kind: "row" as const, parentId: batch!.id, title: `Row ${row}`, row })))
      .returning();
    // Five rows saving at once, as five generations finishing together would.
    const times = await Promise.all(
      rows.map((row) =>
        db.transaction(async (tx) => {
          const at = await takeDripTime(tx, batch!.id, drip, uploadedAt);
          const article = await insertArticle(tx, {
            title: `Drip ${row.row} Review`,
            publishingStatus: "scheduled",
            scheduledAt: at,
          });
          await tx.update(generationJobs).set({ articleId: article.id }).where(eq(generationJobs.id, row.id));
          return at.toISOString();
        }),
      ),
    );
    expect([...times].sort()).toEqual([
      "2026-12-01T08:00:00.000Z",
      "2026-12-01T12:00:00.000Z",
      "2026-12-02T08:00:00.000Z",
      "2026-12-02T12:00:00.000Z",
      "2026-12-03T08:00:00.000Z",
    ]);

    const publishedCount = async () =>
      (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(articles)
          .where(eq(articles.publishingStatus, "published"))
      )[0]!.count;
    // The clock moves; each run publishes what is due at that moment.
    expect(await publishDueArticles(db, new Date("2026-12-01T07:59:59Z"))).toEqual([]);
    expect(await publishDueArticles(db, new Date("2026-12-01T08:00:00Z"))).toHaveLength(1);
    expect(await publishDueArticles(db, new Date("2026-12-01T22:00:00Z"))).toHaveLength(1);
    expect(await publishedCount()).toBe(2);
    expect(await publishDueArticles(db, new Date("2026-12-02T22:00:00Z"))).toHaveLength(2);
    expect(await publishDueArticles(db, new Date("2026-12-03T22:00:00Z"))).toHaveLength(1);
    expect(await publishedCount()).toBe(5);
    // Each published at its scheduled time, not when the run happened to see it.
    const published = await db
      .select({ publishedAt: articles.publishedAt, scheduledAt: articles.scheduledAt })
      .from(articles)
      .where(eq(articles.publishingStatus, "published"));
    expect(published.map((row) => row.publishedAt!.toISOString()).sort()).toEqual([...times].sort());
    expect(published.every((row) => row.scheduledAt === null)).toBe(true);
  });
});
