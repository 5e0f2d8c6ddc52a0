// What a server under test writes to stderr fails the test that made it write (tests/support/server-stderr.ts):
// proven by running tests/support/server-stderr.fixture.ts in a child Vitest and reading its results.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { z } from "zod";

const ZVitestReport = z.object({
  testResults: z.array(
    z.object({
      assertionResults: z.array(
        z.object({ title: z.string(), status: z.string(), failureMessages: z.array(z.string()) }),
      ),
    }),
  ),
});
type TResult = z.infer<typeof ZVitestReport>["testResults"][number]["assertionResults"][number];

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "btr-stderr-"));
let results: TResult[] = [];
let exitCode: number | null = null;

function runFixture(outputFile: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--config",
        "tests/support/server-stderr.fixture.config.ts",
        "--reporter=json",
        `--outputFile=${outputFile}`,
      ],
      {
        cwd: process.cwd(),
        env: { ...process.env, PGLITE_TEMPLATE_ROOT: inject("pgliteTemplateRoot") },
        stdio: "ignore",
      },
    );
    child.once("error", reject);
    child.once("exit", resolve);
  });
}

beforeAll(async () => {
  const outputFile = path.join(workDir, "report.json");
  exitCode = await runFixture(outputFile);
  results = ZVitestReport.parse(JSON.parse(fs.readFileSync(outputFile, "utf8"))).testResults.flatMap(
    (file) => file.assertionResults,
  );
}, 180_000);

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function result(title: string): TResult {
  const found = results.find((r) => r.title === title);
  if (!found) throw new Error(`No result for "${title}" in ${JSON.stringify(results.map((r) => r.title))}`);
  return found;
}

it("a server-side error the test did not expect fails that test, with the server's error in the message", () => {
  const failed = result("a server error the test does not expect");
  expect(failed.status).toBe("failed");
  expect(failed.failureMessages.join("\n")).toMatch(
    /The server server\.js \(pid \d+\) wrote to stderr:\nUnexpected API error:/,
  );
  expect(failed.failureMessages.join("\n")).toContain("categories");
  expect(exitCode).toBe(1);
});

it("a server-side error the test declared with expectStderr passes", () => {
  expect(result("a server error the test expects").status).toBe("passed");
});

it("an expected line that never comes fails the test", () => {
  const failed = result("an expected server error that never comes");
  expect(failed.status).toBe("failed");
  expect(failed.failureMessages.join("\n")).toContain(
    "was expected to write a line matching /^Unexpected API error:/ to stderr, and did not.",
  );
});

it("a test during which the server wrote nothing to stderr passes", () => {
  expect(result("no server error").status).toBe("passed");
});
