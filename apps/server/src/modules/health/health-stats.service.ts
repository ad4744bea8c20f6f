import { ABNORMAL_KINDS, type AbnormalKind, type CheckSession, type HealthCounts, type HealthDaily, TEMPERATURE_BANDS } from '@kg/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { classes, students } from '../campus/campus.tables.js';
import { kindergartenOf } from '../campus/kindergarten-of.js';

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

/** Children expected on a day, and the latest check of each for the session (a re-check replaces the first). */
async function dayOf(db: Db, kigId: string, date: string, session: CheckSession, classId?: string) {
  const [kids, latest] = await Promise.all([
    db
      .select({ id: students.id, name: students.name, studentNumber: students.studentNumber, classId: students.classId, className: classes.className })
      .from(students)
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(and(eq(students.kigId, kigId), eq(students.deleted, false), eq(students.status, 'studying'), lte(students.enrolDate, date), classId ? eq(students.classId, classId) : undefined))
      .orderBy(asc(classes.sort), asc(classes.className), asc(students.studentNumber)),
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
export async function healthDaily(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; session: CheckSession }): Promise<HealthDaily> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone);
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
export async function notChecked(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; session: CheckSession; classId?: string }) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone);
  const { kids, checks } = await dayOf(db, kig.id, date, query.session, query.classId);
  return { kigId: kig.id, date, session: query.session, students: kids.filter((k) => !checks.has(k.id)) };
}
