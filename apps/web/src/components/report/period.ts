import { MAX_REPORT_DAYS } from '@kg/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** The periods a report is of (a day, a month, a range of days): their formats, bounds and defaults. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';

/** How often a report of today is asked again: its counts change as children arrive. */
export const LIVE_REFRESH_MS = 60_000;

export function todayString(now: Dayjs = dayjs()): string {
  return now.format(DATE_FORMAT);
}

export function isToday(date: string, now: Dayjs = dayjs()): boolean {
  return date === todayString(now);
}

/** A date of the query string when it is a real date not after today; otherwise today. */
export function dateOrToday(value: string | null | undefined, now: Dayjs = dayjs()): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return todayString(now);
  const date = dayjs(value);
  if (!date.isValid() || date.format(DATE_FORMAT) !== value || date.isAfter(now, 'day')) return todayString(now);
  return value;
}

/** Days after today cannot be chosen: nobody has attended them yet. */
export function isFutureDay(current: Dayjs, now: Dayjs = dayjs()): boolean {
  return current.isAfter(now, 'day');
}

export function isFutureMonth(current: Dayjs, now: Dayjs = dayjs()): boolean {
  return current.isAfter(now, 'month');
}

/** The default range of the reports: the last seven days, today included. */
export function defaultRange(now: Dayjs = dayjs()): [string, string] {
  return [now.subtract(6, 'day').format(DATE_FORMAT), todayString(now)];
}

/** Whether a range has at most MAX_REPORT_DAYS days (both ends counted), as the server requires. */
export function isRangeAllowed(from: string, to: string): boolean {
  const days = dayjs(to).diff(dayjs(from), 'day');
  return days >= 0 && days < MAX_REPORT_DAYS;
}

/**
 * A day of the range picker that cannot be chosen: in the future, or with the first chosen day more
 * than MAX_REPORT_DAYS apart.
 */
export function isRangeDayDisabled(current: Dayjs, from: Dayjs | undefined, now: Dayjs = dayjs()): boolean {
  if (isFutureDay(current, now)) return true;
  if (!from) return false;
  return Math.abs(current.startOf('day').diff(from.startOf('day'), 'day')) >= MAX_REPORT_DAYS;
}

/** The range of the address when both ends are real days not after today, in order, and within MAX_REPORT_DAYS. */
export function rangeFromParams(from: string | null | undefined, to: string | null | undefined, now: Dayjs = dayjs()): [string, string] | undefined {
  const today = todayString(now);
  const ok = (d: string | null | undefined): d is string => Boolean(d) && dateOrToday(d, now) === d;
  if (!ok(from) || !ok(to) || from > today || !isRangeAllowed(from, to)) return undefined;
  return [from, to];
}

/** A month's days so far (the reports of a month never ask for days to come). */
export function monthSoFar(month: string, now: Dayjs = dayjs()): [string, string] {
  const start = dayjs(`${month}-01`);
  const end = start.endOf('month');
  return [start.format(DATE_FORMAT), (end.isAfter(now, 'day') ? now : end).format(DATE_FORMAT)];
}

/** A month of the query string when it is one and not after this month; otherwise this month. */
export function monthOrThis(value: string | null | undefined, now: Dayjs = dayjs()): string {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value) || dayjs(`${value}-01`).isAfter(now, 'month')) return now.format(MONTH_FORMAT);
  return value;
}

/**
 * An ISO instant as the time of day (HH:mm) in the kindergarten's time zone (the browser's when not
 * given), or '-' when there is none.
 */
export function timeOfDay(instant: string | null | undefined, timeZone?: string): string {
  if (!instant) return '-';
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return '-';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(value);
}
