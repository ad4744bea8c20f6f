import type { DayStatus, PersonKind, TimeRange } from '@kg/domain';
import { and, asc, between, eq, gte, inArray, lte, min, sql } from 'drizzle-orm';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { classes, students, teachers } from '../campus/campus.tables.js';
import type { Kindergarten } from '../../platform/tenancy/kindergarten-of.js';
import { attendanceEvents } from './attendance-event.table.js';
import { attendanceRules, leaveRequests } from './attendance.tables.js';
import { datesBetween, evaluateDay, localMinute, type RuleOfDay, type Swipe, weekdayOf } from './day-evaluation.js';
import { kigJoin } from '../../platform/tenancy/kig-join.js';

export interface Person {
  id: string;
  kigId: string;
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

/** Who is counted: a class's children, or some people only. */
export interface PeopleFilter {
  classId?: string;
  personIds?: readonly string[];
}

/** One kindergarten's people and rule over a range, and a walk over its person-days. */
export interface KindergartenDays<K extends Kindergarten = Kindergarten> {
  kig: K;
  rule: RuleOfDay | null;
  people: Person[];
  /** Whether a date is a working day of the rule (every day without one). */
  workDay(date: string): boolean;
  /** Each person-day in date order, then the people's order; days after the kindergarten's today are not judged. */
  forEach(visit: (day: PersonDay) => void): void;
}

/** The enabled rule of each kindergarten (ids as one array parameter, not one a kindergarten). */
export async function rulesOf(db: Db, kigIds: readonly string[], personKind: PersonKind): Promise<Map<string, RuleOfDay>> {
  return (await rulesByKind(db, kigIds, [personKind])).get(personKind)!;
}

/** The enabled rules of each kind of person asked for, of each kindergarten, in one statement. */
export async function rulesByKind(db: Db, kigIds: readonly string[], kinds: readonly PersonKind[]): Promise<Map<PersonKind, Map<string, RuleOfDay>>> {
  const rows = await db
    .select({
      kigId: attendanceRules.kigId,
      personKind: attendanceRules.personKind,
      periods: attendanceRules.periods,
      lateMinutes: attendanceRules.lateMinutes,
      leaveEarlyMinutes: attendanceRules.leaveEarlyMinutes,
      workDays: attendanceRules.workDays,
    })
    .from(attendanceRules)
    .where(
      and(
        sql`${attendanceRules.kigId} = any(${`{${kigIds.join(',')}}`}::uuid[])`,
        inArray(attendanceRules.personKind, [...kinds]),
        eq(attendanceRules.status, 'enabled'),
        eq(attendanceRules.deleted, false),
      ),
    );
  // One enabled rule per kind of person and kindergarten (a unique index holds to it).
  const out = new Map(kinds.map((kind) => [kind, new Map<string, RuleOfDay>()]));
  for (const { kigId, personKind, ...r } of rows) {
    out.get(personKind as PersonKind)!.set(kigId, { ...r, periods: r.periods as TimeRange[], workDays: r.workDays as number[] });
  }
  return out;
}

async function peopleOf(db: Db, kigIds: string[], personKind: PersonKind, filter: PeopleFilter): Promise<Person[]> {
  const { classId, personIds } = filter;
  if (personKind === 'teacher') {
    const rows = await db
      .select({ id: teachers.id, kigId: teachers.kigId, name: teachers.name, cardNo: teachers.cardNo })
      .from(teachers)
      .where(and(inArray(teachers.kigId, kigIds), eq(teachers.deleted, false), eq(teachers.status, 'onDuty'), personIds ? inArray(teachers.id, [...personIds]) : undefined))
      .orderBy(asc(teachers.name));
    return rows.map((r) => ({ ...r, classId: null, className: null, classSort: 0, studentNumber: null, since: null }));
  }
  return db
    .select({
      id: students.id,
      kigId: students.kigId,
      name: students.name,
      classId: students.classId,
      className: classes.className,
      classSort: classes.sort,
      studentNumber: students.studentNumber,
      cardNo: students.cardNo,
      since: students.enrolDate,
    })
    .from(students)
    .innerJoin(classes, kigJoin(classes, students, eq(classes.id, students.classId)))
    .where(
      and(
        inArray(students.kigId, kigIds),
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

const instant = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));

/** A person's swipes of a day, with the first arrival and the last departure (milliseconds since 1970). */
interface SeenDay {
  swipes: Swipe[];
  firstIn: number | null;
  lastOut: number | null;
}

/**
 * Every person-day of some kindergartens' children or staff over a range, read from the committed
 * events, the enabled rules and approved leave in four statements whatever the number of
 * kindergartens: a day's screens and lists read it, and the day summaries are judged by it
 * (attendance-summary.service.ts). Each kindergarten judges in its own time zone, and not after its
 * own today at `now`.
 */
export async function personDaysOf<K extends Kindergarten>(
  db: Db,
  kigs: readonly K[],
  personKind: PersonKind,
  from: string,
  to: string,
  now: Date,
  filter: PeopleFilter = {},
): Promise<KindergartenDays<K>[]> {
  return (await personDaysByKind(db, kigs, [personKind], from, to, now, filter)).get(personKind)!;
}

/**
 * personDaysOf for several kinds of person at once (a day's children and staff): one read of the rules,
 * of the events and of the leave for all of them, the people of each kind.
 */
export async function personDaysByKind<K extends Kindergarten>(
  db: Db,
  kigs: readonly K[],
  kinds: readonly PersonKind[],
  from: string,
  to: string,
  now: Date,
  filter: PeopleFilter = {},
): Promise<Map<PersonKind, KindergartenDays<K>[]>> {
  if (kigs.length === 0) return new Map(kinds.map((kind) => [kind, []]));
  const ids = kigs.map((k) => k.id);
  const lastOf = new Map(kigs.map((k) => [k.id, [to, todayIn(k.timeZone, now)].sort()[0]!]));
  const last = [...lastOf.values()].sort().at(-1)!;
  const { personIds } = filter;
  const [rules, peopleByKind, events, leaves] = await Promise.all([
    rulesByKind(db, ids, kinds),
    Promise.all(kinds.map((kind) => peopleOf(db, ids, kind, filter))),
    db
      .select({
        kigId: attendanceEvents.kigId,
        personId: attendanceEvents.personId,
        // Whole milliseconds since 1970, as a date holds them, but not a date: a month is thousands of events,
        // and only a day's first arrival and last departure are given as dates.
        at: sql<number>`floor(extract(epoch from ${attendanceEvents.occurredAt}) * 1000)::float8`.mapWith(Number),
        direction: attendanceEvents.direction,
        day: attendanceEvents.schoolDay,
      })
      .from(attendanceEvents)
      .where(
        and(
          inArray(attendanceEvents.kigId, ids),
          inArray(attendanceEvents.personKind, [...kinds]),
          between(attendanceEvents.schoolDay, from, last),
          personIds ? inArray(attendanceEvents.personId, [...personIds]) : undefined,
        ),
      ),
    db
      .select({
        personKind: leaveRequests.personKind,
        studentId: leaveRequests.studentId,
        teacherId: leaveRequests.teacherId,
        start: leaveRequests.startDate,
        end: leaveRequests.endDate,
      })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.kigId, ids),
          inArray(leaveRequests.personKind, [...kinds]),
          eq(leaveRequests.status, 'approved'),
          eq(leaveRequests.deleted, false),
          lte(leaveRequests.startDate, last),
          gte(leaveRequests.endDate, from),
        ),
      ),
  ]);
  const zones = new Map(kigs.map((k) => [k.id, localMinute(k.timeZone)]));
  // People's ids are unique over both kinds: one map of their days and one of their leave.
  const seen = new Map<string, SeenDay>();
  for (const e of events) {
    const key = `${e.personId}|${e.day}`;
    const entry = seen.get(key) ?? { swipes: [], firstIn: null, lastOut: null };
    entry.swipes.push({ minute: zones.get(e.kigId)!(e.at), direction: e.direction });
    if (e.direction === 'in' && (entry.firstIn === null || e.at < entry.firstIn)) entry.firstIn = e.at;
    if (e.direction === 'out' && (entry.lastOut === null || e.at > entry.lastOut)) entry.lastOut = e.at;
    seen.set(key, entry);
  }
  const leaveDays = new Map<string, { start: string; end: string }[]>();
  for (const l of leaves) {
    const id = (l.personKind === 'teacher' ? l.teacherId : l.studentId)!;
    leaveDays.set(id, [...(leaveDays.get(id) ?? []), { start: l.start, end: l.end }]);
  }
  const daysOf = (kind: PersonKind, people: Person[]) => {
    const peopleByKig = new Map<string, Person[]>(ids.map((id) => [id, []]));
    for (const p of people) peopleByKig.get(p.kigId)!.push(p);
    return kigs.map((kig): KindergartenDays<K> => {
      const rule = rules.get(kind)!.get(kig.id) ?? null;
      const own = peopleByKig.get(kig.id)!;
      const today = todayIn(kig.timeZone, now);
      const kigLast = lastOf.get(kig.id)!;
      const nowMinute = zones.get(kig.id)!(now.getTime());
      const workDay = (date: string) => (rule ? rule.workDays.includes(weekdayOf(date)) : true);
      return {
        kig,
        rule,
        people: own,
        workDay,
        forEach(visit) {
          for (const date of kigLast < from ? [] : datesBetween(from, kigLast)) {
            const working = workDay(date);
            for (const person of own) {
              if (person.since && person.since > date) continue;
              const day = seen.get(`${person.id}|${date}`);
              const onLeave = (leaveDays.get(person.id) ?? []).some((l) => l.start <= date && date <= l.end);
              const status = evaluateDay({ rule, workDay: working, onLeave, swipes: day?.swipes ?? [], nowMinute: date === today ? nowMinute : undefined });
              visit({ person, date, workDay: working, status, firstIn: instant(day?.firstIn), lastOut: instant(day?.lastOut) });
            }
          }
        },
      };
    });
  };
  return new Map(kinds.map((kind, i) => [kind, daysOf(kind, peopleByKind[i]!)]));
}

/** One kindergarten's person-days over a range, collected (reports, sheets, growth reports). */
export async function personDays(db: Db, kig: Kindergarten, personKind: PersonKind, from: string, to: string, now: Date, classId?: string, personIds?: readonly string[]) {
  const [one] = await personDaysOf(db, [kig], personKind, from, to, now, { classId, personIds });
  return collected(one!);
}

/** A kindergarten's person-days walked into a list, with its rule and people. */
export function collected(one: KindergartenDays) {
  const days: PersonDay[] = [];
  one.forEach((d) => days.push(d));
  return { rule: one.rule, people: one.people, days };
}
