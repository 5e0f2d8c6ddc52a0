// Starts the built server as a real process on a random port, against a fresh database for each test file:
// a new PGlite directory (a copy of this run's template, tests/support/pglite-templates.ts), or a new database on
// TEST_DATABASE_URL's PostgreSQL server when that is set.
import { spawn, type ChildProcess } from "node:child_process";
import { createFreshDatabase, type TDatabaseChoice, type TTestDatabase } from "../../scripts/lib/fresh-database";
import { copyDataDir, pgliteTemplate, prepareDatabase } from "./pglite-templates";
import { watchServerStderr } from "./server-stderr";
import { WASM_BASELINE_ONLY } from "./test-node-flags";

export type { TTestDatabase };

export interface TTestDatabaseOptions {
  /** The database holds the demo articles, as `npm start` seeds them into an empty one. */
  demo?: boolean;
}

/**
 * The engine this test project runs on, as createTestDatabase picks it: PostgreSQL when TEST_DATABASE_URL is set (the
 * "postgres" project), else PGlite (the "pglite" project, which clears it). Each project runs a file on its own engine
 * only, so a suite written for both engines runs once on each.
 */
export function testDatabaseChoice(): TDatabaseChoice {
  const baseUrl = process.env.TEST_DATABASE_URL;
  return baseUrl ? { kind: "postgres", baseUrl } : { kind: "pglite" };
}

export async function createTestDatabase(options: TTestDatabaseOptions = {}): Promise<TTestDatabase> {
  const kind = options.demo ? "demo" : "empty";
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const database = await createFreshDatabase({ kind: "postgres", baseUrl }, "test");
    if (kind === "demo") await prepareDatabase({ databaseUrl: database.env.DATABASE_URL!, dataDir: "" }, kind);
    return database;
  }
  const database = await createFreshDatabase({ kind: "pglite" }, "btr-test");
  const dataDir = database.env.DATA_DIR!;
  const template = await pgliteTemplate(kind);
  if (template) copyDataDir(template, dataDir);
  else if (kind === "demo") await prepareDatabase({ dataDir }, kind);
  return database;
}

export interface TTestServer {
  url: string;
  process: ChildProcess;
  output(): string;
  /**
   * Declares that the server writes a line matching `pattern` to stderr during the current test (an error the test
   * provokes on purpose). Any other line it writes to stderr fails the test; so does an expected line that never comes.
   */
  expectStderr(pattern: RegExp): void;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

// The flags `npm start` gives Node (package.json), so tests and benchmarks run the server as production does.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
// And one more under Vitest (test-node-flags.ts; vitest.config.ts gives the test workers the same). The benchmarks in
// scripts/ start servers here too, outside Vitest, and keep production's flags.
export const TEST_NODE_FLAGS = process.env.VITEST ? [WASM_BASELINE_ONLY] : [];
// And its environment: glibc's allocator in two arenas rather than one per thread (decision 053).
const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

// Bounded below the hook time-out (vitest.config.ts), so a server that never starts fails with its own output;
// generous, because a busy 2-core machine can take a minute to start one.
// `launcher` runs the server through another command, which ends by running the one it is given (small-disk.ts).
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 150_000,
  launcher: string[] = [],
): Promise<TTestServer> {
  const [command = process.execPath, ...args] = [
    ...launcher,
    process.execPath,
    ...SERVER_NODE_FLAGS,
    ...TEST_NODE_FLAGS,
    "server.js",
  ];
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...SERVER_ENV,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO_CONTENT: "false",
      // Tests watch the cache fill from their own requests; the start-up warm-up is tested where it is asked for.
      RESPONSE_CACHE_WARM: "false",
      // The scripted model replies hold figures the fixture pages lack, and most tests are about publishing what was
      // generated; the default (strict: such articles are drafts) is tested where it is asked for.
      GENERATION_FACT_CHECK: "list",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const expectStderr = watchServerStderr(`server.js (pid ${child.pid})`, child.stderr!);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), timeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });

  return {
    url,
    process: child,
    output: () => output,
    expectStderr,
    stop(signal = "SIGTERM") {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      });
    },
  };
}

// Runs the server once to completion with a flag such as --migrate-only, returning its exit code and output.
export function runServerTask(
  args: string[],
  env: Record<string, string>,
  launcher: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const [command = process.execPath, ...rest] = [
    ...launcher,
    process.execPath,
    ...TEST_NODE_FLAGS,
    "server.js",
    ...args,
  ];
  return new Promise((resolve) => {
    const child = spawn(command, rest, {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** Logs in to a test server with the access code and answers the admin token. */
export async function logInAsAdmin(baseUrl: string, accessCode: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ accessCode }),
  });
  return ((await response.json()) as { token: string }).token;
}
