// A console.error during a test, in the test process or in a server it started (tests/support/server-stderr.ts),
// means something went wrong that the test did not assert: fail it.
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { takeStderrProblems } from "./server-stderr";

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(async () => {
  vi.mocked(console.error).mockRestore();
  const problems = await takeStderrProblems();
  if (errors.length > 0) {
    problems.unshift(
      `console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
  if (problems.length > 0) throw new Error(problems.join("\n\n"));
});

// What a server wrote after the last test (while the file's afterAll stopped it) fails the file.
afterAll(async () => {
  const problems = await takeStderrProblems();
  if (problems.length > 0) throw new Error(problems.join("\n\n"));
});
