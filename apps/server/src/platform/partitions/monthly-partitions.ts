import { sql } from 'drizzle-orm';
import type { Db } from '../db.js';
import { DEFAULT_TIME_ZONE, todayIn } from '../dates.js';
import { rowsOf } from '../sql-rows.js';

/**
 * A table partitioned by month (native declarative partitions, `partition by range`): one partition
 * per month named `<table>_pYYYY_MM`. A timestamp's month is read on the clocks of the product's
 * default zone, as migration 0009 made the first ones.
 */
export interface MonthlyPartitioning {
  table: string;
  /** The partition key's type: a timestamp's month is that zone's, a date's its own. */
  type: 'timestamptz' | 'date';
}

/** Months made ahead of the current one, so that a server stopped for a while still finds its month. */
export const MONTHS_AHEAD = 3;

/** The job that keeps the months ahead made (daily, and at each start). */
export const PARTITIONS_JOB = 'partitions.ahead';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string) => MONTH.test(value);

/** 'YYYY-MM' moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + index - 1 + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export const partitionName = (table: string, month: string) => `${table}_p${month.replace('-', '_')}`;

/** A month's partition is `<table>_pYYYY_MM`, or `<table>_pYYYY_MM_N` when a detached month's archive still holds that name. */
const monthOf = (name: string, table: string): string | undefined => {
  const match = new RegExp(`^${table}_p(\\d{4})_(\\d{2})(?:_\\d+)?$`).exec(name);
  return match ? `${match[1]}-${match[2]}` : undefined;
};

export const currentMonth = (at: Date) => todayIn(DEFAULT_TIME_ZONE, at).slice(0, 7);

