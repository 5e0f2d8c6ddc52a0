import { defineConfig } from "vitest/config";

// Every suite runs on PGlite; with TEST_DATABASE_URL set, the suites that talk to a database (the HTTP API,
// persistence, crash, load and multi-server tests) run a second time on PostgreSQL in the same `npm test`.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    pool: "forks",
    maxWorkers: 2,
    // Bounds for a hung test, not for a slow one: on a busy 2-core machine opening a database can take a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/close-worker-pools.ts"],
    // Browser and HTTP tests poll for what a person would wait for; a busy 2-core machine needs more than 1 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    projects: [
      {
        test: {
          name: "pglite",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/**/*.test.ts"],
          setupFiles: ["tests/support/use-pglite.ts"],
          // Migrated PGlite directories built once per run and copied by every test database.
          globalSetup: ["tests/support/pglite-templates.global.ts"],
        },
      },
      ...(postgresUrl ? [{ test: { name: "postgres", include: ["tests/api/**/*.test.ts"] } }] : []),
    ],
  },
});
