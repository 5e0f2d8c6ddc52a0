// `npm run load-test`: readers on every public page and API while admins write and generate, for LOAD_SECONDS
// (default 60) on PGlite, and on PostgreSQL too when LOAD_DATABASE_URL or TEST_DATABASE_URL is set. Exits non-zero
// on any unexpected answer or lost write. Loopback only; LOAD_READERS (default 4) and LOAD_ADMINS (default 2)
// bound the concurrency.
import { createFreshDatabase, databaseChoices } from "./lib/fresh-database";
import { formatLoadReport, runLoadScenario, startLoadEnvironment } from "./lib/load-scenario";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const readers = Number(process.env.LOAD_READERS ?? 4);
const admins = Number(process.env.LOAD_ADMINS ?? 2);

async function main(): Promise<void> {
  let failed = false;
  for (const choice of databaseChoices(process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined)) {
    const database = await createFreshDatabase(choice, "load");
    try {
      process.stdout.write(`\n[${database.kind}] ${seconds} s, ${readers} readers, ${admins} admins\n`);
      const environment = await startLoadEnvironment(database);
      try {
        const report = await runLoadScenario(environment, {
          seconds,
          readers,
          admins,
          generationEvery: 4,
          log: (line) => process.stdout.write(`[${database.kind}] ${line}\n`),
        });
        process.stdout.write(`${formatLoadReport(database.kind, report)}\n`);
        if (report.unexpected.length > 0 || report.lostWrites.length > 0) failed = true;
      } finally {
        await environment.close();
      }
    } finally {
      await database.drop();
    }
  }
  process.stdout.write(failed ? "\nLoad test FAILED.\n" : "\nLoad test passed: no unexpected answer, no lost write.\n");
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
