import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, it } from 'vitest';
import { databaseUrlFor } from './pg-url.js';

/** A statement sent to the database being upgraded, its rows answered. */
export type Run = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const statementsOf = (tag: string) =>
  readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * One migration of the journal, found by its name's end (its number may change when branches merge): the
 * migrations before it, and it, each run statement by statement, for a test to put rows in between.
 */
export function migrationNamed(suffix: string) {
  const migration = journal.entries.find((e) => e.tag.endsWith(suffix));
  if (!migration) throw new Error(`no migration named *${suffix}`);
  const before = journal.entries.filter((e) => e.idx < migration.idx).map((e) => e.tag);
  return {
    async runBefore(run: Run) {
      for (const tag of before) for (const statement of statementsOf(tag)) await run(statement);
    },
    async run(run: Run) {
      for (const statement of statementsOf(migration.tag)) await run(statement);
    },
  };
}

// Every migration from the first, statement by statement: longer than a request's test.
const MIGRATING_MS = 180_000;

/**
 * `upgrade` on an empty PGlite, and on an empty PostgreSQL database when the run has one (not Citus,
 * whose tables a migration alone does not distribute): two tests, `${what} on PGlite|PostgreSQL`.
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
      // Named as the run's own copies are, so the run's clean-up drops it whatever becomes of the test.
      const name = `${template.template.replace('kg_template_', 'kg_t_')}_${process.pid}_upgrade_${Math.random().toString(36).slice(2, 8)}`;
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
}
