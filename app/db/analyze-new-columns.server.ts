// The planner's statistics after migrations, for what the migrations added: columns and tables without any, and
// tables with an expression index without any. A whole-database ANALYZE after an upgrade from 0008 at 100,000
// articles held the first answer 2.8 s at a load average of 12 to 17, two thirds of it resampling `article_renders`,
// which no migration had touched; the columns the upgrade added took a tenth of that (decision 053).
import { sql } from "drizzle-orm";
import type { TDatabase } from "./client.server";

interface TMissing {
  schema: string;
  table: string;
  // The table's columns without statistics; all of them when `whole` is set.
  columns: string[];
  // No statistics on any of its columns (a new or empty table), or an expression index without any: ANALYZE reads
  // an expression index's values only when it analyzes the whole table.
  whole: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The ANALYZE target of one table: the table alone, or it with the columns to analyze. */
export function analyzeTarget(missing: TMissing): string {
  const table = `${quote(missing.schema)}.${quote(missing.table)}`;
  return missing.whole ? table : `${table} (${missing.columns.map(quote).join(", ")})`;
}

/** Analyzes what has no statistics yet (user tables of every schema); resolves to the targets it analyzed. */
export async function analyzeWhatHasNoStatistics(db: TDatabase): Promise<string[]> {
  const result = (await db.execute(sql`
    with tables as (
      select c.oid, n.nspname::text as schema, c.relname::text as "table"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%'
    ), columns as (
      select t.oid, a.attname, exists (
        select 1 from pg_statistic s where s.starelid = t.oid and s.staattnum = a.attnum
      ) as analyzed
      from tables t join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
      where coalesce(a.attstattarget, -1) <> 0
    )
    select t.schema, t."table",
      coalesce(array_agg(c.attname::text order by c.attname) filter (where not c.analyzed), '{}') as columns,
      not bool_or(coalesce(c.analyzed, false)) or exists (
        select 1 from pg_index i
        where i.indrelid = t.oid and i.indexprs is not null
          and not exists (select 1 from pg_statistic s where s.starelid = i.indexrelid)
      ) as whole
    from tables t left join columns c on c.oid = t.oid
    group by t.oid, t.schema, t."table"
    order by t.schema, t."table"
  `)) as unknown as { rows: TMissing[] };
  const targets = result.rows.filter((row) => row.whole || row.columns.length > 0).map(analyzeTarget);
  if (targets.length > 0) await db.execute(sql.raw(`ANALYZE ${targets.join(", ")}`));
  return targets;
}
