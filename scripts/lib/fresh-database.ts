// A fresh, empty database for a script or a test that chooses its engine explicitly: a new PGlite directory, or a
// new database on a PostgreSQL server (dropped afterwards). Same shape as tests/support/test-server.ts's
// createTestDatabase, which picks the engine from TEST_DATABASE_URL alone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "~/db/client.server";
import type { TTestDatabase } from "../../tests/support/test-server";

export type TDatabaseChoice = { kind: "pglite" } | { kind: "postgres"; baseUrl: string };

/** The engines to run on: PGlite always, PostgreSQL too when a server URL is given. */
export function databaseChoices(postgresBaseUrl: string | undefined): TDatabaseChoice[] {
  return postgresBaseUrl ? [{ kind: "pglite" }, { kind: "postgres", baseUrl: postgresBaseUrl }] : [{ kind: "pglite" }];
}

export async function createFreshDatabase(choice: TDatabaseChoice, prefix = "btr"): Promise<TTestDatabase> {
  if (choice.kind === "postgres") {
    const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: choice.baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(choice.baseUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    return {
      kind: "postgres",
      env: { DATABASE_URL: databaseUrl },
      async withDatabase(run) {
        const handle = await openDatabase({ databaseUrl, dataDir: "" });
        try {
          await handle.migrate();
          return await run(handle.db);
        } finally {
          await handle.close();
        }
      },
      async drop() {
        const client = new pg.Client({ connectionString: choice.baseUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    kind: "pglite",
    env: { DATA_DIR: dataDir },
    async withDatabase(run) {
      const handle = await openDatabase({ dataDir });
      try {
        await handle.migrate();
        return await run(handle.db);
      } finally {
        await handle.close();
      }
    },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
