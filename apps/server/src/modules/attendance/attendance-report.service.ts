import {
  type AttendanceCounts,
  type ClassCounts,
  type DailyAttendance,
  type DayRecord,
  type DayRecordPage,
  type DayStatus,
  type MonthlyAttendance,
  type NotArrived,
  type PersonKind,
  percentage,
  PRESENT_STATUSES,
  type RecordsQuery,
  type TimeRange,
} from '@kg/domain';
import { and, asc, between, countDistinct, eq, gte, inArray, lte, min, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { classes, students, teachers } from '../campus/campus.tables.js';
import { type Kindergarten, kindergartenOf } from '../campus/kindergarten-of.js';
import { attendanceEvents } from './attendance-event.table.js';
import { attendanceRules, leaveRequests } from './attendance.tables.js';
import { datesBetween, evaluateDay, localParts, type RuleOfDay, type Swipe, weekdayOf } from './day-evaluation.js';

interface Person {
  id: string;
  name: string;
  classId: string | null;
  className: string | null;
  classSort: number;
  studentNumber: string | null;
  cardNo: string | null;
  /** The first day the person is expected (a child's enrolment). */
  since: string | null;
}

export interface PersonDay {
  person: Person;
  date: string;
  workDay: boolean;
  status: DayStatus;
  firstIn: Date | null;
  lastOut: Date | null;
}

async function ruleOf(db: Db, kigId: string, personKind: PersonKind): Promise<RuleOfDay | null> {
  const [rule] = await db
    .select({ periods: attendanceRules.periods, lateMinutes: attendanceRules.lateMinutes, leaveEarlyMinutes: attendanceRules.leaveEarlyMinutes, workDays: attendanceRules.workDays })
    .from(attendanceRules)
    .where(and(eq(attendanceRules.kigId, kigId), eq(attendanceRules.personKind, personKind), eq(attendanceRules.status, 'enabled'), eq(attendanceRules.deleted, false)))
    .limit(1);
  return rule ? { ...rule, periods: rule.periods as TimeRange[], workDays: rule.workDays as number[] } : null;
}

async function peopleOf(db: Db, kigId: string, personKind: PersonKind, classId?: string, personIds?: readonly string[]): Promise<Person[]> {
  if (personKind === 'teacher') {
    const rows = await db
      .select({ id: teachers.id, name: teachers.name, cardNo: teachers.cardNo })
      .from(teachers)
      .where(and(eq(teachers.kigId, kigId), eq(teachers.deleted, false), eq(teachers.status, 'onDuty'), personIds ? inArray(teachers.id, [...personIds]) : undefined))
      .orderBy(asc(teachers.name));
    return rows.map((r) => ({ ...r, classId: null, className: null, classSort: 0, studentNumber: null, since: null }));
  }
  return db
    .select({
      id: students.id,
      name: students.name,
      classId: students.classId,
      className: classes.className,
      classSort: classes.sort,
      studentNumber: students.studentNumber,
      cardNo: students.cardNo,
      since: students.enrolDate,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(
      and(
        eq(students.kigId, kigId),
        eq(students.deleted, false),
        eq(students.status, 'studying'),
        classId ? eq(students.classId, classId) : undefined,
        personIds ? inArray(students.id, [...personIds]) : undefined,
      ),
    )
    .orderBy(asc(classes.sort), asc(classes.className), asc(students.studentNumber)) as Promise<Person[]>;
}

/**
 * The first day in a span on which the kindergarten's machines recorded anyone: the days before it
 * (machines not yet installed) say nothing about who came, so they are not counted as absences.
 */
export async function firstRecordedDay(db: Db, kigId: string, from: string, to: string): Promise<string | null> {
  const [row] = await db
    .select({ day: min(attendanceEvents.schoolDay) })
    .from(attendanceEvents)
    .where(and(eq(attendanceEvents.kigId, kigId), between(attendanceEvents.schoolDay, from, to)));
  return row?.day ?? null;
}

/**
 * Every person-day of a kindergarten's children or staff over a range, read from the committed
 * events, the enabled rule and approved leave: there is no stored summary to fall behind, so a count
 * is right the moment an event is committed. Days after today are not judged.
 */
export async function personDays(db: Db, kig: Kindergarten, personKind: PersonKind, from: string, to: string, classId?: string, personIds?: readonly string[]) {
  const today = todayIn(kig.timeZone);
  const last = to < today ? to : today;
  const [rule, people, events, leaves] = await Promise.all([
    ruleOf(db, kig.id, personKind),
    peopleOf(db, kig.id, personKind, classId, personIds),
    db
      .select({ personId: attendanceEvents.personId, at: attendanceEvents.occurredAt, direction: attendanceEvents.direction, day: attendanceEvents.schoolDay })
      .from(attendanceEvents)
      .where(
        and(
          eq(attendanceEvents.kigId, kig.id),
          eq(attendanceEvents.personKind, personKind),
          between(attendanceEvents.schoolDay, from, last),
          personIds ? inArray(attendanceEvents.personId, [...personIds]) : undefined,
        ),
      ),
    db
      .select({ studentId: leaveRequests.studentId, teacherId: leaveRequests.teacherId, start: leaveRequests.startDate, end: leaveRequests.endDate })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.kigId, kig.id), eq(leaveRequests.personKind, personKind), eq(leaveRequests.status, 'approved'), eq(leaveRequests.deleted, false), lte(leaveRequests.startDate, last), gte(leaveRequests.endDate, from))),
  ]);
  const local = localParts(kig.timeZone);
  const swipes = new Map<string, { swipes: Swipe[]; firstIn: Date | null; lastOut: Date | null }>();
  for (const e of events) {
    const key = `${e.personId}|${e.day}`;
    const entry = swipes.get(key) ?? { swipes: [], firstIn: null, lastOut: null };
    entry.swipes.push({ minute: local(e.at).minute, direction: e.direction });
    if (e.direction === 'in' && (!entry.firstIn || e.at < entry.firstIn)) entry.firstIn = e.at;
    if (e.direction === 'out' && (!entry.lastOut || e.at > entry.lastOut)) entry.lastOut = e.at;
    swipes.set(key, entry);
  }
  const leaveDays = new Map<string, { start: string; end: string }[]>();
  for (const l of leaves) {
    const id = (l.studentId ?? l.teacherId)!;
    leaveDays.set(id, [...(leaveDays.get(id) ?? []), { start: l.start, end: l.end }]);
  }
  const nowMinute = local(new Date()).minute;
  const dates = last < from ? [] : datesBetween(from, last);
  const days: PersonDay[] = [];
  for (const date of dates) {
    const workDay = rule ? rule.workDays.includes(weekdayOf(date)) : true;
    for (const person of people) {
      if (person.since && person.since > date) continue;
      const seen = swipes.get(`${person.id}|${date}`);
      const onLeave = (leaveDays.get(person.id) ?? []).some((l) => l.start <= date && date <= l.end);
      const status = evaluateDay({ rule, workDay, onLeave, swipes: seen?.swipes ?? [], nowMinute: date === today ? nowMinute : undefined });
      days.push({ person, date, workDay, status, firstIn: seen?.firstIn ?? null, lastOut: seen?.lastOut ?? null });
    }
  }
  return { rule, people, days };
}

