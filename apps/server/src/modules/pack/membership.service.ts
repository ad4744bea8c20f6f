import { type MembershipPeriod, type MembershipSource, membershipState, type MembershipStatusRow, type MembershipState } from '@kg/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { FamilyContext, SessionContext } from '../../platform/context.js';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { students } from '../campus/campus.tables.js';
import { familyPrice, onShelfPackage, type VipPackage } from './pack-prices.js';
import { memberships, vipPackages } from './pack.tables.js';
import { membershipRemindedAt } from './renewal-reminder.service.js';

/** A kindergarten's zone (the default where it names none): its today decides every membership's state. */
export async function zoneOf(db: Db, kigId: string): Promise<string> {
  const [org] = await db.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, kigId)).limit(1);
  return org?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A child's periods, latest end first (one shard: the kindergarten is named). */
export function periodsOf(db: Db, kigId: string, studentId: string) {
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.kigId, kigId), eq(memberships.studentId, studentId), eq(memberships.deleted, false)))
    .orderBy(desc(memberships.endDate));
}

const asPeriod = (row: typeof memberships.$inferSelect): MembershipPeriod => ({
  id: row.id,
  studentId: row.studentId,
  packageId: row.packageId,
  source: row.source,
  startDate: row.startDate,
  endDate: row.endDate,
  pricePaid: row.pricePaid,
  renewal: row.renewal ?? false,
});

const isTrialRace = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  // On Citus the worker names its shard's index: the table's index name with the shard's number after it.
  return c.code === '23505' && (c.constraint ?? '').startsWith('memberships_trial_key');
};

/**
 * Adds a period to a child's membership under the child's row lock (two sales at once queue, the second
 * extending the first): a running membership is extended from the day after its end, an expired one (or
 * none) starts today, both in the kindergarten's zone. `renewal`: the child had a membership before.
 */
export async function addPeriod(
  tx: Db,
  kigId: string,
  studentId: string,
  pack: VipPackage,
  sale: { source: MembershipSource; pricePaid: number; by: string | null },
  now: Date,
): Promise<typeof memberships.$inferSelect> {
  // The child's lock, the kindergarten's zone and the end of the child's latest period, in one statement
  // (one shard: the kindergarten is named; the zone from the organisations' reference table).
  const [locked] = rowsOf<{ zone: string | null; latest_end: string | null }>(
    await tx.execute(sql`select (select ${organisations.timeZone} from ${organisations} where ${organisations.id} = ${kigId}) as zone,
        (select max(${memberships.endDate})::text from ${memberships}
          where ${memberships.kigId} = ${kigId} and ${memberships.studentId} = ${studentId} and ${memberships.deleted} = false) as latest_end
      from ${students} where ${students.kigId} = ${kigId} and ${students.id} = ${studentId} for update of ${students}`),
  );
  const latest = locked ? (locked.latest_end === null ? undefined : { endDate: locked.latest_end }) : (await periodsOf(tx, kigId, studentId).limit(1))[0];
  const today = todayIn(locked ? (locked.zone ?? DEFAULT_TIME_ZONE) : await zoneOf(tx, kigId), now);
  const startDate = latest && latest.endDate >= today ? addDays(latest.endDate, 1) : today;
  const [row] = await tx
    .insert(memberships)
    .values({
      kigId,
      studentId,
      packageId: pack.id,
      source: sale.source,
      startDate,
      endDate: addDays(startDate, pack.validDays - 1),
      pricePaid: sale.pricePaid,
      renewal: latest !== undefined,
      soldOn: today,
      createdBy: sale.by,
    })
    .returning();
  return row!;
}

/** A studying child of the session's kindergartens, or 404 as a random id. */
async function childInReach(db: Db, ctx: SessionContext, studentId: string): Promise<{ kigId: string; name: string }> {
  const [child] = await db
    .select({ kigId: students.kigId, name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), inArray(students.kigId, kindergartenReach(ctx)), eq(students.deleted, false)))
    .limit(1);
  if (!child) throw notFound();
  return child;
}

/** The kindergarten records a cash sale: a package on the shelf, at the kindergarten's price (pack-prices.ts), audited. */
export async function sellMembership(db: Db, ctx: SessionContext, input: { studentId: string; packageId: string }, clock: Clock): Promise<MembershipPeriod> {
  const child = await childInReach(db, ctx, input.studentId);
  return db.transaction(async (tx) => {
    const pack = await onShelfPackage(tx, input.packageId);
    const pricePaid = await familyPrice(tx, child.kigId, pack);
    const row = await addPeriod(tx, child.kigId, input.studentId, pack, { source: 'sale', pricePaid, by: ctx.userId }, clock());
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'sell',
      resource: 'membership',
      resourceId: row.id,
      result: 'ok',
      detail: { kigId: child.kigId, studentId: input.studentId, packageId: pack.id, pricePaid, startDate: row.startDate, endDate: row.endDate, renewal: row.renewal },
    });
    return asPeriod(row);
  });
}

