import type { AttendanceCounts, PersonKind } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import type { Kindergarten } from '../../platform/tenancy/kindergarten-of.js';
import { emptyCounts } from './attendance-counts.js';
import { NO_CLASS } from './attendance-summary.table.js';
import { datesBetween, localMinute, type RuleOfDay, weekdayOf } from './day-evaluation.js';
import { rulesByKind } from './person-days.js';
import { settleAttendance } from './attendance-summary.service.js';

/** A class as the reports list it (staff: one row of NO_CLASS). */
export interface RosterClass {
  classId: string;
  className: string;
  /** How many are counted from each first day (a child's enrolment; staff: from always, ''). */
  since: { date: string; n: number }[];
}

/** One kindergarten's counts over a range, by day and class, as the person-day walk counts them. */
export interface SummedKindergarten<K extends Kindergarten = Kindergarten> {
  kig: K;
  rule: RuleOfDay | null;
  classes: RosterClass[];
  workDay(date: string): boolean;
  /** Each judged day (not after the kindergarten's today), with each class's counts. */
  days: { date: string; workDay: boolean; byClass: Map<string, AttendanceCounts> }[];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

async function rostersOf(db: Db, kigIds: string[], personKind: PersonKind): Promise<Map<string, RosterClass[]>> {
  const ids = sql`${`{${kigIds.join(',')}}`}::uuid[]`;
  const result =
    personKind === 'student'
      ? await db.execute(sql`
          select r.kig_id, r.class_id, c.class_name, r.enrol_date::text as since, r.studying as n
          from student_rosters r join classes c on c.kig_id = r.kig_id and c.id = r.class_id
          where r.kig_id = any(${ids})
          order by r.kig_id, c.sort, c.class_name, r.class_id, r.enrol_date`)
      : await db.execute(sql`
          select kig_id, ${NO_CLASS}::uuid as class_id, '' as class_name, '' as since, count(*)::int as n
          from teachers where kig_id = any(${ids}) and deleted = false and status = 'onDuty' group by kig_id`);
  const out = new Map<string, RosterClass[]>(kigIds.map((id) => [id, []]));
  for (const r of rowsOf<{ kig_id: string; class_id: string; class_name: string; since: string; n: number }>(result)) {
    const list = out.get(r.kig_id)!;
    let entry = list.find((c) => c.classId === r.class_id);
    if (!entry) list.push((entry = { classId: r.class_id, className: r.class_name ?? '', since: [] }));
    entry.since.push({ date: r.since, n: r.n });
  }
  return out;
}

/**
 * Some kindergartens' counts of one kind of person over a range, from the day summaries, the roster
 * and the rules, in four statements whatever the number of kindergartens and days (days marked
 * stale by a change made behind the server's back are recounted first). A summary holds
 * who came and who was on leave; the rest of those expected (the roster's count on the day) did not
 * come: pending while today's first period runs, else absent, in each kindergarten's time zone.
 */
export async function summedDaysOf<K extends Kindergarten>(
  db: Db,
  kigs: readonly K[],
  personKind: PersonKind,
  from: string,
  to: string,
  now: Date,
): Promise<SummedKindergarten<K>[]> {
  return (await summedDaysByKind(db, kigs, [personKind], from, to, now)).get(personKind)!;
}

/**
 * summedDaysOf for several kinds of person at once (a month's children and staff): one check of stale
 * days, one read of the rules and one of the summaries for all of them, a roster each.
 */
export async function summedDaysByKind<K extends Kindergarten>(
  db: Db,
  kigs: readonly K[],
  kinds: readonly PersonKind[],
  from: string,
  to: string,
  now: Date,
): Promise<Map<PersonKind, SummedKindergarten<K>[]>> {
  if (kigs.length === 0) return new Map(kinds.map((kind) => [kind, []]));
  const ids = kigs.map((k) => k.id);
  await settleAttendance(db, ids, from, to);
  const [rules, rosters, stored] = await Promise.all([
    rulesByKind(db, ids, kinds),
    Promise.all(kinds.map((kind) => rostersOf(db, ids, kind))),
    db.execute(sql`
      select kig_id, person_kind, class_id, school_day::text as day, present, late, left_early, on_leave from attendance_day_summaries
      where kig_id = any(${`{${ids.join(',')}}`}::uuid[]) and person_kind = any(${`{${kinds.join(',')}}`}::text[]) and school_day between ${from} and ${to}`),
  ]);
  const summaries = new Map<string, StoredCounts>();
  for (const r of rowsOf<{ kig_id: string; person_kind: string; class_id: string; day: string } & StoredCounts>(stored)) {
    summaries.set(`${r.person_kind}|${r.kig_id}|${r.class_id}|${r.day}`, r);
  }
  const summed = (kind: PersonKind, i: number) =>
    kigs.map((kig) => {
      const rule = rules.get(kind)!.get(kig.id) ?? null;
      const classes = rosters[i]!.get(kig.id)!;
      const clock = clockOf(kig, rule, to, now);
      const days = clock.dates(from).map((date) => {
        const working = clock.workDay(date);
        const byClass = new Map<string, AttendanceCounts>();
        for (const c of classes) {
          const s = summaries.get(`${kind}|${kig.id}|${c.classId}|${date}`);
          byClass.set(c.classId, judgedDay(s, expectedOn(c.since, date), working, clock.pendingOn(date)));
        }
        return { date, workDay: working, byClass };
      });
      return { kig, rule, classes, workDay: clock.workDay, days };
    });
  return new Map(kinds.map((kind, i) => [kind, summed(kind, i)]));
}

/** What a summary row holds (who came, and who was on leave without coming). */
export interface StoredCounts {
  present: number;
  late: number;
  left_early: number;
  on_leave: number;
}

/** How many are expected on a date, of counts by first day. */
export const expectedOn = (since: readonly { date: string; n: number }[], date: string) => since.reduce((n, e) => n + (e.date <= date ? e.n : 0), 0);

/** A kindergarten's clock over a range: its dates up to its today, its working days, and whether a day's absences are still pending. */
export function clockOf(kig: Kindergarten, rule: RuleOfDay | null, to: string, now: Date) {
  const today = todayIn(kig.timeZone, now);
  const last = to < today ? to : today;
  const nowMinute = localMinute(kig.timeZone)(now.getTime());
  const firstEnd = rule?.periods[0] ? minutesOf(rule.periods[0].end) : 24 * 60;
  return {
    dates: (from: string) => (last < from ? [] : datesBetween(from, last)),
    workDay: (date: string) => (rule ? rule.workDays.includes(weekdayOf(date)) : true),
    pendingOn: (date: string) => date === today && nowMinute < firstEnd,
  };
}

/**
 * The counts of a day from what was stored and the number expected: an arrival on a day off counts
 * as present only; on a working day the rest of those expected did not come, pending while today's
 * first period runs, else absent. Linear in its inputs, so summed rows judge as the sum of their judgements.
 */
export function judgedDay(s: StoredCounts | undefined, expected: number, working: boolean, pending: boolean): AttendanceCounts {
  const counts = emptyCounts();
  counts.present = s?.present ?? 0;
  if (working) {
    counts.expected = expected;
    counts.late = s?.late ?? 0;
    counts.leftEarly = s?.left_early ?? 0;
    counts.leave = s?.on_leave ?? 0;
    const stayedAway = counts.expected - counts.present - counts.leave;
    if (pending) counts.pending = stayedAway;
    else counts.absent = stayedAway;
  }
  return counts;
}

/** Sums counts into the first (every count but the rate). */
export function addCounts(into: AttendanceCounts, more: AttendanceCounts): void {
  into.expected += more.expected;
  into.present += more.present;
  into.late += more.late;
  into.leftEarly += more.leftEarly;
  into.absent += more.absent;
  into.leave += more.leave;
  into.pending += more.pending;
}