const emptyCounts = (): AttendanceCounts => ({ expected: 0, present: 0, late: 0, leftEarly: 0, absent: 0, leave: 0, pending: 0, rate: 0 });

/** Adds a person-day: working days are expected; an arrival on a day off counts as present only. */
function add(counts: AttendanceCounts, day: PersonDay): void {
  const came = PRESENT_STATUSES.includes(day.status);
  if (!day.workDay) {
    if (came) counts.present++;
    return;
  }
  counts.expected++;
  if (came) counts.present++;
  if (day.status === 'late' || day.status === 'lateAndLeftEarly') counts.late++;
  if (day.status === 'leftEarly' || day.status === 'lateAndLeftEarly') counts.leftEarly++;
  if (day.status === 'absent') counts.absent++;
  if (day.status === 'leave') counts.leave++;
  if (day.status === 'pending') counts.pending++;
}

function total(days: PersonDay[]): AttendanceCounts {
  const counts = emptyCounts();
  for (const d of days) add(counts, d);
  counts.rate = percentage(counts.present, counts.expected);
  return counts;
}

/** Counts by class, in the classes' order; every class with children appears, even with no event. */
function byClass(days: PersonDay[], people: Person[]): ClassCounts[] {
  const out = new Map<string, ClassCounts>();
  for (const p of people) {
    if (p.classId && !out.has(p.classId)) out.set(p.classId, { classId: p.classId, className: p.className ?? '', ...emptyCounts() });
  }
  for (const d of days) if (d.person.classId) add(out.get(d.person.classId)!, d);
  for (const c of out.values()) c.rate = percentage(c.present, c.expected);
  return [...out.values()];
}

