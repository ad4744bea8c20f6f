import type { AttendanceCounts, ClassCounts, DailyAttendance, DayRecord, DayRecordPage, MonthlyAttendance, NotArrived, PersonKind, RecordsQuery } from '@kg/domain';
import { and, countDistinct, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { type Kindergarten, kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { attendanceEvents } from './attendance-event.table.js';
import { addCounts, type SummedKindergarten, summedDaysByKind, summedDaysOf } from './attendance-summary-read.js';
import { byClass, emptyCounts, total, withRate } from './attendance-counts.js';
import { datesBetween, weekdayOf } from './day-evaluation.js';
import { collected, type PersonDay, personDays, personDaysByKind } from './person-days.js';

export async function dailyByClass(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string }, now: Date): Promise<DailyAttendance> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone, now);
  const both = await personDaysByKind(db, [kig], ['student', 'teacher'], date, date, now);
  const kids = collected(both.get('student')![0]!);
  const staff = collected(both.get('teacher')![0]!);
  return {
    kigId: kig.id,
    date,
    workDay: kids.rule ? kids.rule.workDays.includes(weekdayOf(date)) : true,
    hasRule: { student: kids.rule !== null, teacher: staff.rule !== null },
    classes: byClass(kids.days, kids.people),
    students: total(kids.days),
    teachers: total(staff.days),
  };
}

/** Each date's counts over a range, summed over the classes (days after today: none counted). */
function countsByDate(summed: SummedKindergarten, from: string, to: string) {
  const judged = new Map(summed.days.map((d) => [d.date, d]));
  return datesBetween(from, to).map((date) => {
    const counts = emptyCounts();
    for (const c of judged.get(date)?.byClass.values() ?? []) addCounts(counts, c);
    return { date, workDay: summed.workDay(date), ...withRate(counts) };
  });
}

/** The counts of each class over the judged days, and their total. */
function countsByClass(summed: SummedKindergarten): { classes: ClassCounts[]; total: AttendanceCounts } {
  const total = emptyCounts();
  const classes = summed.classes.map((c) => {
    const counts = emptyCounts();
    for (const d of summed.days) addCounts(counts, d.byClass.get(c.classId)!);
    addCounts(total, counts);
    return { classId: c.classId, className: c.className, ...withRate(counts) };
  });
  return { classes, total: withRate(total) };
}

/**
 * The children's counts of each day from `from` to today at `now` (the home page's today and its week), from the
 * day summaries: the same counts as the daily and monthly screens give for those days.
 */
export async function childrenByDay(
  db: Db,
  kig: Kindergarten,
  from: string,
  now: Date,
): Promise<{ hasRule: boolean; days: ({ date: string; workDay: boolean } & AttendanceCounts)[] }> {
  const today = todayIn(kig.timeZone, now);
  const [kids] = await summedDaysOf(db, [kig], 'student', from, today, now);
  return { hasRule: kids!.rule !== null, days: countsByDate(kids!, from, today) };
}

/**
 * Each kindergarten's children today, by its own rule and time zone, as childrenByDay's last day:
 * one read for all the kindergartens of the same date (a group's home: four statements, not four a
 * kindergarten). In the order of `kigs`.
 */
export async function childrenToday(db: Db, kigs: readonly Kindergarten[], now: Date): Promise<({ date: string; workDay: boolean } & AttendanceCounts)[]> {
  const byDate = new Map<string, Kindergarten[]>();
  for (const kig of kigs) {
    const date = todayIn(kig.timeZone, now);
    byDate.set(date, [...(byDate.get(date) ?? []), kig]);
  }
  const today = new Map<string, { date: string; workDay: boolean } & AttendanceCounts>();
  for (const [date, list] of byDate) {
    const summed = await summedDaysOf(db, list, 'student', date, date, now);
    summed.forEach((kids, i) => today.set(list[i]!.id, countsByDate(kids, date, date)[0]!));
  }
  return kigs.map((kig) => today.get(kig.id)!);
}

