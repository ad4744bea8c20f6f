import {
  ABNORMAL_KINDS,
  type AbnormalKind,
  type CheckSession,
  type DayCheck,
  type HealthCounts,
  type HealthDaily,
  type HealthDayDetail,
  type ReviewState,
  TEMPERATURE_BANDS,
} from '@kg/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { classes, students } from '../campus/campus.tables.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { auditRead } from '../../platform/audit/audit.service.js';
import { kigJoin } from '../../platform/tenancy/kig-join.js';

interface LatestCheck {
  student_id: string;
  temperature: number | null;
  abnormal: boolean;
  reasons: AbnormalKind[];
  review: string;
}

const emptyCounts = (): HealthCounts => ({
  expected: 0,
  checked: 0,
  notChecked: 0,
  abnormal: 0,
  byKind: Object.fromEntries(ABNORMAL_KINDS.map((k) => [k, 0])) as Record<AbnormalKind, number>,
  temperatures: TEMPERATURE_BANDS.map(() => 0),
  pendingReview: 0,
});

function add(counts: HealthCounts, check: LatestCheck | undefined): void {
  counts.expected++;
  if (!check) {
    counts.notChecked++;
    return;
  }
  counts.checked++;
  if (check.abnormal) counts.abnormal++;
  for (const k of check.reasons) counts.byKind[k]++;
  if (check.review === 'pending') counts.pendingReview++;
  if (check.temperature !== null) {
    const band = TEMPERATURE_BANDS.findIndex((b) => check.temperature! >= b.from && check.temperature! < b.to);
    if (band >= 0) counts.temperatures[band]!++;
  }
}

/** Children expected on a day (studying, enrolled by then), by class. */
function expectedChildren(db: Db, kigId: string, date: string, classId?: string) {
  return db
    .select({ id: students.id, name: students.name, studentNumber: students.studentNumber, classId: students.classId, className: classes.className })
    .from(students)
    .innerJoin(classes, kigJoin(classes, students, eq(classes.id, students.classId)))
    .where(
      and(
        eq(students.kigId, kigId),
        eq(students.deleted, false),
        eq(students.status, 'studying'),
        lte(students.enrolDate, date),
        classId ? eq(students.classId, classId) : undefined,
      ),
    )
    .orderBy(asc(classes.sort), asc(classes.className), asc(students.studentNumber));
}

/** Children expected on a day, and the latest check of each for the session (a re-check replaces the first). */
async function dayOf(db: Db, kigId: string, date: string, session: CheckSession, classId?: string) {
  const [kids, latest] = await Promise.all([
    expectedChildren(db, kigId, date, classId),
    db.execute(sql`
      select distinct on (student_id) student_id, temperature, abnormal, reasons, review
      from health_checks
      where kig_id = ${kigId} and school_day = ${date} and session = ${session} and deleted = false
      order by student_id, checked_at desc`),
  ]);
  return { kids, checks: new Map(rowsOf<LatestCheck>(latest).map((c) => [c.student_id, c])) };
}

/**
 * A kindergarten's checks of a day by class: checked, not checked, abnormal by kind, temperature
 * bands. Read from the committed checks, so a check appears at the next load.
 */
export async function healthDaily(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; session: CheckSession }, now: Date): Promise<HealthDaily> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone, now);
  const { kids, checks } = await dayOf(db, kig.id, date, query.session);
  const total = emptyCounts();
  const byClass = new Map<string, { classId: string; className: string } & HealthCounts>();
  for (const kid of kids) {
    const entry = byClass.get(kid.classId) ?? { classId: kid.classId, className: kid.className, ...emptyCounts() };
    byClass.set(kid.classId, entry);
    add(entry, checks.get(kid.id));
    add(total, checks.get(kid.id));
  }
  return { kigId: kig.id, date, session: query.session, ...total, classes: [...byClass.values()] };
}

/** Children not yet checked in a session of a day. */
export async function notChecked(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; session: CheckSession; classId?: string }, now: Date) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone, now);
  const { kids, checks } = await dayOf(db, kig.id, date, query.session, query.classId);
  return { kigId: kig.id, date, session: query.session, students: kids.filter((k) => !checks.has(k.id)) };
}

/** mon-aft-healthDetail: each expected child of a day with the latest morning and afternoon check side by side. */
export async function healthDayDetail(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; classId?: string }, now: Date): Promise<HealthDayDetail> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone, now);
  const [kids, latest] = await Promise.all([
    expectedChildren(db, kig.id, date, query.classId),
    db.execute(sql`
      select distinct on (student_id, session) id, student_id, session, checked_at, temperature, abnormal, reasons, review,
        jsonb_array_length(photos)::int as photo_count
      from health_checks
      where kig_id = ${kig.id} and school_day = ${date} and deleted = false
      order by student_id, session, checked_at desc`),
  ]);
  type Row = {
    id: string;
    student_id: string;
    session: CheckSession;
    checked_at: string | Date;
    temperature: number | null;
    abnormal: boolean;
    reasons: AbnormalKind[];
    review: ReviewState;
    photo_count: number;
  };
  const bySession = new Map<string, DayCheck>();
  for (const r of rowsOf<Row>(latest)) {
    bySession.set(`${r.student_id}:${r.session}`, {
      id: r.id,
      checkedAt: new Date(r.checked_at).toISOString(),
      temperature: r.temperature,
      abnormal: r.abnormal,
      reasons: r.reasons,
      review: r.review,
      photoCount: r.photo_count,
    });
  }
  await auditRead(db, ctx, 'healthDayDetail', kig.id, { date, classId: query.classId ?? null });
  return {
    kigId: kig.id,
    date,
    students: kids.map((k) => ({ ...k, morning: bySession.get(`${k.id}:morning`) ?? null, afternoon: bySession.get(`${k.id}:afternoon`) ?? null })),
  };
}