export async function dailyByClass(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string }): Promise<DailyAttendance> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone);
  const [kids, staff] = await Promise.all([personDays(db, kig, 'student', date, date), personDays(db, kig, 'teacher', date, date)]);
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

/** Each date's counts (working day or not) over a range, from the person-days of it. */
function countsByDate(days: PersonDay[], rule: RuleOfDay | null, from: string, to: string) {
  const byDate = new Map<string, PersonDay[]>();
  for (const d of days) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
  return datesBetween(from, to).map((date) => ({
    date,
    workDay: rule ? rule.workDays.includes(weekdayOf(date)) : true,
    ...total(byDate.get(date) ?? []),
  }));
}

/**
 * The children's counts of each day from `from` to today (the home page's today and its week), in one
 * read of the events: the same counts as the daily and monthly screens give for those days.
 */
export async function childrenByDay(db: Db, kig: Kindergarten, from: string): Promise<{ hasRule: boolean; days: ({ date: string; workDay: boolean } & AttendanceCounts)[] }> {
  const today = todayIn(kig.timeZone);
  const kids = await personDays(db, kig, 'student', from, today);
  return { hasRule: kids.rule !== null, days: countsByDate(kids.days, kids.rule, from, today) };
}

export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export async function monthlyByClass(db: Db, ctx: SessionContext, query: { kigId?: string; month: string }): Promise<MonthlyAttendance> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { from, to } = monthRange(query.month);
  const [kids, staff] = await Promise.all([personDays(db, kig, 'student', from, to), personDays(db, kig, 'teacher', from, to)]);
  const days = countsByDate(kids.days, kids.rule, from, to);
  const today = todayIn(kig.timeZone);
  return {
    kigId: kig.id,
    month: query.month,
    workDays: days.filter((d) => d.workDay && d.date <= today).length,
    classes: byClass(kids.days, kids.people),
    students: total(kids.days),
    teachers: total(staff.days),
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

/** Reports and screening: person-days over at most 31 days, filtered, newest day first. */
export async function listRecords(db: Db, ctx: SessionContext, query: RecordsQuery): Promise<DayRecordPage> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const { days } = await personDays(db, kig, query.personKind, query.from, query.to, query.personKind === 'student' ? query.classId : undefined);
  const keyword = query.keyword?.toLowerCase();
  const matching = days.filter(
    (d) =>
      (!query.status || d.status === query.status) &&
      (!keyword || d.person.name.toLowerCase().includes(keyword) || (d.person.studentNumber ?? '').toLowerCase().includes(keyword)),
  );
  matching.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    records: matching.slice(start, start + query.pageSize).map((d) => toRecord(d, query.personKind)),
    total: matching.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    timeZone: kig.timeZone,
  };
}

/** The noCheck page: children expected on the day who have not arrived; those on leave are only counted. */
export async function notArrived(db: Db, ctx: SessionContext, query: { kigId?: string; date?: string; classId?: string }): Promise<NotArrived> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const date = query.date ?? todayIn(kig.timeZone);
  const { days } = await personDays(db, kig, 'student', date, date, query.classId);
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