/** The partitions attached, with their months, oldest first. */
export async function attachedPartitions(db: Db, table: string): Promise<Array<{ month: string; name: string }>> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = ${table} and p.relnamespace = current_schema()::regnamespace`),
  );
  return rows
    .map((r) => ({ month: monthOf(r.name, table), name: r.name }))
    .filter((r): r is { month: string; name: string } => r.month !== undefined)
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** The months that have a partition attached, oldest first. */
export async function attachedMonths(db: Db, table: string): Promise<string[]> {
  return (await attachedPartitions(db, table)).map((p) => p.month);
}

/**
 * The name a new partition of a month takes: its own, unless a detached month's archive (not yet
 * dropped) still holds it, so that an event sent late for an archived month is still stored.
 */
async function freeName(db: Db, table: string, month: string): Promise<string> {
  const base = partitionName(table, month);
  const taken = new Set(
    rowsOf<{ name: string }>(await db.execute(sql`select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relname like ${`${base}%`}`)).map(
      (r) => r.name,
    ),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  return name;
}

/** A month's start as the literal its partition bound takes. */
function bound(p: MonthlyPartitioning, month: string): string {
  return p.type === 'date' ? `${month}-01` : `${month}-01 00:00:00`;
}

/** True when the table is distributed by Citus (there, `detach ... concurrently` is refused). */
async function isDistributed(db: Db, table: string): Promise<boolean> {
  const [citus] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_extension where extname = 'citus'`));
  if (!citus?.n) return false;
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_dist_partition where logicalrelid = ${table}::regclass and partmethod = 'h'`));
  return (row?.n ?? 0) > 0;
}

/** A month attached, with its rows and the bytes it holds (table, indexes and TOAST). */
export interface MonthSize {
  month: string;
  name: string;
  rows: number;
  bytes: number;
}

/**
 * Each attached month's rows and size, oldest first. On Citus a distributed table's rows are on the
 * workers (the coordinator's partition is an empty shell): there the size is Citus's, summed over the
 * month's shards; a table kept on the coordinator (the audit log) is measured where it is.
 */
export async function monthSizes(db: Db, table: string): Promise<MonthSize[]> {
  const size = (await isDistributed(db, table)) ? 'citus_total_relation_size' : 'pg_total_relation_size';
  const out: MonthSize[] = [];
  for (const { month, name } of await attachedPartitions(db, table)) {
    const [row] = rowsOf<{ rows: number; bytes: number }>(
      await db.execute(sql`select (select count(*)::int from ${sql.identifier(name)}) as rows, ${sql.raw(size)}(${name}::regclass)::float8 as bytes`),
    );
    out.push({ month, name, rows: row!.rows, bytes: row!.bytes });
  }
  return out;
}

/** A month's partition, its bounds computed by the database (a timestamp's are that zone's midnights; a date's the first days). */
async function createMonth(db: Db, p: MonthlyPartitioning, month: string, ifNotExists = false): Promise<void> {
  const from = p.type === 'date' ? sql`${bound(p, month)}::date` : sql`${bound(p, month)}::timestamp at time zone ${DEFAULT_TIME_ZONE}`;
  const to = p.type === 'date' ? sql`${bound(p, addMonths(month, 1))}::date` : sql`${bound(p, addMonths(month, 1))}::timestamp at time zone ${DEFAULT_TIME_ZONE}`;
  const [range] = rowsOf<{ from: string; to: string }>(await db.execute(sql`select (${from})::text as "from", (${to})::text as "to"`));
  const name = await freeName(db, p.table, month);
  await db.execute(sql.raw(`create table ${ifNotExists ? 'if not exists ' : ''}"${name}" partition of "${p.table}" for values from ('${range!.from}') to ('${range!.to}')`));
}

/**
 * Makes the partitions of `months` that are missing. Servers starting together may race to make the
 * same one: a transaction lock keyed on the table lets one make it and the other find it made. Citus
 * (13.2) deadlocks on itself making a partition of a distributed table inside a transaction block: there
 * each month is made by a statement of its own, and one another server made meanwhile is found made.
 */
export async function ensureMonths(db: Db, p: MonthlyPartitioning, months: string[]): Promise<string[]> {
  const made: string[] = [];
  if (await isDistributed(db, p.table)) {
    const have = new Set(await attachedMonths(db, p.table));
    for (const month of months) {
      if (have.has(month)) continue;
      try {
        await createMonth(db, p, month, true);
        made.push(month);
      } catch (error) {
        if (!(await attachedMonths(db, p.table)).includes(month)) throw error;
      }
    }
    return made;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partitions:${p.table}`}))`);
    const have = new Set(await attachedMonths(tx as unknown as Db, p.table));
    for (const month of months) {
      if (have.has(month)) continue;
      await createMonth(tx as unknown as Db, p, month);
      made.push(month);
    }
  });
  return made;
}

/** The current month and MONTHS_AHEAD after it, for every partitioned table. */
export async function ensureMonthsAhead(db: Db, tables: readonly MonthlyPartitioning[], at: Date): Promise<Record<string, string[]>> {
  const current = currentMonth(at);
  const months = Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => addMonths(current, i));
  const made: Record<string, string[]> = {};
  for (const p of tables) made[p.table] = await ensureMonths(db, p, months);
  return made;
}

export class PartitionRefused extends Error {}

/** PostgreSQL's refusal of a row whose month has no partition (a check violation). */
function isMissingPartition(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // On Citus the worker's refusal comes back as an internal error (XX000), its message the same.
    if ((code === '23514' || code === 'XX000') && typeof message === 'string' && message.includes('no partition of relation')) return true;
  }
  return false;
}

/**
 * A write of rows of the given school days: a month with no partition yet (a machine's clock far off,
 * an event sent months late, a server stopped longer than the months made ahead) is made, and the
 * write done once more. The months ahead are made by the job, so this happens only for such a month;
 * the write is never refused for its date.
 */
export async function writingDays<T>(db: Db, p: MonthlyPartitioning, days: readonly string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isMissingPartition(error)) throw error;
    await ensureMonths(db, p, [...new Set(days.map((day) => day.slice(0, 7)))]);
    return write();
  }
}

/** How long a detach on Citus waits for the table's lock before it gives up (and the writers queued behind it go on). */
export const CITUS_DETACH_LOCK_TIMEOUT = '2s';

/**
 * Detaches a past month for archive: the partition becomes a table of its own (dump it, then drop
 * it). `concurrently`, so inserts into the current month never wait on it; a month not yet over
 * stays attached. Runs outside any transaction, as PostgreSQL requires. Citus 13 refuses a concurrent
 * detach of a distributed table: there the detach takes the table's lock for a moment (a catalog change
 * on every node), and gives up after CITUS_DETACH_LOCK_TIMEOUT rather than hold writers queued behind it.
 */
export async function detachMonth(db: Db, p: MonthlyPartitioning, month: string, at: Date): Promise<string> {
  if (!isMonth(month)) throw new PartitionRefused(`${month} is not a month (YYYY-MM)`);
  if (month >= currentMonth(at)) throw new PartitionRefused(`${month} is not over yet: only a past month is detached`);
  const attached = (await attachedPartitions(db, p.table)).find((a) => a.month === month);
  if (!attached) throw new PartitionRefused(`${p.table} has no attached partition for ${month}`);
  const { name } = attached;
  if (await isDistributed(db, p.table)) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${CITUS_DETACH_LOCK_TIMEOUT}'`));
      await tx.execute(sql.raw(`alter table "${p.table}" detach partition "${name}"`));
    });
  } else {
    await db.execute(sql.raw(`alter table "${p.table}" detach partition "${name}" concurrently`));
  }
  return name;
}
