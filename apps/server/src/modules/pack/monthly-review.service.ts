import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { zoneOf } from './membership.service.js';
import { memberships, monthlyReviews } from './pack.tables.js';

/** The first and last day of a month ('YYYY-MM'). */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/** Memberships sold (trials are given, not sold) in a month by kindergarten: count and amount in fen, by the day of the sale. */
async function monthFigures(db: Db, kigIds: ReturnType<typeof kindergartenReach> | string, month: string) {
  const { first, last } = monthDays(month);
  const rows = await db
    .select({ kigId: memberships.kigId, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${memberships.pricePaid}), 0)::bigint` })
    .from(memberships)
    .where(
      and(
        typeof kigIds === 'string' ? eq(memberships.kigId, kigIds) : inArray(memberships.kigId, kigIds),
        ne(memberships.source, 'trial'),
        eq(memberships.deleted, false),
        gte(memberships.soldOn, first),
        lte(memberships.soldOn, last),
      ),
    )
    .groupBy(memberships.kigId);
  return new Map(rows.map((r) => [r.kigId, { soldCount: Number(r.count), soldAmount: Number(r.amount) }]));
}

/**
 * Reads a month's figures into the review of every kindergarten the session reaches: a new month's row
 * is made to be confirmed, one to be confirmed is brought up to date, a confirmed one is closed and left.
 */
export async function refreshMonthlyReview(db: Db, ctx: SessionContext, month: string): Promise<{ kindergartens: number }> {
  return db.transaction(async (tx) => {
    const kigs = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(inArray(organisations.id, kindergartenReach(ctx)), eq(organisations.deleted, false)));
    const figures = await monthFigures(tx, kindergartenReach(ctx), month);
    let written = 0;
    for (const { id: kigId } of kigs) {
      const f = figures.get(kigId) ?? { soldCount: 0, soldAmount: 0 };
      const [row] = await tx
        .select({ id: monthlyReviews.id, state: monthlyReviews.state })
        .from(monthlyReviews)
        .where(and(eq(monthlyReviews.kigId, kigId), eq(monthlyReviews.month, month), eq(monthlyReviews.deleted, false)))
        .for('update');
      if (row?.state === 'confirmed') continue;
      if (row)
        await tx
          .update(monthlyReviews)
          .set({ ...f, updatedAt: new Date() })
          .where(and(eq(monthlyReviews.kigId, kigId), eq(monthlyReviews.id, row.id)));
      else await tx.insert(monthlyReviews).values({ kigId, month, ...f, createdBy: ctx.userId });
      written++;
    }
    await recordAudit(tx, { ...auditActor(ctx), action: 'refresh', resource: 'monthlyReview', result: 'ok', detail: { month, kindergartens: written } });
    return { kindergartens: written };
  });
}

/** The confirmation closes a month that is over in the kindergarten's zone, with its figures read once more as they are closed. */
export function confirmMonth(clock: Clock) {
  return async (tx: Db, ctx: SessionContext, row: Row): Promise<Row> => {
    const kigId = row.kigId as string;
    const month = row.month as string;
    if (todayIn(await zoneOf(tx, kigId), clock()).slice(0, 7) <= month) throw ruleBroken('pack.monthOpen');
    const f = (await monthFigures(tx, kigId, month)).get(kigId) ?? { soldCount: 0, soldAmount: 0 };
    return { ...f, confirmedBy: ctx.userId, confirmedAt: new Date() };
  };
}
