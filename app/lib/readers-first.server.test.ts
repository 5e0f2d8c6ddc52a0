// Readers first: background work waits while public requests are in flight, up to its bound, and a background
// query on the real database waits for the reader before it runs; on PGlite the event loop turns between two
// statements, so requests are read while a transaction goes on.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabaseHandle } from "~/db/client.server";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import { ReadersFirst } from "./readers-first.server";

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Several turns of the event loop: long enough for anything not waiting on a reader.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("ReadersFirst", () => {
  it("lets background work go at once when no reader is in flight", async () => {
    const readers = new ReadersFirst(60_000);
    expect(await settled(readers.whenReadersIdle())).toBe(true);
  });

  it("holds background work while a reader is in flight and releases it when the reader is answered", async () => {
    const readers = new ReadersFirst(60_000);
    const answered = readers.readerStarted();
    const waiting = readers.whenReadersIdle();
    expect(await settled(waiting)).toBe(false);
    answered();
    answered();
    expect(readers.readersInFlight).toBe(0);
    expect(await settled(waiting)).toBe(true);
  });

  it("lets background work go after its bound under constant reading", async () => {
    const readers = new ReadersFirst(30);
    readers.readerStarted();
    const started = performance.now();
    await readers.whenReadersIdle();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("yields only inside background work", async () => {
    const readers = new ReadersFirst(60_000);
    readers.readerStarted();
    expect(readers.yieldToReaders()).toBeUndefined();
    const inBackground = readers.runInBackground(() => readers.yieldToReaders());
    expect(inBackground).toBeInstanceOf(Promise);
    expect(await settled(inBackground!)).toBe(false);
  });
});

describe("a database opened with ReadersFirst", () => {
  let database: TTestDatabase;
  let handle: TDatabaseHandle;
  const readers = new ReadersFirst(60_000);

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR ?? "",
      readersFirst: readers,
    });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("runs a background query and transaction after the reader in flight, and a reader's query at once", async () => {
    const answered = readers.readerStarted();
    const background = readers.runInBackground(async () => await handle.db.execute(sql`select 1`));
    const backgroundTransaction = readers.runInBackground(async () =>
      handle.db.transaction(async (tx) => await tx.execute(sql`select 2`)),
    );
    await handle.db.execute(sql`select 3`);
    expect(await settled(background)).toBe(false);
    expect(await settled(backgroundTransaction)).toBe(false);
    answered();
    await expect(background).resolves.toBeDefined();
    await expect(backgroundTransaction).resolves.toBeDefined();
  });

  it("on PGlite, turns the event loop between two statements of one transaction", async (context) => {
    if (handle.kind !== "pglite") context.skip();
    const order: string[] = [];
    // Stands for a reader's request arriving while a job's transaction runs: its callback must not wait for the end.
    const otherWork = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push("other work");
        resolve();
      }),
    );
    await handle.db.transaction(async (tx) => {
      for (let n = 1; n <= 5; n++) {
        await tx.execute(sql`select ${n}`);
        order.push(`statement ${n}`);
      }
    });
    await otherWork;
    expect(order.indexOf("other work")).toBeLessThan(order.indexOf("statement 5"));
  });
});
