import { SERVICE_ENDING_DAYS, type ServiceEnding, type ServicesEnding } from '@kg/domain';
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { addDays, daysBetween, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { inSubtree } from '../../platform/tenancy/reach.js';

/**
 * A kindergarten's platform service as its home and its agent's screen show it: ending within
 * SERVICE_ENDING_DAYS of the kindergarten's own today (0: today is its last day), else nothing (no end
 * bought, far off, or past: an ended service is the organisation's state, disabled, shown elsewhere).
 */
export function serviceEnding(endDate: string | null, timeZone: string, now: Date): ServiceEnding | null {
  if (!endDate) return null;
  const daysLeft = daysBetween(todayIn(timeZone, now), endDate);
  return daysLeft >= 0 && daysLeft <= SERVICE_ENDING_DAYS ? { endDate, daysLeft } : null;
}

/** The window of end dates any zone's today can put within SERVICE_ENDING_DAYS (a day either side of UTC's). */
const endWindow = (now: Date) => {
  const utc = todayIn('UTC', now);
  return between(organisations.platformServiceEnd, addDays(utc, -1), addDays(utc, SERVICE_ENDING_DAYS + 1));
};

/** The platform service ends of some kindergartens that end soon, by kindergarten id (one statement). */
export async function servicesEndingOf(db: Db, kigIds: string[], now: Date): Promise<Map<string, ServiceEnding>> {
  if (!kigIds.length) return new Map();
  const rows = await db
    .select({ id: organisations.id, end: organisations.platformServiceEnd, timeZone: organisations.timeZone })
    .from(organisations)
    .where(and(inArray(organisations.id, kigIds), isNotNull(organisations.platformServiceEnd), endWindow(now)));
  return new Map(rows.flatMap((r) => (serviceEnding(r.end, r.timeZone, now) ? [[r.id, serviceEnding(r.end, r.timeZone, now)!] as const] : [])));
}

/**
 * The kindergartens of the session's subtree (an agent's, operations' every one) whose platform service
 * ends within SERVICE_ENDING_DAYS, each on its own clock, soonest first: live and enabled ones only.
 */
export async function servicesEnding(db: Db, ctx: SessionContext, now: Date): Promise<ServicesEnding> {
  const rows = await db
    .select({ kigId: organisations.id, code: organisations.code, name: organisations.name, end: organisations.platformServiceEnd, timeZone: organisations.timeZone })
    .from(organisations)
    .where(
      and(
        inSubtree(ctx),
        eq(organisations.kind, 'kindergarten'),
        eq(organisations.deleted, false),
        eq(organisations.status, 'enabled'),
        isNotNull(organisations.platformServiceEnd),
        endWindow(now),
      ),
    )
    .orderBy(asc(organisations.platformServiceEnd), asc(organisations.code));
  const records = rows.flatMap((r) => {
    const ending = serviceEnding(r.end, r.timeZone, now);
    return ending ? [{ kigId: r.kigId, code: r.code, name: r.name, ...ending }] : [];
  });
  return { records: records.sort((a, b) => a.daysLeft - b.daysLeft || (a.code ?? '').localeCompare(b.code ?? '')) };
}
