import { sql } from 'drizzle-orm';
import type { Db } from './db.js';

/** Beyond this many days a refresh locks the kindergarten's whole area instead (a lock per day costs shared memory). */
const MOST_DAY_LOCKS = 31;

/**
 * Takes, until the transaction ends, the locks of a summary refresh about to recompute some days of
 * a kindergarten: the kindergarten's area shared and each day's own, in day order, in one statement;
 * a refresh of more days takes the kindergarten's area alone. A refresh holding them reads the raw
 * rows committed by any refresh of the same days before it, so two writers of one day cannot each
 * write a count that misses the other's rows. A transaction locks once (see the callers).
 */
export async function lockSummaryDays(tx: Db, area: 'attendance' | 'health', kigId: string, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  const key = `${area}:${kigId}`;
  if (days.length > MOST_DAY_LOCKS) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return;
  }
  await tx.execute(sql`
    select pg_advisory_xact_lock_shared(hashtext(${key})), (
      select count(pg_advisory_xact_lock(hashtext(${key}), (d - date '2000-01-01')::int))
      from (select d from unnest(${dateArray(days)}::date[]) as d order by d) ordered)`);
}

/** Dates as one array parameter ('{2026-11-02,2026-11-03}'). */
export const dateArray = (days: readonly string[]) => `{${[...new Set(days)].sort().join(',')}}`;
