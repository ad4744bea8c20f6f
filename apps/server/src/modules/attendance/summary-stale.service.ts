import { addDays } from '../../platform/dates.js';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

export interface StaleDay {
  kigId: string;
  personKind: string;
  classId: string;
  schoolDay: string;
}

/** The kindergartens a settle is about: some ids, or a subquery of them (a session's reach). */
export type KigIds = readonly string[] | SQL;

export const kigCondition = (kigIds: KigIds) => (Array.isArray(kigIds) ? sql`kig_id = any(${`{${kigIds.join(',')}}`}::uuid[])` : sql`kig_id in ${kigIds}`);

/** Whether any day of a range is marked stale (one indexed probe: what a read costs when nothing is). */
export async function anyStale(db: Db, area: 'attendance' | 'health', kigIds: KigIds, from: string, to: string): Promise<boolean> {
  if (Array.isArray(kigIds) && kigIds.length === 0) return false;
  const result = await db.execute(sql`
    select 1 as stale from summary_stale where ${kigCondition(kigIds)} and area = ${area} and school_day between ${from} and ${to} limit 1`);
  return rowsOf(result).length > 0;
}

/**
 * Takes the stale marks of a range in the caller's transaction (deleted: a concurrent settle of the
 * same marks waits, then finds none left). The caller recomputes the days before it commits.
 */
export async function claimStale(tx: Db, area: 'attendance' | 'health', kigIds: KigIds, from: string, to: string): Promise<StaleDay[]> {
  const result = await tx.execute(sql`
    delete from summary_stale where ${kigCondition(kigIds)} and area = ${area} and school_day between ${from} and ${to}
    returning kig_id, person_kind, class_id, school_day - date '2000-01-01' as day_number`);
  // The day as a number of days (date arithmetic is immutable): Citus refuses a date's text, which
  // depends on the session's DateStyle, in what a statement over several shards returns.
  return rowsOf<{ kig_id: string; person_kind: string; class_id: string; day_number: number }>(result).map((r) => ({
    kigId: r.kig_id,
    personKind: r.person_kind,
    classId: r.class_id,
    schoolDay: addDays('2000-01-01', Number(r.day_number)),
  }));
}
