import { is, SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { COORDINATOR, DISTRIBUTED, REFERENCE, schemaTables, tableName } from './distribution.js';

const names = (tables: readonly PgTable[]) => tables.map(tableName);
const distributed = new Set(names(DISTRIBUTED));
const reference = new Set(names(REFERENCE));

/** The names of the columns an index is on; an expression (`lower(mac)`) is 'expr'. */
const indexColumns = (columns: readonly unknown[]): string[] => columns.map((c) => (is(c, SQL) ? 'expr' : String((c as { name?: string }).name)));

function foreignKeys(table: PgTable) {
  return getTableConfig(table).foreignKeys.map((fk) => {
    const ref = fk.reference();
    return { name: fk.getName(), columns: ref.columns.map((c) => c.name), target: tableName(ref.foreignTable), targetColumns: ref.foreignColumns.map((c) => c.name) };
  });
}

describe('where each table lives on Citus (db/distribution.ts)', () => {
  it('names every table of the schema in exactly one class, and the coordinator’s each with its reason', () => {
    const classes = [...names(DISTRIBUTED), ...names(REFERENCE), ...names([...COORDINATOR.keys()])];
    expect(classes.length).toBe(new Set(classes).size);
    expect(new Set(classes)).toEqual(new Set(names(schemaTables())));
    for (const [table, reason] of COORDINATOR) expect(reason.length, tableName(table)).toBeGreaterThan(20);
  });

  it('keys every distributed table by kig_id first: primary key and every unique index', () => {
    for (const table of DISTRIBUTED) {
      const config = getTableConfig(table);
      const name = config.name;
      expect(config.columns.find((c) => c.name === 'kig_id')?.notNull, name).toBe(true);
      expect(
        config.columns.filter((c) => c.primary).map((c) => c.name),
        `${name}: a primary key of one column`,
      ).toEqual([]);
      expect(
        config.primaryKeys.map((pk) => pk.columns[0]?.name),
        name,
      ).toEqual(['kig_id']);
      for (const index of config.indexes.filter((i) => i.config.unique)) {
        expect(indexColumns(index.config.columns)[0], `${name}: ${index.config.name}`).toBe('kig_id');
      }
    }
  });

  it('links kindergarten tables only through kig_id, and reference tables only to reference tables', () => {
    for (const table of DISTRIBUTED) {
      for (const fk of foreignKeys(table)) {
        if (reference.has(fk.target)) continue;
        expect(distributed.has(fk.target), `${tableName(table)} -> ${fk.target}`).toBe(true);
        expect([fk.columns[0], fk.targetColumns[0]], `${tableName(table)}: ${fk.name}`).toEqual(['kig_id', 'kig_id']);
      }
    }
    for (const table of REFERENCE) {
      for (const fk of foreignKeys(table)) expect(reference.has(fk.target), `${tableName(table)} -> ${fk.target}`).toBe(true);
    }
  });

  it('lists a referenced table before the tables that reference it (the order distribute follows)', () => {
    for (const list of [DISTRIBUTED, REFERENCE]) {
      const order = names(list);
      for (const table of list) {
        for (const fk of foreignKeys(table)) {
          if (order.includes(fk.target) && fk.target !== tableName(table)) {
            expect(order.indexOf(fk.target), `${fk.target} before ${tableName(table)}`).toBeLessThan(order.indexOf(tableName(table)));
          }
        }
      }
    }
  });
});
