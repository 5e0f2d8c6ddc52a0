// A short run of the load scenario (scripts/lib/load-scenario.ts, LOAD_SECONDS, default 10): readers on every
// public page and API while two admins create, update and generate. No answer may be unexpected (no 5xx, no
// timeout) and every acknowledged write must be there afterwards, as written, in the admin API, the public API
// and the public page.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  formatLoadReport,
  runLoadScenario,
  startLoadEnvironment,
  type TLoadEnvironment,
} from "../../scripts/lib/load-scenario";
import { createTestDatabase, type TTestDatabase } from "../support/test-server";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
let database: TTestDatabase;
let environment: TLoadEnvironment;

beforeAll(async () => {
  database = await createTestDatabase();
  environment = await startLoadEnvironment(database, 200);
});

afterAll(async () => {
  await environment?.close();
  await database?.drop();
});

it(
  `serves readers and admins together for ${SECONDS} s without an error or a lost write`,
  async () => {
    const report = await runLoadScenario(environment, { seconds: SECONDS, readers: 3, admins: 2, generationEvery: 4 });
    const summary = formatLoadReport(database.kind, report);
    expect(report.unexpected, summary).toEqual([]);
    expect(report.lostWrites, summary).toEqual([]);
    // The run did what it claims: every kind of traffic happened.
    expect(report.creates, summary).toBeGreaterThan(0);
    expect(report.updates, summary).toBeGreaterThan(0);
    expect(report.generations, summary).toBeGreaterThan(0);
    expect(report.routes.map((route) => route.label)).toEqual(
      expect.arrayContaining(["home", "article page", "sitemap", "rss", "search page"]),
    );
  },
  (SECONDS + 60) * 1000,
);
