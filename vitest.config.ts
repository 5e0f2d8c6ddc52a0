import { defineConfig } from "vitest/config";
import { WASM_BASELINE_ONLY } from "./tests/support/test-node-flags";

// Every suite runs on PGlite; with TEST_DATABASE_URL set, the suites whose subject is the database run a second time
// on PostgreSQL in the same `npm test` (decision 063). PGlite is PostgreSQL's own engine, so SQL answers the same on
// both; what differs is everything around it: a pool of connections used at once, row locks between them,
// LISTEN/NOTIFY, two servers on one database, a server killed mid-write and restarted, the driver's reading of stored
// values, backups. The suites below are those. The other API suites (HTTP headers and gates, SEO files, generation
// endpoints over the simulated model, uploads, hostile input) ask the database nothing these do not.
const postgresUrl = process.env.TEST_DATABASE_URL;
const POSTGRES_SUITES = [
  "admin-articles", // save conflicts: a version checked and bumped by concurrent saves
  "admin-auth", // sessions and failed-login counts shared by servers
  "article-json", // stored articles as the driver reads them back (dates, JSON, arrays)
  "backup",
  "clear-lockouts",
  "crash", // SIGKILL mid-save and mid-batch, then a restart
  "generation-jobs", // the job queue: locks, retries, cancel and retry of 5,000 rows, NOTIFY to followers
  "load", // readers and writers at once on the pool
  "multi-server", // two servers on one database (PostgreSQL only)
  "persistence",
  "public-api", // search and lists as their queries answer
  "start-command",
  "taxonomy-admin", // merges in one transaction
].map((name) => `tests/api/${name}.test.ts`);
// Unit suites whose subject is a row lock between two connections.
const POSTGRES_UNIT_SUITES = [
  "app/generation/save-generated-article.server.test.ts", // a generation's tags never locked against an editor's save
  "app/db/lock-conflict.server.test.ts", // a deadlocked transaction run again
];

// Test files run in two groups, one after the other (docs/testing.md). First the unit tests next to the code, two at
// a time: some time a linear routine on 1 MB of input against a smaller one, and want the machine as calm as it is.
// Then the server and browser suites, three at a time: a file spends half its time or more waiting (for its server to
// start, its Chromium page to go quiet, the simulated model's answers), so on two cores a third file fills that time.
const UNIT_WORKERS = 2;
const SERVER_WORKERS = 3;

// Migrated PGlite directories built once per run and copied by every test database.
const pgliteTemplates = ["tests/support/pglite-templates.global.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    pool: "forks",
    // PGlite's WebAssembly compiled by V8's baseline compiler only, as test servers run it (decision 068): a test file
    // opens databases for seconds, not for days.
    execArgv: [WASM_BASELINE_ONLY],
    maxWorkers: SERVER_WORKERS,
    // Bounds for a hung test, not for a slow one: on a busy 2-core machine opening a database can take a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/close-worker-pools.ts"],
    // Browser and HTTP tests poll for what a person would wait for; a busy 2-core machine needs more than 1 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
          setupFiles: ["tests/support/use-pglite.ts"],
          globalSetup: pgliteTemplates,
          maxWorkers: UNIT_WORKERS,
          // A worker keeps the modules it loaded from one unit file to the next (decision 065): loading jsdom, the
          // readers and their dependencies again for each of 120-odd files cost a third of the unit layer's CPU. The
          // unit files keep no state between files (a pool a file starts is stopped when it ends, see setupFiles); a
          // test about what a fresh process loads runs one of its own (html-document.server.test.ts).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["tests/**/*.test.ts"],
          setupFiles: ["tests/support/use-pglite.ts"],
          globalSetup: pgliteTemplates,
          sequence: { groupOrder: 1 },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: [...POSTGRES_SUITES, ...POSTGRES_UNIT_SUITES],
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