/** A family starts a child's trial: a trial package on the shelf, once per child ever (the index holds it against a race). */
export async function startTrial(db: Db, family: FamilyContext, child: { kigId: string; studentId: string; parentId: string }, packageId: string, clock: Clock) {
  try {
    return await db.transaction(async (tx) => {
      const pack = await onShelfPackage(tx, packageId);
      if (!pack.tryFlag) throw ruleBroken('pack.notTrial');
      const periods = await periodsOf(tx, child.kigId, child.studentId);
      if (periods.some((p) => p.source === 'trial')) throw ruleBroken('pack.trialUsed');
      const row = await addPeriod(tx, child.kigId, child.studentId, pack, { source: 'trial', pricePaid: 0, by: null }, clock());
      await recordAudit(tx, {
        userId: null,
        userName: family.phone,
        orgId: child.kigId,
        ip: family.ip,
        action: 'trial',
        resource: 'membership',
        resourceId: row.id,
        result: 'ok',
        detail: { studentId: child.studentId, parentId: child.parentId, packageId: pack.id, startDate: row.startDate, endDate: row.endDate },
      });
      return asPeriod(row);
    });
  } catch (error) {
    if (isTrialRace(error)) throw ruleBroken('pack.trialUsed');
    throw error;
  }
}

/** A child's membership on its kindergarten's today: the period running today (else the latest) and its state. */
export async function childMembership(db: Db, kigId: string, studentId: string, now: Date) {
  const today = todayIn(await zoneOf(db, kigId), now);
  const periods = await periodsOf(db, kigId, studentId);
  const latest = periods[0];
  const current = periods.find((p) => p.startDate <= today && p.endDate >= today) ?? latest;
  const state: MembershipState = membershipState(latest?.endDate ?? null, today);
  return { today, periods, current, latest, state };
}

/**
 * Each child's latest period in the session's kindergartens with its state on the kindergarten's today,
 * filtered and paged. The latest period is picked per kindergarten and child by a window partitioned by
 * `kig_id` first, which Citus runs on each shard.
 */
export async function membershipStatus(
  db: Db,
  ctx: SessionContext,
  query: { kigId?: string; state?: MembershipState; pageNumber: number; pageSize: number },
  clock: Clock,
): Promise<{ records: MembershipStatusRow[]; total: number }> {
  const kigs = query.kigId ? sql`(${query.kigId}) and ${memberships.kigId} in ${kindergartenReach(ctx)}` : kindergartenReach(ctx);
  const result = await db.execute(sql`select kig_id, student_id, package_id, start_date::text as start_date, end_date::text as end_date, periods, renewals from (
      select ${memberships.kigId} as kig_id, ${memberships.studentId} as student_id, ${memberships.packageId} as package_id,
        ${memberships.startDate} as start_date, ${memberships.endDate} as end_date,
        (count(*) over w)::int as periods, (count(*) filter (where ${memberships.renewal}) over w)::int as renewals,
        row_number() over (partition by ${memberships.kigId}, ${memberships.studentId} order by ${memberships.endDate} desc, ${memberships.id} desc) as n
      from ${memberships}
      where ${memberships.kigId} in ${kigs} and ${memberships.deleted} = false
      window w as (partition by ${memberships.kigId}, ${memberships.studentId})
    ) latest where n = 1`);
  const rows = rowsOf<{ kig_id: string; student_id: string; package_id: string; start_date: string; end_date: string; periods: number; renewals: number }>(result);
  const kigIds = [...new Set(rows.map((r) => r.kig_id))];
  const orgs = kigIds.length
    ? await db.select({ id: organisations.id, name: organisations.name, timeZone: organisations.timeZone }).from(organisations).where(inArray(organisations.id, kigIds))
    : [];
  const org = new Map(orgs.map((o) => [o.id, o]));
  const now = clock();
  const stated = rows
    .map((r) => ({ ...r, state: membershipState(r.end_date, todayIn(org.get(r.kig_id)?.timeZone ?? DEFAULT_TIME_ZONE, now)) }))
    .filter((r) => !query.state || r.state === query.state)
    .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.student_id.localeCompare(b.student_id));
  const page = stated.slice((query.pageNumber - 1) * query.pageSize, query.pageNumber * query.pageSize);
  const names = new Map<string, string>();
  for (const kigId of new Set(page.map((r) => r.kig_id))) {
    const ids = page.filter((r) => r.kig_id === kigId).map((r) => r.student_id);
    const found = await db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.kigId, kigId), inArray(students.id, ids)));
    for (const s of found) names.set(s.id, s.name);
  }
  const packIds = [...new Set(page.map((r) => r.package_id))];
  const packs = packIds.length ? await db.select({ id: vipPackages.id, name: vipPackages.packageName }).from(vipPackages).where(inArray(vipPackages.id, packIds)) : [];
  const packName = new Map(packs.map((p) => [p.id, p.name]));
  const reminded = new Map<string, string>();
  for (const kigId of new Set(page.map((r) => r.kig_id))) {
    const rows = page.filter((r) => r.kig_id === kigId).map((r) => ({ studentId: r.student_id, endDate: r.end_date }));
    for (const [key, at] of await membershipRemindedAt(db, kigId, rows)) reminded.set(key, at);
  }
  return {
    total: stated.length,
    records: page.map((r) => ({
      studentId: r.student_id,
      studentName: names.get(r.student_id) ?? '',
      kigId: r.kig_id,
      kigName: org.get(r.kig_id)?.name ?? '',
      packageName: packName.get(r.package_id) ?? '',
      startDate: r.start_date,
      endDate: r.end_date,
      state: r.state,
      periods: Number(r.periods),
      renewals: Number(r.renewals),
      remindedAt: reminded.get(`${r.student_id}:${r.end_date}`) ?? null,
    })),
  };
}
