import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../test/pg-url.js';

/**
 * The migration that makes recharges' and withdrawals' codes unique, on a database whose rows already share
 * codes (two of one millisecond that drew the same digits): it does not fail; the first keeps its code, the
 * later ones get "-2", "-3"; afterwards a taken code is refused.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const statementsOf = (tag: string) =>
  readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
// Found by its name: the migration's number may change when branches merge.
const unique = journal.entries.find((e) => e.tag.endsWith('_money_codes_unique'))!;
const before = journal.entries.filter((e) => e.idx < unique.idx).map((e) => e.tag);

type Run = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

async function upgrade(run: Run) {
  for (const tag of before) for (const statement of statementsOf(tag)) await run(statement);
  // Three recharges of one code (created in this order), one of its own; two withdrawals of one code.
  const recharge = (n: number, code: string, at: string) =>
    run(`insert into recharges (id, code, amount, paid_at, credential, created_at) values ('${id(n)}', '${code}', 100, now(), 'c.png', '${at}')`);
  await recharge(3, 'R20261126173112345123', '2026-11-26T17:31:12.345Z');
  await recharge(1, 'R20261126173112345123', '2026-11-26T17:31:12.346Z');
  await recharge(2, 'R20261126173112345123', '2026-11-26T17:31:12.346Z');
  await recharge(4, 'R20261126173112345124', '2026-11-26T17:31:12.345Z');
  await run(`insert into recharges (id, amount, paid_at, credential) values ('${id(5)}', 100, now(), 'c.png'), ('${id(6)}', 100, now(), 'c.png')`);
  const withdrawal = (n: number, code: string) => run(`insert into withdrawals (id, code, amount) values ('${id(n)}', '${code}', 100)`);
  await withdrawal(11, 'W20261126173112345500');
  await withdrawal(12, 'W20261126173112345500');
  for (const statement of statementsOf(unique.tag)) await run(statement);

  const codes = async (table: string) => Object.fromEntries((await run(`select id, code from ${table} order by id`)).rows.map((r) => [String(r.id).slice(-2), r.code]));
  expect(await codes('recharges')).toEqual({
    '03': 'R20261126173112345123',
    '01': 'R20261126173112345123-2',
    '02': 'R20261126173112345123-3',
    '04': 'R20261126173112345124',
    '05': null,
    '06': null,
  });
  expect(await codes('withdrawals')).toEqual({ '11': 'W20261126173112345500', '12': 'W20261126173112345500-2' });
  await expect(recharge(7, 'R20261126173112345124', '2026-11-27T00:00:00.000Z')).rejects.toThrow(/recharges_code_key/);
  await expect(withdrawal(13, 'W20261126173112345500')).rejects.toThrow(/withdrawals_code_key/);
}

// Every migration from the first, statement by statement: longer than a request's test.
const MIGRATING_MS = 180_000;

describe('migration money_codes_unique: recharges and withdrawals whose codes were shared', () => {
  it(
    'keeps the first code and numbers the others on PGlite',
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
    'keeps the first code and numbers the others on PostgreSQL',
    async () => {
      if (template.kind !== 'postgres') return;
      // Named as the run's own copies are, so the run's clean-up drops it whatever becomes of the test.
      const name = `${template.template.replace('kg_template_', 'kg_t_')}_${process.pid}_codes_${Math.random().toString(36).slice(2, 8)}`;
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
});
