import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A time truncated to the millisecond, as UTC wall time: by immutable functions only, which Citus runs
 * on a column in an update (the time-zone-aware `date_trunc` of a timestamptz is only stable).
 */
const toMilliseconds = (at: SQL | PgColumn): SQL => sql`date_trunc('milliseconds', ${at} at time zone 'UTC')`;

/**
 * A row's version is its updatedAt to the millisecond: what a client read (JSON dates carry
 * milliseconds, PostgreSQL keeps microseconds, so both sides are compared truncated).
 */
export function isVersion(updatedAt: PgColumn, version: string): SQL {
  return sql`${toMilliseconds(updatedAt)} = (${new Date(version).toISOString()}::timestamptz at time zone 'UTC')`;
}

/**
 * The version a write gives a row: now, but always at least a millisecond after the one it had, so
 * every write changes it (two writes in one millisecond, or a clock stepping back, cannot repeat one).
 */
export function nextVersion(updatedAt: SQL | PgColumn = sql.raw('"updated_at"')): SQL {
  return sql`greatest(date_trunc('milliseconds', now()), (${toMilliseconds(updatedAt)} + interval '1 millisecond') at time zone 'UTC')`;
}
