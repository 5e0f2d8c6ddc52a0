// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock.server";

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabaseHandle {
  db: TDatabase;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<TDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as TDatabase,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(dataDir, "pgdata"));
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as TDatabase,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      lock.release();
    },
  };
}
