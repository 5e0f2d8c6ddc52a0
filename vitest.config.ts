import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    // Browser and HTTP tests poll for what a person would wait for; a busy 2-core machine needs more than 1 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
