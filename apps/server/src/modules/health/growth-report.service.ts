import { ABNORMAL_KINDS, type AbnormalKind, type CheckSession, type GrowthProgress, type GrowthReportContent, PRESENT_STATUSES } from '@kg/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import type { SessionContext } from '../../platform/context.js';
import type { Clock } from '../../platform/clock.js';
import { DEFAULT_TIME_ZONE, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import type { JobContext, JobRunner } from '../../platform/jobs/job-runner.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { firstRecordedDay, personDays } from '../attendance/person-days.js';
import { classes, students, terms } from '../campus/campus.tables.js';
import { type Kindergarten, kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { doctorMessages, eyeTests, growthReports, measurements } from './health.tables.js';
import { kigJoin } from '../../platform/tenancy/kig-join.js';

export const GROWTH_JOB = 'growthReports';

async function termOf(db: Db, kigId: string, termId: string) {
  const [term] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.id, termId), eq(terms.kigId, kigId), eq(terms.deleted, false)));
  if (!term) throw notFound();
  return term;
}

/**
 * Asks for the term's reports of some children (or all studying children of a class or of the
 * kindergarten): each becomes 'generating' at once and one job writes them, with progress.
 */
export async function requestReports(
  db: Db,
  jobs: JobRunner,
  ctx: SessionContext,
  input: { kigId?: string; termId: string; classId?: string; studentIds?: string[] },
): Promise<{ jobId: string; total: number }> {
  const kig = await kindergartenOf(db, ctx, input.kigId);
  await termOf(db, kig.id, input.termId);
  const kids = await db
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .where(
      and(
        eq(students.kigId, kig.id),
        eq(students.deleted, false),
        eq(students.status, 'studying'),
        input.classId ? eq(students.classId, input.classId) : undefined,
        input.studentIds ? inArray(students.id, input.studentIds) : undefined,
      ),
    );
  if (kids.length === 0) throw notFound();
  const reportIds = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(growthReports)
      .values(kids.map((k) => ({ id: newId(), kigId: kig.id, studentId: k.id, classId: k.classId, termId: input.termId, status: 'generating' as const, createdBy: ctx.userId })))
      .onConflictDoUpdate({
        target: [growthReports.kigId, growthReports.studentId, growthReports.termId],
        set: { status: 'generating', error: null, classId: sql`excluded.class_id`, updatedAt: new Date() },
      })
      .returning({ id: growthReports.id });
    return rows.map((r) => r.id);
  });
  const jobId = await jobs.enqueue(GROWTH_JOB, { kigId: kig.id, termId: input.termId, reportIds }, kig.id, ctx.userId, reportIds.length);
  return { jobId, total: reportIds.length };
}

export async function reportProgress(db: Db, ctx: SessionContext, query: { kigId?: string; termId: string }): Promise<GrowthProgress> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const rows = await db
    .select({ status: growthReports.status, n: sql<number>`count(*)::int` })
    .from(growthReports)
    .where(and(eq(growthReports.kigId, kig.id), eq(growthReports.termId, query.termId), eq(growthReports.deleted, false)))
    .groupBy(growthReports.status);
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { termId: query.termId, total: rows.reduce((n, r) => n + r.n, 0), generated: of('generated'), generating: of('generating'), failed: of('failed') };
}

type TermAttendance = GrowthReportContent['attendance'];

/** The last day a term's report covers: the term's end, or today (at `now`) while it runs. */
const untilOf = (kig: Kindergarten, term: { endDate: string }, now: Date) => [term.endDate, todayIn(kig.timeZone, now)].sort()[0]!;

/**
 * The term's attendance of some children in one pass over the kindergarten's events, each counted
 * from the later of the child's enrolment and the kindergarten's first recorded day: the days before
 * its machines recorded anyone say nothing about who came. Nothing recorded counts nothing.
 */
