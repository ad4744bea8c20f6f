import { type PersonKind, PRESENT_STATUSES } from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { dateArray, lockSummaryDays } from '../../platform/summary-lock.js';
import type { Kindergarten } from '../../platform/tenancy/kindergarten-of.js';
import { students } from '../campus/campus.tables.js';
import { attendanceDaySummaries, NO_CLASS } from './attendance-summary.table.js';
import { type PeopleFilter, personDaysOf } from './person-days.js';

/** Judged as if every day were past: what depends on the hour (pending) is worked out when read. */
const NO_CLOCK = new Date('9999-12-30T00:00:00Z');
/** Days read at once by a refresh of a long span (memory stays bounded whatever the span). */
const CHUNK_DAYS = 31;

type Counts = { present: number; late: number; leftEarly: number; onLeave: number };

/**
 * Recomputes some days of a kindergarten's attendance summaries (of one kind of person, all its
 * classes or only some) from the events, approved leave, rule and roster, in the caller's
 * transaction, under the days' locks. Judged by the same code as the reports (personDaysOf and
 * evaluateDay), so a summary says what counting the raw rows says.
 *
 * Why a recompute and not counters: what a day's events mean depends on all of them (the first
 * arrival decides lateness, a later departure undoes leaving early) and on rules, leave and the
 * roster, which change apart from the events. Counters would have to replay that rule in reverse
 * and drift at the first miss; a recompute of the day under its lock cannot drift, and costs a read
 * of the day's events of the kindergarten (a few hundred rows on a real day). Measured with
 * `npm run bench` (README, "Day summaries").
 */
export async function refreshAttendanceDays(tx: Db, kig: Kindergarten, personKind: PersonKind, days: readonly string[], classIds?: readonly string[]): Promise<void> {
  const wanted = [...new Set(days)].sort();
  if (wanted.length === 0 || classIds?.length === 0) return;
  await lockSummaryDays(tx, 'attendance', kig.id, wanted);
  const scopes: PeopleFilter[] = classIds ? await Promise.all(classIds.map(async (classId) => ({ classId, personIds: await membersOf(tx, kig.id, classId) }))) : [{}];
  const keep = new Set(wanted);
  const rows: (Counts & { classId: string; schoolDay: string })[] = [];
  for (let i = 0; i < wanted.length; ) {
    // A chunk: the wanted days within CHUNK_DAYS of its first.
    const from = wanted[i]!;
    const limit = addDays(from, CHUNK_DAYS - 1);
    let j = i;
    while (j < wanted.length && wanted[j]! <= limit) j++;
    const to = wanted[j - 1]!;
    for (const scope of scopes) {
      const counted = new Map<string, Counts & { classId: string; schoolDay: string }>();
      const [one] = await personDaysOf(tx, [kig], personKind, from, to, NO_CLOCK, scope);
      one!.forEach((day) => {
        if (!keep.has(day.date)) return;
        const came = PRESENT_STATUSES.includes(day.status);
        const away = day.workDay && day.status === 'leave';
        if (!came && !away) return;
        const classId = day.person.classId ?? NO_CLASS;
        const key = `${classId}|${day.date}`;
        const c = counted.get(key) ?? { classId, schoolDay: day.date, present: 0, late: 0, leftEarly: 0, onLeave: 0 };
        if (came) c.present++;
        if (day.workDay && (day.status === 'late' || day.status === 'lateAndLeftEarly')) c.late++;
        if (day.workDay && (day.status === 'leftEarly' || day.status === 'lateAndLeftEarly')) c.leftEarly++;
        if (away) c.onLeave++;
        counted.set(key, c);
      });
      rows.push(...counted.values());
    }
    i = j;
  }
  await tx.execute(sql`
    delete from attendance_day_summaries
    where kig_id = ${kig.id} and person_kind = ${personKind} and school_day = any(${dateArray(wanted)}::date[])
      ${classIds ? sql`and class_id = any(${`{${classIds.join(',')}}`}::uuid[])` : sql``}`);
  for (let k = 0; k < rows.length; k += 1000) {
    await tx.insert(attendanceDaySummaries).values(rows.slice(k, k + 1000).map((r) => ({ ...r, kigId: kig.id, personKind })));
  }
}

/** A class's children as the reports count them (studying, not deleted). */
async function membersOf(db: Db, kigId: string, classId: string): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.kigId, kigId), eq(students.classId, classId), eq(students.deleted, false), eq(students.status, 'studying')));
  return rows.map((r) => r.id);
}

/** The days a person's events or leave speak of (what a change to that person can change), or every such day of a kindergarten. */
export async function attendanceDaysOf(db: Db, kigId: string, personKind: PersonKind, personIds?: readonly string[], from = '0001-01-01', to = '9999-12-31'): Promise<string[]> {
  const ids = personIds ? sql`and person_id = any(${`{${personIds.join(',')}}`}::uuid[])` : sql``;
  const leaveIds = personIds ? sql`and coalesce(student_id, teacher_id) = any(${`{${personIds.join(',')}}`}::uuid[])` : sql``;
  const result = await db.execute(sql`
    select distinct school_day::text as day from attendance_events
    where kig_id = ${kigId} and person_kind = ${personKind} and school_day between ${from} and ${to} ${ids}
    union
    select d::date::text from leave_requests l, generate_series(greatest(l.start_date, ${from}::date), least(l.end_date, ${to}::date), interval '1 day') as d
    where l.kig_id = ${kigId} and l.person_kind = ${personKind} and l.status = 'approved' and l.deleted = false ${leaveIds}
    union
    select school_day::text from attendance_day_summaries
    where kig_id = ${kigId} and person_kind = ${personKind} and school_day between ${from} and ${to} and ${personIds ? sql`false` : sql`true`}`);
  return rowsOf<{ day: string }>(result)
    .map((r) => r.day)
    .sort();
}
