// A write's answer waits for the server to hear its own change and for the cache to mark it, on a real database's
// LISTEN/NOTIFY (PGlite); a marker is never taken for a content change, and a marker that never comes back costs at
// most the wait's bound.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { OwnWritesShown } from "./own-writes-shown.server";

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
});

afterAll(async () => {
  await db.close();
});

/** A listener wired as the server wires it: markers taken first, changes gathered a turn and marked together. */
async function listenLikeTheServer(own: OwnWritesShown, mark: (changes: string[]) => Promise<void>) {
  const heard: string[] = [];
  let gathered: string[] = [];
  const stop = await db.listen("content_changed", (payload) => {
    if (own.take(payload)) return;
    heard.push(payload);
    gathered.push(payload);
    if (gathered.length > 1) return;
    setImmediate(() => {
      const changes = gathered;
      gathered = [];
      own.track(mark(changes));
    });
  });
  return { heard, stop };
}

const announce = async (payload: string) => {
  await db.query("select pg_notify('content_changed', $1)", [payload]);
};

it("answers a write once the cache has marked the change committed before it", async () => {
  const own = new OwnWritesShown(announce);
  const events: string[] = [];
  let finishMarking!: () => void;
  const marking = new Promise<void>((resolve) => (finishMarking = resolve));
  let markingStarted!: () => void;
  const started = new Promise<void>((resolve) => (markingStarted = resolve));
  const { heard, stop } = await listenLikeTheServer(own, async (changes) => {
    events.push(`marking ${changes.join(",")}`);
    markingStarted();
    await marking;
    events.push("marked");
  });
  await announce("articles");
  const answered = own.afterWrite(60_000).then(() => events.push("answered"));
  await started;
  // The marker has come back by now or soon; the answer still waits for the marking.
  await db.query("select 1");
  expect(events).toEqual(["marking articles"]);
  finishMarking();
  await answered;
  expect(events).toEqual(["marking articles", "marked", "answered"]);
  expect(heard).toEqual(["articles"]);
  await stop();
});

it("passes over another server's marker and answers at once when nothing changed", async () => {
  const own = new OwnWritesShown(announce);
  const marked: string[][] = [];
  const { heard, stop } = await listenLikeTheServer(own, async (changes) => {
    marked.push(changes);
  });
  await announce("own-write:another-servers-marker");
  const started = performance.now();
  await own.afterWrite(60_000);
  expect(performance.now() - started).toBeLessThan(30_000);
  expect(heard).toEqual([]);
  expect(marked).toEqual([]);
  await stop();
});

it("answers after its bound when its marker never comes back (the listener down)", async () => {
  const silent = new OwnWritesShown(async () => {});
  const started = performance.now();
  await silent.afterWrite(50);
  expect(performance.now() - started).toBeGreaterThanOrEqual(45);
});

it("answers the write when the marker cannot be sent", async () => {
  const failing = new OwnWritesShown(async () => {
    throw new Error("the database is closing");
  });
  await expect(failing.afterWrite(60_000)).resolves.toBeUndefined();
});