export async function termAttendance(
  db: Db,
  kig: Kindergarten,
  term: { beginDate: string; endDate: string },
  studentIds: readonly string[],
  now: Date,
): Promise<Map<string, TermAttendance>> {
  const until = untilOf(kig, term, now);
  const recorded = await firstRecordedDay(db, kig.id, term.beginDate, until);
  const counted = recorded ? await personDays(db, kig, 'student', recorded, until, now, undefined, studentIds) : null;
  const byChild = new Map(studentIds.map((id) => [id, [] as NonNullable<typeof counted>['days']]));
  for (const d of counted?.days ?? []) if (d.workDay) byChild.get(d.person.id)?.push(d);
  const since = new Map((counted?.people ?? []).map((p) => [p.id, p.since]));
  return new Map(
    studentIds.map((id) => {
      const school = byChild.get(id)!;
      const count = (...statuses: string[]) => school.filter((d) => statuses.includes(d.status)).length;
      const present = school.filter((d) => PRESENT_STATUSES.includes(d.status)).length;
      const from = recorded ? [recorded, since.get(id) ?? recorded].sort()[1]! : null;
      return [
        id,
        {
          countedFrom: from && from <= until ? from : null,
          schoolDays: school.length,
          present,
          late: count('late', 'lateAndLeftEarly'),
          leftEarly: count('leftEarly', 'lateAndLeftEarly'),
          absent: count('absent'),
          leave: count('leave'),
          rate: school.length ? Math.round((present / school.length) * 10000) / 100 : 0,
        },
      ];
    }),
  );
}

/**
 * Everything a report says about one child in one term, read when the job writes it; the job passes
 * the attendance it counted for a batch of children at once.
 */
export async function assembleReport(db: Db, kig: Kindergarten, report: { studentId: string; termId: string }, now: Date, counted?: TermAttendance): Promise<GrowthReportContent> {
  const term = await termOf(db, kig.id, report.termId);
  const [child] = await db
    .select({ id: students.id, name: students.name, studentNumber: students.studentNumber, birthDate: students.birthDate, gender: students.gender, className: classes.className })
    .from(students)
    .leftJoin(classes, kigJoin(classes, students, eq(classes.id, students.classId)))
    .where(and(eq(students.kigId, kig.id), eq(students.id, report.studentId)));
  if (!child) throw notFound();
  const until = untilOf(kig, term, now);
  const [attendance, checkRows, messages, eyes, sizes] = await Promise.all([
    counted ?? termAttendance(db, kig, term, [child.id], now).then((m) => m.get(child.id)!),
    db.execute(sql`
      select distinct on (school_day, session) school_day::text as day, session, temperature, abnormal, reasons
      from health_checks where student_id = ${child.id} and deleted = false and school_day between ${term.beginDate} and ${until}
      order by school_day, session, checked_at desc`),
    db
      .select({ sentAt: doctorMessages.sentAt, content: doctorMessages.content, reply: doctorMessages.reply })
      .from(doctorMessages)
      .where(and(eq(doctorMessages.studentId, child.id), eq(doctorMessages.deleted, false), gte(doctorMessages.sentAt, new Date(`${term.beginDate}T00:00:00Z`))))
      .orderBy(asc(doctorMessages.sentAt)),
    db
      .select({ testDate: eyeTests.testDate, leftEye: eyeTests.leftEye, rightEye: eyeTests.rightEye })
      .from(eyeTests)
      .where(and(eq(eyeTests.studentId, child.id), eq(eyeTests.deleted, false), gte(eyeTests.testDate, term.beginDate), lte(eyeTests.testDate, until)))
      .orderBy(asc(eyeTests.testDate)),
    db
      .select({ measuredOn: measurements.measuredOn, height: measurements.height, weight: measurements.weight })
      .from(measurements)
      .where(and(eq(measurements.studentId, child.id), eq(measurements.termId, term.id), eq(measurements.deleted, false)))
      .orderBy(asc(measurements.measuredOn)),
  ]);
  const checks = rowsOf<{ day: string; session: CheckSession; temperature: number | null; abnormal: boolean; reasons: AbnormalKind[] }>(checkRows);
  const byKind = Object.fromEntries(ABNORMAL_KINDS.map((k) => [k, 0])) as Record<AbnormalKind, number>;
  for (const c of checks) for (const k of c.reasons) byKind[k]++;
  const temperatures = checks.map((c) => c.temperature).filter((t): t is number => t !== null);
  return {
    student: { id: child.id, name: child.name, studentNumber: child.studentNumber, className: child.className, birthDate: child.birthDate, gender: child.gender },
    kindergarten: kig.name,
    timeZone: kig.timeZone,
    term: { id: term.id, schoolYear: term.schoolYear, semester: term.semester, beginDate: term.beginDate, endDate: term.endDate },
    attendance,
    checks: {
      count: checks.length,
      abnormal: checks.filter((c) => c.abnormal).length,
      byKind,
      maxTemperature: temperatures.length ? Math.max(...temperatures) : null,
      temperatureByWeek: temperatureByWeek(checks),
      abnormalList: checks
        .filter((c) => c.abnormal)
        .reverse()
        .slice(0, 20)
        .map((c) => ({ date: c.day, session: c.session, temperature: c.temperature, reasons: c.reasons })),
    },
    messages: messages.map((m) => ({ sentAt: m.sentAt.toISOString(), content: m.content, reply: m.reply })),
    eyeTests: eyes,
    measurements: sizes,
    generatedAt: now.toISOString(),
  };
}