export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A kindergarten's month by class and by day, read from the day summaries (one row per class and day). */
export async function monthlyByClass(db: Db, ctx: SessionContext, query: { kigId?: string; month: string }, now: Date): Promise<MonthlyAttendance> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { from, to } = monthRange(query.month);
  const summed = await summedDaysByKind(db, [kig], ['student', 'teacher'], from, to, now);
  const [kids] = summed.get('student')!;
  const [staff] = summed.get('teacher')!;
  const days = countsByDate(kids!, from, to);
  const today = todayIn(kig.timeZone, now);
  const children = countsByClass(kids!);
  return {
    kigId: kig.id,
    month: query.month,
    workDays: days.filter((d) => d.workDay && d.date <= today).length,
    classes: children.classes,
    students: children.total,
    teachers: countsByClass(staff!).total,
    days,
  };
}

export function toRecord(d: PersonDay, personKind: PersonKind): DayRecord {
  return {
    date: d.date,
    personKind,
    personId: d.person.id,
    name: d.person.name,
    classId: d.person.classId,
    className: d.person.className,
    studentNumber: d.person.studentNumber,
    status: d.status,
    firstIn: d.firstIn?.toISOString() ?? null,
    lastOut: d.lastOut?.toISOString() ?? null,
  };
}

/** The person-days a report's filters select (no paging), newest day first, with the kindergarten's zone. */
export async function matchingRecords(db: Db, ctx: SessionContext, query: Omit<RecordsQuery, 'pageNumber' | 'pageSize'>, now: Date) {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { days } = await personDays(db, kig, query.personKind, query.from, query.to, now, query.personKind === 'student' ? query.classId : undefined);
  const keyword = query.keyword?.toLowerCase();
  const matching = days.filter(
    (d) =>
      (!query.status || d.status === query.status) && (!keyword || d.person.name.toLowerCase().includes(keyword) || (d.person.studentNumber ?? '').toLowerCase().includes(keyword)),
  );
  matching.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  return { kig, records: matching.map((d) => toRecord(d, query.personKind)) };
}

/** Reports and screening: person-days over at most 31 days, filtered, newest day first. */
export async function listRecords(db: Db, ctx: SessionContext, query: RecordsQuery, now: Date): Promise<DayRecordPage> {
  const { kig, records } = await matchingRecords(db, ctx, query, now);
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    records: records.slice(start, start + query.pageSize),
    total: records.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    timeZone: kig.timeZone,
  };
}

/** The noCheck page: children expected on the day who have not arrived; those on leave are only counted. */
export async function notArrived(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; classId?: string }, now: Date): Promise<NotArrived> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone, now);
  const { days } = await personDays(db, kig, 'student', date, date, now, query.classId);
  const missing = days.filter((d) => d.status === 'absent' || d.status === 'pending');
  return {
    kigId: kig.id,
    date,
    students: missing.map((d) => ({
      id: d.person.id,
      name: d.person.name,
      studentNumber: d.person.studentNumber,
      classId: d.person.classId!,
      className: d.person.className ?? '',
      cardNo: d.person.cardNo,
    })),
    onLeave: days.filter((d) => d.status === 'leave').length,
  };
}

/**
 * Children who came through the gate on a day, per kindergarten of a reach (an agent's or the
 * platform's home: many kindergartens, so one grouped count rather than each one's day).
 */
export async function arrivalsOn(db: Db, kigIds: SQL | SQLWrapper, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ kigId: attendanceEvents.kigId, n: countDistinct(attendanceEvents.personId) })
    .from(attendanceEvents)
    .where(and(inArray(attendanceEvents.kigId, kigIds), eq(attendanceEvents.schoolDay, date), eq(attendanceEvents.personKind, 'student'), eq(attendanceEvents.direction, 'in')))
    .groupBy(attendanceEvents.kigId);
  return new Map(rows.map((r) => [r.kigId, Number(r.n)]));
}
