import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, it } from 'vitest';
import { distribute } from '../db/distribute.js';
import { createCitusDatabase, dropEverywhere } from './citus-nodes.js';
import { databaseUrlFor } from './pg-url.js';

/**
 * A statement sent to the database being upgraded, its rows answered. On Citus, `distribute` places the
 * tables made so far as the migrator does after migrating (db/distribute.ts).
 */
export type Run = ((text: string) => Promise<{ rows: Record<string, unknown>[] }>) & { distribute?: () => Promise<unknown> };

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const statementsOf = (tag: string) =>
  readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * One migration of the journal, found by its name's end (its number may change when branches merge): the
 * migrations before it, and it, each run statement by statement, for a test to put rows in between. Each
 * ends as the migrator's run does: on Citus, with the tables distributed, so that the migration meets a
 * database placed by the version before it.
 */
export function migrationNamed(suffix: string) {
  const migration = journal.entries.find((e) => e.tag.endsWith(suffix));
  if (!migration) throw new Error(`no migration named *${suffix}`);
  const before = journal.entries.filter((e) => e.idx < migration.idx).map((e) => e.tag);
  return {
    async runBefore(run: Run) {
      for (const tag of before) for (const statement of statementsOf(tag)) await run(statement);
      await run.distribute?.();
    },
    async run(run: Run) {
      for (const statement of statementsOf(migration.tag)) await run(statement);
      await run.distribute?.();
    },
  };
}

// Named as the run's own copies are, so the run's clean-up drops it whatever becomes of the test.
const upgradeName = (template: string) => `${template.replace('kg_template_', 'kg_t_')}_${process.pid}_upgrade_${Math.random().toString(36).slice(2, 8)}`;

// Every migration from the first, statement by statement: longer than a request's test.
const MIGRATING_MS = 180_000;

/**
 * `upgrade` on an empty PGlite, and on an empty PostgreSQL database or Citus cluster when the run has
 * one: tests `${what} on PGlite|PostgreSQL|Citus`. On Citus, a database of every node, the tables
 * distributed after each step (`Run.distribute`): a migration that meets tables already distributed (a
 * trigger added to one, a table made beside them) is upgraded as a platform's existing cluster would be.
 */
export function itUpgrades(what: string, upgrade: (run: Run) => Promise<void>): void {
  it(
    `${what} on PGlite`,
    async () => {
      const db = new PGlite();
      try {
        await upgrade((text) => db.query(text) as Promise<{ rows: Record<string, unknown>[] }>);
      } finally {
        await db.close();
      }
    },
    MIGRATING_MS,
  );

  const template = inject('dbTemplate');
  it.skipIf(template.kind !== 'postgres' || !!template.workers)(
    `${what} on PostgreSQL`,
    async () => {
      if (template.kind !== 'postgres') return;
      const name = upgradeName(template.template);
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const client = new pg.Client({ connectionString: databaseUrlFor(template.url, name) });
      await client.connect();
      try {
        await upgrade((text) => client.query(text));
      } finally {
        await client.end();
        await admin.query(`drop database ${name}`);
        await admin.end();
      }
    },
    MIGRATING_MS,
  );

  it.skipIf(template.kind !== 'postgres' || !template.workers)(
    `${what} on Citus`,
    async () => {
      if (template.kind !== 'postgres' || !template.workers) return;
      const nodes = [template.url, ...template.workers];
      const name = upgradeName(template.template);
      await createCitusDatabase(template.url, template.workers, name);
      const client = new pg.Client({ connectionString: databaseUrlFor(template.url, name) });
      await client.connect();
      try {
        // As the migrator does (platform/db.ts): a migration may add a trigger to a distributed table.
        await client.query('set citus.enable_unsafe_triggers = on');
        await upgrade(Object.assign((text: string) => client.query(text), { distribute: () => distribute(client) }));
      } finally {
        await client.end();
        await dropEverywhere(nodes, name);
      }
    },
    MIGRATING_MS,
  );
}
