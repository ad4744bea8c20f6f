import { and, between, count, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { datesBetween } from '../attendance/day-evaluation.js';
import { checkScope } from './health-scope.js';
import { healthChecks } from './health.tables.js';

/**
 * Checks recorded each day over a range, within what the session may see of them (checkScope: its
 * kindergartens', or for an institution the abnormal checks of its contracted kindergartens). Every
 * row counts, as the check list shows them; one grouped statement whatever the reach.
 */
export async function checksByDay(db: Db, ctx: SessionContext, from: string, to: string): Promise<{ date: string; checks: number; abnormal: number }[]> {
  const rows = await db
    .select({ day: healthChecks.schoolDay, checks: count(), abnormal: sql<number>`count(*) filter (where ${healthChecks.abnormal})` })
    .from(healthChecks)
    .where(and(checkScope(db, healthChecks)(ctx), between(healthChecks.schoolDay, from, to), eq(healthChecks.deleted, false)))
    .groupBy(healthChecks.schoolDay);
  const byDay = new Map(rows.map((r) => [String(r.day), r]));
  return datesBetween(from, to).map((date) => ({ date, checks: Number(byDay.get(date)?.checks ?? 0), abnormal: Number(byDay.get(date)?.abnormal ?? 0) }));
}
