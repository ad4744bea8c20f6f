import type { FamilyMembership } from '@kg/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { FamilyContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { familyChild } from '../families/family-reach.js';
import { growthReports } from '../health/health.tables.js';
import { familyPrice } from './pack-prices.js';
import { vipPackages } from './pack.tables.js';
import { childMembership, startTrial } from './membership.service.js';

/** A child's membership today and the kindergarten's offer: the packages on the shelf at its price (a trial only while unused). */
export async function familyMembership(db: Db, family: FamilyContext, studentId: string, clock: Clock): Promise<FamilyMembership> {
  const child = familyChild(family, studentId);
  const { today, periods, current, state } = await childMembership(db, child.kigId, studentId, clock());
  const trialUsed = periods.some((p) => p.source === 'trial');
  const shelf = await db
    .select()
    .from(vipPackages)
    .where(and(eq(vipPackages.shelfState, 'onShelf'), eq(vipPackages.deleted, false)))
    .orderBy(vipPackages.validDays);
  const offers = [];
  for (const pack of shelf) {
    if (pack.tryFlag && trialUsed) continue;
    offers.push({
      packageId: pack.id,
      packageName: pack.packageName,
      validDays: pack.validDays,
      tryFlag: pack.tryFlag ?? false,
      price: pack.tryFlag ? 0 : await familyPrice(db, child.kigId, pack),
    });
  }
  const currentPack = current
    ? (shelf.find((p) => p.id === current.packageId) ?? (await db.select().from(vipPackages).where(eq(vipPackages.id, current.packageId)))[0])
    : undefined;
  return {
    studentId,
    today,
    state,
    current: current ? { packageName: currentPack?.packageName ?? '', source: current.source, startDate: current.startDate, endDate: current.endDate } : null,
    trialUsed,
    offers,
  };
}

export async function familyStartTrial(db: Db, family: FamilyContext, input: { studentId: string; packageId: string }, clock: Clock) {
  const child = familyChild(family, input.studentId);
  return startTrial(db, family, child, input.packageId, clock);
}

/**
 * The members-only growth reports: a child's generated reports while its membership runs (its last day
 * included, in the kindergarten's zone); from the day after, a 403 naming the child and when it ended.
 */
export async function familyGrowthReports(db: Db, family: FamilyContext, studentId: string, clock: Clock) {
  const child = familyChild(family, studentId);
  const { state, latest } = await childMembership(db, child.kigId, studentId, clock());
  if (state === 'none') throw new AppError(403, 'pack.membersOnly', { name: child.name });
  if (state === 'expired') throw new AppError(403, 'pack.membersEnded', { name: child.name, endDate: latest!.endDate });
  const rows = await db
    .select({ id: growthReports.id, termId: growthReports.termId, generatedAt: growthReports.generatedAt, content: growthReports.content })
    .from(growthReports)
    .where(and(eq(growthReports.kigId, child.kigId), eq(growthReports.studentId, studentId), eq(growthReports.status, 'generated'), eq(growthReports.deleted, false)))
    .orderBy(desc(growthReports.generatedAt));
  return {
    records: rows.flatMap((r) => (r.content ? [{ id: r.id, termId: r.termId, generatedAt: r.generatedAt ? r.generatedAt.toISOString() : null, content: r.content }] : [])),
  };
}
