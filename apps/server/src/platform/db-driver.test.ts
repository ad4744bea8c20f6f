import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import type { Database } from './db.js';
import { rowsOf } from './sql-rows.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const samples = pgTable('driver_samples', {
  id: uuid('id').primaryKey(),
  label: text('label'),
  count: integer('count'),
  big: bigint('big', { mode: 'bigint' }),
  amount: numeric('amount'),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  day: date('day'),
  doc: jsonb('doc').$type<Record<string, unknown>>(),
  tags: text('tags').array(),
  bytes: bytea('bytes'),
});

const full = {
  id: '0190e7a4-0000-7000-8000-000000000001',
  label: '王小明 a\u00e9 "quoted"',
  count: -2147483648,
  big: 9007199254740993n,
  amount: '12345678901234567890.125',
  flag: false,
  at: new Date('2026-11-23T08:05:06.789Z'),
  local: new Date('2026-11-23T08:05:06.000Z'),
  day: '2026-02-28',
  doc: { name: '小明', nested: { list: [1, 2.5, null, 'x'] }, empty: {} },
  tags: ['a', 'b,c', ''],
  bytes: new Uint8Array([0, 1, 127, 128, 255]),
};
const empty = {
  id: '0190e7a4-0000-7000-8000-000000000002',
  label: null,
  count: null,
  big: null,
  amount: null,
  flag: null,
  at: null,
  local: null,
  day: null,
  doc: null,
  tags: null,
  bytes: null,
};

/**
 * The database as the services see it, the same on both drivers: every kind of value comes back as
 * it went in (PGlite's answers cross from its worker thread), errors keep their SQLSTATE, and a
 * transaction's failure or rollback leaves nothing behind.
 */
describe('values and transactions through the driver', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(sql`create table driver_samples (id uuid primary key, label text, count integer, big bigint, amount numeric,
      flag boolean, at timestamptz, local timestamp, day date, doc jsonb, tags text[], bytes bytea)`);
  });
  afterAll(() => drop?.());

  it('returns every kind of value as it was written, nulls included', async () => {
    await database.db.insert(samples).values([full, empty]);
    const [written] = await database.db.select().from(samples).where(eq(samples.id, full.id));
    expect({ ...written, bytes: Buffer.from(written!.bytes!) }).toEqual({ ...full, bytes: Buffer.from(full.bytes) });
    expect(written!.bytes).toBeInstanceOf(Uint8Array);
    expect(written!.at).toBeInstanceOf(Date);
    expect(await database.db.select().from(samples).where(eq(samples.id, empty.id))).toEqual([empty]);
    // Raw SQL: timestamps and dates stay as the database wrote them, json is parsed, counts are numbers.
    const [raw] = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select at, day, doc, count, flag, (select count(*) from driver_samples)::int as n from driver_samples where id = ${full.id}`),
    );
    expect(raw).toMatchObject({ doc: full.doc, count: full.count, flag: false, n: 2 });
    expect(new Date(String(raw!.at)).getTime()).toBe(full.at.getTime());
    expect(raw!.day).toBe('2026-02-28');
  });

  it('keeps the SQLSTATE and the names of a failed statement', async () => {
    const error = await database.db
      .insert(samples)
      .values(full)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({ code: '23505', constraint: 'driver_samples_pkey' });
  });

  it('commits a transaction, and leaves nothing of one that failed, rolled back or failed in a savepoint', async () => {
    const id = (n: number) => `0190e7a4-0000-7000-8000-00000000010${n}`;
    await database.db.transaction(async (tx) => {
      await tx.insert(samples).values({ id: id(1) });
      await tx.insert(samples).values({ id: id(2) });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(samples).values({ id: id(3) });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(samples).values({ id: id(4) });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(samples).values({ id: id(5) });
        await tx.insert(samples).values({ id: id(1) });
      }),
    ).rejects.toThrow();
    await database.db.transaction(async (tx) => {
      await tx.insert(samples).values({ id: id(6) });
      await tx.transaction((inner) => inner.insert(samples).values({ id: id(1) })).catch(() => undefined);
      await tx.insert(samples).values({ id: id(7) });
    });
    const kept = (await database.db.select({ id: samples.id }).from(samples)).map((r) => r.id).filter((v) => v.startsWith(id(0).slice(0, -2)));
    expect(kept.sort()).toEqual([id(1), id(2), id(6), id(7)]);
    // The connection is free again afterwards: the transactions' ends reached the database.
    expect(
      await database.db
        .select({ id: samples.id })
        .from(samples)
        .where(eq(samples.id, id(6))),
    ).toEqual([{ id: id(6) }]);
  });

  it("runs a transaction's statements given at once one after another, each with its own answer", async () => {
    // Statements a connection was given before its last one answered (pg 9 refuses them; pg 8 warns).
    const running = new Map<pg.Client, number>();
    let mostAtOnce = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      running.set(this, (running.get(this) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, running.get(this)!);
      const answer = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      void Promise.resolve(answer).finally(() => running.set(this, running.get(this)! - 1));
      return answer;
    } as typeof query);
    try {
      const answers = await database.db.transaction((tx) =>
        Promise.all([tx.execute(sql`select pg_sleep(0.05), 1 as n`), tx.execute(sql`select 2 as n`), tx.select({ id: samples.id }).from(samples).where(eq(samples.id, full.id))]),
      );
      expect(answers.map((a) => (Array.isArray(a) ? a : rowsOf<{ n: number }>(a).map((r) => r.n)))).toEqual([[1], [2], [{ id: full.id }]]);
    } finally {
      spy.mockRestore();
    }
    // PostgreSQL's connections are pg clients; PGlite has none (its worker takes one statement at a time).
    expect(mostAtOnce).toBe(inject('dbTemplate').kind === 'pglite' ? 0 : 1);
  });

  it.skipIf(inject('dbTemplate').kind !== 'pglite')('refuses a value that cannot reach the database without losing the connection', async () => {
    const error = await database.db.execute(sql`select ${(() => 1) as unknown as number} as f`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await database.db.select({ id: samples.id }).from(samples).where(eq(samples.id, full.id))).toEqual([{ id: full.id }]);
  });
});
