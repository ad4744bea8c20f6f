import type pg from 'pg';
import { DISTRIBUTED, REFERENCE, tableName } from './distribution.js';

/** What one run did, table by table (empty: everything was in place already). */
export type DistributeStep = { table: string; made: 'distributed' | 'reference' };

/**
 * The access tables' change trigger (migration 0007) on Citus: a reference table's trigger fires on
 * every node's copy, and a worker's notification would fail its prepared (two-phase) transaction; the
 * coordinator's copy is written in the coordinator's own transaction, where the listeners hear it.
 */
const COORDINATOR_NOTIFY = `CREATE OR REPLACE FUNCTION kg_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF citus_is_coordinator() THEN
    PERFORM pg_notify('kg_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$`;

/**
 * Citus gives the coordinator's copy of a reference table no trigger that fires on TRUNCATE (13.2: the
 * workers' copies get it), and the coordinator's copy is the one whose notification is heard. So the
 * change triggers of reference tables fire on insert, update and delete only: the product truncates none.
 */
async function notifyFromCoordinator(client: pg.ClientBase, tables: string[]): Promise<void> {
  const { rows } = await client.query<{ name: string; table: string; definition: string }>(
    `select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as definition
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'kg_notify_change' and not t.tgisinternal and c.relname = any($1) and t.tgtype & 32 <> 0`,
    [tables],
  );
  for (const r of rows) {
    await client.query(`drop trigger ${quoted(r.name)} on ${quoted(r.table)}`);
    await client.query(r.definition.replace(/ OR TRUNCATE ON /, ' ON ').replace(/AFTER TRUNCATE OR /, 'AFTER '));
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** True when the database has Citus: the only case in which `distribute` does anything. */
export async function hasCitus(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query(`select 1 from pg_extension where extname = 'citus'`);
  return rows.length > 0;
}

/**
 * Applies db/distribution.ts on a Citus coordinator, in one transaction: reference tables, then the
 * kindergarten tables distributed by `kig_id` and co-located. The coordinator's own tables stay plain
 * PostgreSQL tables (COORDINATOR in distribution.ts says why). A table already where it belongs is left, so a second run does nothing. The foreign
 * keys between kindergarten tables are set aside while their tables move (Citus distributes no table
 * another local table references) and made again once both ends are distributed.
 */
export async function distribute(client: pg.ClientBase): Promise<DistributeStep[]> {
  if (!(await hasCitus(client))) return [];
  const steps: DistributeStep[] = [];
  await client.query('begin');
  try {
    // The access tables keep their statement triggers (migration 0007); allowed once the function is the coordinator's alone.
    await client.query('set local citus.enable_unsafe_triggers = on');
    // Reference tables written and read in one transaction: one connection per node, not one per shard.
    await client.query(`set local citus.multi_shard_modify_mode = 'sequential'`);
    const { rows: notify } = await client.query(`select 1 from pg_proc where proname = 'kg_notify_change' and prosrc like '%citus_is_coordinator%'`);
    if (notify.length === 0) await client.query(COORDINATOR_NOTIFY);
    const { rows: placed } = await client.query<{ table: string; method: string; model: string }>(
      `select logicalrelid::regclass::text as table, partmethod as method, repmodel as model from pg_dist_partition`,
    );
    const now = new Map(placed.map((r) => [r.table, r.method === 'h' ? 'distributed' : r.model === 't' ? 'reference' : 'coordinator']));
    // Only the tables the database has: one being upgraded step by step (the upgrade tests) has those of its migrations so far.
    const { rows: present } = await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and relname = any($1)`,
      [[...DISTRIBUTED, ...REFERENCE].map(tableName)],
    );
    const has = new Set(present.map((r) => r.name));
    const distributed = DISTRIBUTED.map(tableName).filter((t) => has.has(t));
    const pending = distributed.filter((t) => now.get(t) !== 'distributed');
    const { rows: links } = await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1) and confrelid::regclass::text = any($2)`,
      [pending, distributed],
    );
    for (const l of links) await client.query(`alter table ${quoted(l.table)} drop constraint ${quoted(l.name)}`);
    const references = REFERENCE.map(tableName).filter((t) => has.has(t) && now.get(t) !== 'reference');
    // Before they are copied: a trigger changed on a reference table does not reach every copy alike.
    await notifyFromCoordinator(client, references);
    for (const table of references) {
      await client.query('select create_reference_table($1)', [table]);
      steps.push({ table, made: 'reference' });
    }
    const [first] = distributed;
    for (const table of pending) {
      // The first table starts the co-location group every other kindergarten table joins.
      const colocate = table === first ? 'default' : first!;
      await client.query(`select create_distributed_table($1, 'kig_id', colocate_with => $2)`, [table, colocate]);
      steps.push({ table, made: 'distributed' });
    }
    for (const l of links) await client.query(`alter table ${quoted(l.table)} add constraint ${quoted(l.name)} ${l.definition}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return steps;
}
