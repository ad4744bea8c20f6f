import { type PersonKind, PRESENT_STATUSES } from '@kg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { dateArray, lockSummaryDays } from '../../platform/summary-lock.js';
import type { Kindergarten } from '../../platform/tenancy/kindergarten-of.js';
import { students } from '../campus/campus.tables.js';
import { attendanceDaySummaries, NO_CLASS } from './attendance-summary.table.js';
import { type PeopleFilter, personDaysOf } from './person-days.js';
import { anyStale, claimStale, type KigIds } from './summary-stale.service.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

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
 * of the day's events of the classes concerned (a batch's: a few hundred rows on a real day). Measured with
 * `npm run bench` (README, "Day summaries").
 */
export async function refreshAttendanceDays(tx: Db, kig: Kindergarten, personKind: PersonKind, days: readonly string[], classIds?: readonly string[]): Promise<void> {
  const wanted = [...new Set(days)].sort();
  if (wanted.length === 0 || classIds?.length === 0) return;
  await lockSummaryDays(tx, 'attendance', kig.id, wanted);
  // Some classes: their children only, and only their events are read (one class's day, not the kindergarten's).
  const scope: PeopleFilter = classIds ? { personIds: await membersOf(tx, kig.id, classIds) } : {};
  const keep = new Set(wanted);
  const rows: (Counts & { classId: string; schoolDay: string })[] = [];
  for (let i = 0; i < wanted.length;) {
    // A chunk: the wanted days within CHUNK_DAYS of its first.
    const from = wanted[i]!;
    const limit = addDays(from, CHUNK_DAYS - 1);
    let j = i;
    while (j < wanted.length && wanted[j]! <= limit) j++;
    const to = wanted[j - 1]!;
    if (scope.personIds?.length !== 0) {
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

/** Some classes' children as the reports count them (studying, not deleted). */
async function membersOf(db: Db, kigId: string, classIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.kigId, kigId), inArray(students.classId, [...classIds]), eq(students.deleted, false), eq(students.status, 'studying')));
  return rows.map((r) => r.id);
}

/** The classes of some people now (a batch's children: the classes whose day it changes). */
export async function classesOf(db: Db, kigId: string, personIds: readonly string[]): Promise<string[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ classId: students.classId })
    .from(students)
    .where(and(eq(students.kigId, kigId), inArray(students.id, [...personIds])));
  return rows.map((r) => r.classId);
}

/**
 * Recomputes the attendance days marked stale (migration 0010's triggers: the roster, leave, rules)
 * of some kindergartens over a range, in one transaction (the caller's, when it is one). A read
 * settles its range first, so a change made behind the server's back counts at the next read.
 */
export async function settleAttendance(db: Db, kigIds: KigIds, from = '0001-01-01', to = '9999-12-31'): Promise<void> {
  if (!(await anyStale(db, 'attendance', kigIds, from, to))) return;
  await db.transaction(async (tx) => {
    const stale = await claimStale(tx, 'attendance', kigIds, from, to);
    for (const kigId of new Set(stale.map((s) => s.kigId))) {
      const mine = stale.filter((s) => s.kigId === kigId);
      const kig = await kindergartenRow(tx, kigId);
      // Every day's lock at once, in order, before any refresh takes some of them again.
      await lockSummaryDays(
        tx,
        'attendance',
        kigId,
        mine.map((s) => s.schoolDay),
      );
      for (const personKind of ['student', 'teacher'] as const) {
        const marks = mine.filter((s) => s.personKind === personKind);
        const whole = new Set(marks.filter((s) => s.classId === NO_CLASS).map((s) => s.schoolDay));
        await refreshAttendanceDays(tx, kig, personKind, [...whole]);
        // Days of some classes only (a child moved): the classes of the same days at once.
        const byDays = new Map<string, { days: string[]; classIds: string[] }>();
        for (const classId of new Set(marks.filter((s) => s.classId !== NO_CLASS).map((s) => s.classId))) {
          const days = marks.filter((s) => s.classId === classId && !whole.has(s.schoolDay)).map((s) => s.schoolDay);
          const key = days.sort().join(',');
          byDays.set(key, { days, classIds: [...(byDays.get(key)?.classIds ?? []), classId] });
        }
        for (const { days, classIds } of byDays.values()) await refreshAttendanceDays(tx, kig, personKind, days, classIds);
      }
    }
  });
}

async function kindergartenRow(db: Db, kigId: string): Promise<Kindergarten> {
  const [org] = await db.select({ name: organisations.name, timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, kigId));
  return { id: kigId, name: org?.name ?? '', timeZone: org?.timeZone ?? 'Asia/Shanghai' };
}
