// A fresh, empty database for a script or a test that chooses its engine explicitly: a new PGlite directory, or a
// new database on a PostgreSQL server (dropped afterwards). tests/support/test-server.ts's createTestDatabase makes
// its databases here too, picking the engine from TEST_DATABASE_URL alone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type TDatabase } from "~/db/client.server";

export interface TTestDatabase {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  // Opens the database from the test process (only while no server holds a PGlite directory).
  withDatabase<T>(run: (db: TDatabase) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export type TDatabaseChoice = { kind: "pglite" } | { kind: "postgres"; baseUrl: string };

/** The engines to run on: PGlite always, PostgreSQL too when a server URL is given. */
export function databaseChoices(postgresBaseUrl: string | undefined): TDatabaseChoice[] {
  return postgresBaseUrl ? [{ kind: "pglite" }, { kind: "postgres", baseUrl: postgresBaseUrl }] : [{ kind: "pglite" }];
}

/** Whether the PostgreSQL server holds a database of that name. */
export async function postgresDatabaseExists(baseUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

/** Copies a PostgreSQL database (nobody may be connected to it) under a new name. */
export async function copyPostgresDatabase(baseUrl: string, from: string, to: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(to)}`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(to)} TEMPLATE ${pg.escapeIdentifier(from)}`);
  } finally {
    await admin.end();
  }
}

/** A fresh database; on PostgreSQL, `template` makes it a copy of that database. */
export async function createFreshDatabase(
  choice: TDatabaseChoice,
  prefix = "btr",
  options: { template?: string } = {},
): Promise<TTestDatabase> {
  if (choice.kind === "postgres") {
    const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
    if (options.template) await copyPostgresDatabase(choice.baseUrl, options.template, name);
    else {
      const admin = new pg.Client({ connectionString: choice.baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    }
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
