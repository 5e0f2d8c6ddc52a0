// Following a job: a job quiet for ten minutes (120 of the hub's 5-second backstop waits) holds one abort listener
// on the follower's signal, not one per wait; the follow ends when the signal aborts, and then holds none.
import { getEventListeners } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openDatabase, type TDatabaseHandle } from "~/db/client.server";
import { copyDataDir, pgliteTemplate, prepareDatabase } from "../../tests/support/pglite-templates";
import { createJobEventHub, followJobEvents } from "./job-event-hub.server";
import { insertJob } from "./job-records.server";

let dataDir: string;
let handle: TDatabaseHandle;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "job-event-hub-"));
  const template = await pgliteTemplate("empty");
  if (template) copyDataDir(template, dataDir);
  else await prepareDatabase({ dataDir }, "empty");
  handle = await openDatabase({ dataDir });
});

afterAll(async () => {
  vi.useRealTimers();
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a job quiet for ten minutes holds at most one abort listener", async () => {
  const job = await insertJob(handle.db, { kind: "single", generator: "how-to", title: "Quiet", state: "running" });
  const hub = createJobEventHub();
  const client = new AbortController();
  const events: unknown[] = [];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const following = followJobEvents(handle.db, hub, job.id, (event) => events.push(event), client.signal);
  let mostListeners = 0;
  for (let wait = 0; wait < 120; wait++) {
    // Each backstop wait ends after 5 s of the hub's clock; the follower then reads the database again.
    await vi.advanceTimersByTimeAsync(5_000);
    await new Promise((resolve) => setImmediate(resolve));
    mostListeners = Math.max(mostListeners, getEventListeners(client.signal, "abort").length);
  }
  expect(mostListeners).toBe(1);
  client.abort();
  await following;
  expect(getEventListeners(client.signal, "abort")).toHaveLength(0);
  expect(events).toEqual([]);
});