/** Children whose attendance the job counts in one pass (one read of their events). */
const BATCH = 50;

/**
 * The job: writes each report still 'generating' (so a job taken up again after a restart goes on
 * where it stopped), a batch of children at a time, recording progress as it goes. A report that
 * cannot be written is marked failed; the others go on.
 */
export function growthReportJob(db: Db, clock: Clock) {
  return async (job: JobContext) => {
    const now = clock();
    const { kigId, termId, reportIds } = job.payload as { kigId: string; termId: string; reportIds: string[] };
    const [org] = await db.select({ name: organisations.name, timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, kigId));
    const kig: Kindergarten = { id: kigId, name: org?.name ?? '', timeZone: org?.timeZone ?? DEFAULT_TIME_ZONE };
    let done = 0;
    for (let i = 0; i < reportIds.length; i += BATCH) {
      const ids = reportIds.slice(i, i + BATCH);
      const waiting = (await db.select().from(growthReports).where(inArray(growthReports.id, ids))).filter((r) => r.status === 'generating');
      // Counted once for the batch; if that fails (the term deleted meanwhile), each report says so.
      const attendance = await termOf(db, kigId, termId)
        .then((term) =>
          termAttendance(
            db,
            kig,
            term,
            waiting.map((r) => r.studentId),
            now,
          ),
        )
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      for (const id of ids) {
        const report = waiting.find((r) => r.id === id);
        if (report) {
          try {
            if (attendance instanceof Error) throw attendance;
            const content = await assembleReport(db, kig, report, now, attendance.get(report.studentId));
            await db.update(growthReports).set({ status: 'generated', content, generatedAt: new Date(), error: null, updatedAt: new Date() }).where(eq(growthReports.id, id));
          } catch (error) {
            await db
              .update(growthReports)
              .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'failed', updatedAt: new Date() })
              .where(eq(growthReports.id, id));
          }
        }
        await job.progress(++done, reportIds.length);
      }
    }
  };
}

/** A generated report's content, for the screen (and its PDF). */
export async function reportContent(db: Db, ctx: SessionContext, reports: { findRow(ctx: SessionContext, id: string): Promise<Record<string, unknown>> }, id: string) {
  const row = await reports.findRow(ctx, id);
  const [report] = await db
    .select({ content: growthReports.content, status: growthReports.status })
    .from(growthReports)
    .where(eq(growthReports.id, row.id as string));
  if (!report?.content || report.status !== 'generated') throw notFound();
  return report.content;
}

/** The Monday of a day's week (yyyy-mm-dd). */
export function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** A term's temperatures week by week: the average (rounded to a tenth of a degree) and the highest. */
export function temperatureByWeek(checks: readonly { day: string; temperature: number | null }[]) {
  const weeks = new Map<string, number[]>();
  for (const c of checks) {
    if (c.temperature === null) continue;
    const week = weekOf(c.day);
    weeks.set(week, [...(weeks.get(week) ?? []), c.temperature]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, values]) => ({ week, average: Math.round(values.reduce((a, b) => a + b, 0) / values.length), max: Math.max(...values) }));
}
