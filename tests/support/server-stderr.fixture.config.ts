// The child Vitest of tests/api/server-stderr.test.ts: the fixture file alone, with the suite's setup file, copying
// the PGlite templates of the run that started it (a fresh directory would cost initdb and every migration).
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/support/server-stderr.fixture.ts"],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The expectation that is never met gives up sooner than a real test's would.
    env: { SERVER_STDERR_WAIT_MS: "1000" },
    ...(process.env.PGLITE_TEMPLATE_ROOT ? { provide: { pgliteTemplateRoot: process.env.PGLITE_TEMPLATE_ROOT } } : {}),
  },
});
