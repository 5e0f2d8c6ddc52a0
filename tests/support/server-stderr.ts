// What a server under test writes to stderr fails the test during which it was written (an unexpected error the
// test's assertions did not see), unless the test declared that line with `expectStderr`. The check runs after
// each test and once more after the file (tests/support/fail-on-console-error.ts), over every server started.
import type { Readable } from "node:stream";

// How long the check waits for a line a test expects (the server may write it just after answering).
const EXPECTED_LINE_TIMEOUT_MS = Number(process.env.SERVER_STDERR_WAIT_MS ?? 5_000);

interface TStderrWatch {
  label: string;
  /** What was written and not yet checked, one entry a write (console.error writes its whole message at once). */
  entries: string[];
  /** The unfinished last line. */
  partial: string;
  expected: RegExp[];
  ended: boolean;
  waiters: Set<() => void>;
}

const watches = new Set<TStderrWatch>();

// The rest of a write that arrived in two reads: a stack frame or the inside of a printed object.
const CONTINUATION = /^[\s}\])]/;

function addOutput(watch: TStderrWatch, text: string) {
  const all = watch.partial + text;
  const end = all.lastIndexOf("\n");
  watch.partial = all.slice(end + 1);
  const entry = all.slice(0, Math.max(end, 0));
  if (entry.trim() === "") return;
  const last = watch.entries.length - 1;
  if (last >= 0 && CONTINUATION.test(entry)) watch.entries[last] += `\n${entry}`;
  else watch.entries.push(entry);
}

function notify(watch: TStderrWatch) {
  for (const wake of watch.waiters) wake();
}

/** Starts watching a server's stderr; the returned function declares a line the current test expects. */
export function watchServerStderr(label: string, stderr: Readable): (pattern: RegExp) => void {
  const watch: TStderrWatch = { label, entries: [], partial: "", expected: [], ended: false, waiters: new Set() };
  watches.add(watch);
  stderr.setEncoding("utf8");
  stderr.on("data", (chunk: string) => {
    addOutput(watch, chunk);
    notify(watch);
  });
  stderr.once("close", () => {
    if (watch.partial.trim() !== "") watch.entries.push(watch.partial);
    watch.partial = "";
    watch.ended = true;
    notify(watch);
  });
  return (pattern) => {
    watch.expected.push(pattern);
  };
}

function missingExpectations(watch: TStderrWatch): RegExp[] {
  return watch.expected.filter((pattern) => !watch.entries.some((entry) => pattern.test(entry)));
}

// Resolves when every expected line has arrived, the stream ended, or the time-out passed: woken by stderr data.
function waitForExpectedLines(watch: TStderrWatch): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (watch.ended || missingExpectations(watch).length === 0) done();
    };
    const timer = setTimeout(() => done(), EXPECTED_LINE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      watch.waiters.delete(check);
      resolve();
    };
    watch.waiters.add(check);
    check();
  });
}

// One turn of the event loop: output already sitting in the pipes is read before the check.
function readPendingOutput(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Takes what the watched servers wrote since the last check and answers the problems: entries no expectation
 * matched, and expectations no entry matched. Stopped servers are forgotten once checked.
 */
export async function takeStderrProblems(): Promise<string[]> {
  await readPendingOutput();
  await Promise.all([...watches].map(waitForExpectedLines));
  const problems: string[] = [];
  for (const watch of watches) {
    const unexpected = watch.entries.filter((entry) => !watch.expected.some((pattern) => pattern.test(entry)));
    if (unexpected.length > 0) {
      problems.push(`The server ${watch.label} wrote to stderr:\n${unexpected.join("\n")}`);
    }
    for (const pattern of missingExpectations(watch)) {
      problems.push(
        `The server ${watch.label} was expected to write a line matching ${pattern} to stderr, and did not.`,
      );
    }
    watch.entries = [];
    watch.expected = [];
    if (watch.ended) watches.delete(watch);
  }
  return problems;
}
