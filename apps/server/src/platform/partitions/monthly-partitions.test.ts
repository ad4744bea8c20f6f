import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_PARTITIONED } from '../../db/partitioned-tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLogs } from '../audit/audit.table.js';
import { rowsOf } from '../sql-rows.js';
import {
  addMonths,
  attachedMonths,
  currentMonth,
  detachMonth,
  ensureMonthsAhead,
  MONTHS_AHEAD,
  type MonthlyPartitioning,
  PartitionRefused,
  partitionName,
} from './monthly-partitions.js';

const audit: MonthlyPartitioning = MONTHLY_PARTITIONED.find((p) => p.table === 'audit_logs')!;
const entry = (at: Date, resource = 'partition-test') => ({ at, action: 'view' as const, resource, result: 'ok' as const });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) => rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`)))[0]!.n;

describe('monthly partitions', () => {
  it('the months addressed as YYYY-MM, across a year end', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(partitionName('audit_logs', '2027-02')).toBe('audit_logs_p2027_02');
  });

  it('the audit log is partitioned, with this month and the months ahead attached at the start', async () => {
    const now = currentMonth(new Date());
    const months = await attachedMonths(t.database.db, 'audit_logs');
    for (let i = 0; i <= MONTHS_AHEAD; i++) expect(months).toContain(addMonths(now, i));
    // A row lands in its month's partition, read on Shanghai's clocks (16:00 UTC on the last day is the next month there).
    await t.database.db.insert(auditLogs).values(entry(new Date(`${addMonths(now, 1)}-01T00:00:00Z`)));
    const [row] = rowsOf<{ partition: string }>(
      await t.database.db.execute(sql`select tableoid::regclass::text as partition from audit_logs where at = ${`${addMonths(now, 1)}-01T00:00:00Z`}::timestamptz`),
    );
    expect(row!.partition).toBe(partitionName('audit_logs', addMonths(now, 1)));
  });

  it('the job makes the months ahead once, and a month without a partition refuses its rows until then', async () => {
    const later = new Date(`${addMonths(currentMonth(new Date()), 7)}-15T12:00:00Z`);
    await expect(t.database.db.insert(auditLogs).values(entry(later))).rejects.toThrow();
    const made = await ensureMonthsAhead(t.database.db, MONTHLY_PARTITIONED, later);
    expect(made.audit_logs!.length).toBeGreaterThan(0);
    expect(made.audit_logs).toContain(currentMonth(later));
    expect((await ensureMonthsAhead(t.database.db, MONTHLY_PARTITIONED, later)).audit_logs).toEqual([]);
    await t.database.db.insert(auditLogs).values(entry(later));
  });

  it('a past month is detached for archive with its rows; this month and a non-month are refused', async () => {
    const db = t.database.db;
    const past = '2024-03';
    await ensureMonthsAhead(db, [audit], new Date('2024-03-10T00:00:00Z'));
    await db.insert(auditLogs).values([entry(new Date('2024-03-05T00:00:00Z'), 'archived'), entry(new Date('2024-03-06T00:00:00Z'), 'archived')]);
    const now = new Date();
    await expect(detachMonth(db, audit, currentMonth(now), now)).rejects.toBeInstanceOf(PartitionRefused);
    await expect(detachMonth(db, audit, '2024-13', now)).rejects.toBeInstanceOf(PartitionRefused);
    await expect(detachMonth(db, audit, '2019-01', now)).rejects.toBeInstanceOf(PartitionRefused);

    const name = await detachMonth(db, audit, past, now);
    expect(await attachedMonths(db, 'audit_logs')).not.toContain(past);
    expect(await count(name)).toBe(2);
    const [left] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_logs where resource = 'archived'`));
    expect(left!.n).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)('detaching waits for open transactions without making the current month wait (PostgreSQL)', async () => {
    const db = t.database.db;
    await ensureMonthsAhead(db, [audit], new Date('2024-05-10T00:00:00Z'));
    const open = new pg.Client({ connectionString: t.databaseUrl });
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await Promise.all([open.connect(), other.connect()]);
    try {
      // A transaction writing this month, left open while the old month is detached.
      await open.query('begin');
      await open.query(`insert into audit_logs (id, at, action, resource, result) values (gen_random_uuid(), now(), 'view', 'held', 'ok')`);
      const detaching = detachMonth(db, audit, '2024-05', new Date());
      let detached = false;
      void detaching.then(() => (detached = true));
      // Another writer of this month goes through while the detach waits for the open transaction.
      for (;;) {
        const { rows } = await other.query(`select 1 from pg_stat_activity where query ilike 'alter table%detach partition%' and wait_event_type = 'Lock'`);
        if (rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query(`insert into audit_logs (id, at, action, resource, result) values (gen_random_uuid(), now(), 'view', 'meanwhile', 'ok')`);
      expect(detached).toBe(false);
      await open.query('commit');
      await detaching;
      expect(await attachedMonths(db, 'audit_logs')).not.toContain('2024-05');
      const [rows] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_logs where resource in ('held', 'meanwhile')`));
      expect(rows!.n).toBe(2);
    } finally {
      await Promise.all([open.end(), other.end()]);
    }
  });
});
