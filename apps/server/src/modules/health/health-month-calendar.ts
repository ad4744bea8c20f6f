import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { attendanceRules } from '../attendance/attendance.tables.js';
import { monthRange } from '../attendance/attendance-report.service.js';
import { datesBetween, weekdayOf } from '../attendance/day-evaluation.js';

/** School days without an attendance rule for the children: Monday to Friday. */
const DEFAULT_WORK_DAYS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * A month's days up to today at `now` in a kindergarten's time zone (days to come are not counted), each a school
 * day when it is a working day of the children's attendance rule.
 */
export function monthCalendar(month: string, timeZone: string, now: Date, workDays: readonly number[] = DEFAULT_WORK_DAYS) {
  const { from, to } = monthRange(month);
  const today = todayIn(timeZone, now);
  const last = to < today ? to : today;
  const days = (last < from ? [] : datesBetween(from, last)).map((date) => ({ date, schoolDay: workDays.includes(weekdayOf(date)) }));
  return { from, to, last, days };
}

/** The working days of each kindergarten's enabled attendance rule for children (one statement for any number). */
export async function studentWorkDays(db: Db, kigIds: string[] | SQLWrapper): Promise<Map<string, number[]>> {
  const rules = await db
    .select({ kigId: attendanceRules.kigId, workDays: attendanceRules.workDays })
    .from(attendanceRules)
    .where(and(inArray(attendanceRules.kigId, kigIds), eq(attendanceRules.personKind, 'student'), eq(attendanceRules.status, 'enabled'), eq(attendanceRules.deleted, false)));
  return new Map(rules.map((r) => [r.kigId, r.workDays as number[]]));
}
