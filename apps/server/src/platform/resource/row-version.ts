import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A row's version is its updatedAt to the millisecond: what a client read (JSON dates carry
 * milliseconds, PostgreSQL keeps microseconds, so both sides are compared truncated).
 */
export function isVersion(updatedAt: PgColumn, version: string): SQL {
  return sql`date_trunc('milliseconds', ${updatedAt}) = ${new Date(version).toISOString()}::timestamptz`;
}

/**
 * The version a write gives a row: now, but always at least a millisecond after the one it had, so
 * every write changes it (two writes in one millisecond, or a clock stepping back, cannot repeat one).
 */
export function nextVersion(updatedAt: SQL | PgColumn = sql.raw('"updated_at"')): SQL {
  return sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')`;
}
