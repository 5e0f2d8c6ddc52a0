// A read the database plans once per session instead of on every call (decision 033). A page render's one query
// spent more time being planned than run on PGlite (0.57 ms planning, 0.30 ms running the article page's query):
// PGlite runs every query as an unnamed statement, planned afresh, and cannot bind parameters to an EXECUTE. So on
// PGlite the statement is made once with SQL `PREPARE` (its text from the same Drizzle builder, placeholders and
// all) and run with `EXECUTE`, each value written as a literal by node-postgres' `escapeLiteral`. On PostgreSQL,
// Drizzle's own prepared query makes node-postgres prepare a named statement once per connection.
import { PGlite } from "@electric-sql/pglite";
import { is, Placeholder } from "drizzle-orm";
import { escapeLiteral } from "pg";
import type { TDatabase } from "./client.server";

interface TPreparable<TRow> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<TRow[]> };
}

export interface TPreparedRead<TValues extends Record<string, string>, TRow> {
  /** The rows the builder's query returns with these values, in the builder's own shape. */
  run(db: TDatabase, values: TValues): Promise<TRow[]>;
}

// What PostgreSQL says when a session no longer holds the statement, or the schema changed under it.
const STATEMENT_GONE = /prepared statement "[^"]*" does not exist|cached plan must not change result type/;

function pgliteOf(db: TDatabase): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/**
 * A read built once per database by `build` (a Drizzle select whose values are `sql.placeholder(name)`), run with
 * the values given. The builder's selected fields name the row's keys, in order.
 */
export function preparedRead<TValues extends Record<string, string>, TRow extends Record<string, unknown>>(
  name: string,
  build: (db: TDatabase) => TPreparable<TRow> & { _: { selectedFields: Record<string, unknown> } },
): TPreparedRead<TValues, TRow> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`A prepared statement's name is an SQL identifier: ${name}`);
  const onPostgres = new WeakMap<TDatabase, ReturnType<TPreparable<TRow>["prepare"]>>();
  const onPglite = new WeakMap<
    PGlite,
    { made: Promise<void>; params: unknown[]; fields: string[]; mapRow: (values: unknown[]) => TRow }
  >();

  // Any statement of this name the session holds is dropped first: one that no longer fits the schema, or one made
  // before this module was loaded again (development).
  const prepareOnPglite = (db: TDatabase, client: PGlite) => {
    const query = build(db);
    const { sql, params } = query.toSQL();
    const fields = Object.keys(query._.selectedFields);
    const dropped = client.exec(`DEALLOCATE ${name}`).catch(() => undefined);
    const entry = {
      made: dropped.then(() => client.exec(`PREPARE ${name} AS ${sql}`)).then(() => undefined),
      params,
      fields,
      mapRow: (values: unknown[]) => Object.fromEntries(fields.map((field, index) => [field, values[index]])) as TRow,
    };
    onPglite.set(client, entry);
    // A failed PREPARE is not kept: the next call tries again.
    entry.made.catch(() => {
      if (onPglite.get(client) === entry) onPglite.delete(client);
    });
    return entry;
  };

  const runOnPglite = async (db: TDatabase, client: PGlite, values: TValues, retried = false): Promise<TRow[]> => {
    const entry = onPglite.get(client) ?? prepareOnPglite(db, client);
    await entry.made;
    const literals = entry.params.map((param) => {
      const value = is(param, Placeholder) ? values[param.name as keyof TValues] : param;
      if (value === undefined) throw new Error(`No value for a placeholder of ${name}`);
      return escapeLiteral(String(value));
    });
    try {
      const result = await client.query<unknown[]>(`EXECUTE ${name}(${literals.join(", ")})`, [], {
        rowMode: "array",
      });
      return result.rows.map(entry.mapRow);
    } catch (error) {
      if (retried || !(error instanceof Error) || !STATEMENT_GONE.test(error.message)) throw error;
      onPglite.delete(client);
      return runOnPglite(db, client, values, true);
    }
  };

  return {
    run(db, values) {
      const client = pgliteOf(db);
      if (client) return runOnPglite(db, client, values);
      let prepared = onPostgres.get(db);
      if (!prepared) {
        prepared = build(db).prepare(name);
        onPostgres.set(db, prepared);
      }
      return prepared.execute(values);
    },
  };
}
