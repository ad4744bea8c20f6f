import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

const keyed = new WeakMap<PgTable, PgColumn | null>();

/**
 * A kindergarten table's `kig_id` (its primary key is `(kig_id, id)`: `kigPrimaryKey`, or `kigDayPrimaryKey`), or undefined
 * for any other table. On Citus such a table is distributed by it, and a row is found on one shard
 * only when its kindergarten is named beside its id.
 */
export function kigKey(table: PgTable): PgColumn | undefined {
  let column = keyed.get(table);
  if (column === undefined) {
    const key = getTableConfig(table).primaryKeys[0]?.columns.map((c) => c.name);
    // A table partitioned by its school day has the day after them (`kigDayPrimaryKey`): still one row an id.
    const byKig = key?.[0] === 'kig_id' && key[1] === 'id' && (key.length === 2 || (key.length === 3 && key[2] === 'school_day'));
    column = byKig ? getTableConfig(table).columns.find((c) => c.name === 'kig_id')! : null;
    keyed.set(table, column);
  }
  return column ?? undefined;
}
