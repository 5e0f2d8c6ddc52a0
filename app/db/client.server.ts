// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { ReadersFirst } from "~/lib/readers-first.server";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { startPgliteBackup } from "./pglite-backup.server";
import { compilePgliteWasm } from "./pglite-wasm.server";

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabaseHandle {
  db: TDatabase;
  kind: "pglite" | "postgres";
  /** Applies the migrations not yet applied; resolves to how many it applied. */
  migrate(): Promise<number>;
  // LISTEN on a channel; `onNotify` also runs after a lost connection is re-established, since
  // notifications sent while it was down are gone. Returns a function that stops listening.
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** How the job queue (pg-boss) reaches the same database: PostgreSQL's URL, or the embedded PGlite itself. */
  queueConnection: { kind: "postgres"; connectionString: string } | { kind: "pglite"; client: PGlite };
  // PGlite only: starts a live backup and streams it as a .tar.gz (pglite-backup.server.ts). PostgreSQL has pg_dump.
  backup: (() => Promise<Readable>) | null;
  close(): Promise<void>;
}

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

const LISTEN_RETRY_MS = 1000;

// A dedicated PostgreSQL connection for LISTEN (pooled connections come and go), re-opened when it drops.
async function listenOnPostgres(databaseUrl: string, channel: string, onNotify: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => {
      // A broken LISTEN connection is replaced; until then the caches simply expire.
      if (stopped || client !== next) return;
      client = null;
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => {}), LISTEN_RETRY_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      if (stopped || isReconnect === false) throw error;
      retry = setTimeout(() => void connect(true).catch(() => {}), LISTEN_RETRY_MS);
      return;
    }
    client = next;
    if (isReconnect) onNotify("reconnected");
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

const migrationsFolder = path.resolve(process.cwd(), "drizzle");
// Any constant shared by every app server: the key of the advisory lock that serialises start-up migrations.
const MIGRATION_LOCK_KEY = 727_274_001;

// Several servers starting together on one fresh PostgreSQL would race to create the same tables; the first
// takes a session advisory lock and migrates, the others wait for it and then find nothing left to apply.
async function migratePostgresOnce(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg({ client, schema });
      return await countingApplied(db, () => migratePg(db, { migrationsFolder }));
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

// Drizzle records each applied migration in drizzle.__drizzle_migrations (absent before the first).
async function countingApplied(
  db: { execute(query: SQL): Promise<unknown> },
  migrate: () => Promise<void>,
): Promise<number> {
  const count = async () => {
    const result = (await db.execute(
      sql`select count(*)::int as n from pg_catalog.pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
    )) as { rows: { n: number }[] };
    if (result.rows[0]!.n === 0) return 0;
    const applied = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as {
      rows: { n: number }[];
    };
    return applied.rows[0]!.n;
  };
  const before = await count();
  await migrate();
  return (await count()) - before;
}

// Background work's queries and transactions wait for readers first (readers-first.server.ts): the client's own entry
// points are wrapped, so a transaction waits before it starts and never while it holds the database.
function yieldEachCall<T extends object, K extends keyof T>(target: T, methods: K[], readersFirst: ReadersFirst): void {
  for (const method of methods) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    const yielding = (...args: unknown[]) => {
      const wait = readersFirst.yieldToReaders();
      return wait ? wait.then(() => original(...args)) : original(...args);
    };
    Object.assign(target, { [method]: yielding });
  }
}

type TStatementRunner = Pick<PGlite, "query" | "exec">;

function startOnTheirOwnTurn(target: TStatementRunner): void {
  for (const method of ["query", "exec"] as const) {
    const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
    Object.assign(target, { [method]: (...args: unknown[]) => nextTurn().then(() => original(...args)) });
  }
}

// PGlite runs each statement synchronously on this thread, and a chain of statements (a save's transaction, a
// generation job's writes, pg-boss's polls) goes on through promise callbacks alone: without a break the event loop
// would read no request until the chain's last statement, not even one the response cache answers without the
// database (a 1,000-row batch held readers' cache hits for up to a second). Every statement, inside transactions
// too, therefore starts on a later turn of the event loop, after the requests that arrived meanwhile.
function statementsOnTheirOwnTurn(client: PGlite): void {
  startOnTheirOwnTurn(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      startOnTheirOwnTurn(tx);
      return run(tx);
    });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  // PGlite only: fills the new, empty data directory (its pgdata) from a backup before it is opened.
  restoreFrom?: (pgdata: string) => Promise<void>;
  // The server's: background work's database calls yield to readers.
  readersFirst?: ReadersFirst;
  // The server's: PGlite's WebAssembly compiled before it opens, its SQL parser optimised at once (pglite-wasm.server.ts).
  compileFirst?: boolean;
}): Promise<TDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    if (options.readersFirst) yieldEachCall(pool, ["query", "connect"], options.readersFirst);
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as TDatabase,
      kind: "postgres",
      migrate: () => migratePostgresOnce(pool),
      listen: (channel, onNotify) => listenOnPostgres(options.databaseUrl!, channel, onNotify),
      queueConnection: { kind: "postgres", connectionString: options.databaseUrl },
      backup: null,
      close: () => pool.end(),
    };
  }

  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  const pgdata = path.join(dataDir, "pgdata");
  let client: PGlite;
  try {
    if (options.restoreFrom && fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
      throw new RestoreRefusedError(
        `${dataDir} already holds a database: restore into an empty DATA_DIR, then point the server at it.`,
      );
    }
    if (options.restoreFrom) await options.restoreFrom(pgdata);
    // Extensions the migrations create must be loaded into PGlite first; PostgreSQL ships them with the server.
    const pgliteWasmModule = options.compileFirst ? compilePgliteWasm() : undefined;
    client = await PGlite.create(pgdata, { extensions: { pg_trgm }, pgliteWasmModule });
  } catch (error) {
    // A restore that could not be opened leaves the directory empty again, so it can be retried.
    if (options.restoreFrom && !(error instanceof RestoreRefusedError))
      fs.rmSync(pgdata, { recursive: true, force: true });
    lock.release();
    throw error;
  }
  statementsOnTheirOwnTurn(client);
  if (options.readersFirst) yieldEachCall(client, ["query", "exec", "transaction"], options.readersFirst);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as TDatabase,
    kind: "pglite",
    migrate: () => countingApplied(db, () => migratePglite(db, { migrationsFolder })),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    queueConnection: { kind: "pglite", client },
    backup: () => startPgliteBackup(client, pgdata),
    close: async () => {
      await client.close();
      lock.release();
    },
  };
}
