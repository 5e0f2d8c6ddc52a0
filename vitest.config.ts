import { defineConfig } from "vitest/config";

// Every suite runs on PGlite; with TEST_DATABASE_URL set, the suites that talk to a database (the HTTP API,
// persistence, crash, load and multi-server tests) run a second time on PostgreSQL in the same `npm test`.
const postgresUrl = process.env.TEST_DATABASE_URL;

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
              test: { name: "postgres", include: ["tests/api/**/*.test.ts"], sequence: { groupOrder: 1 } },
            },
          ]
        : []),
    ],
  },
});
