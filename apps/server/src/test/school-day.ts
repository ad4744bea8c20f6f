import { addDays, todayIn } from '../platform/dates.js';
import { instantOf } from '../simulator/day-plan.js';

const SHANGHAI = 'Asia/Shanghai';

/** The last Monday-to-Friday before today in Shanghai: a school day of the demo's rule whose hours have all passed. */
export function lastSchoolDayBefore(now = new Date()): string {
  let day = addDays(todayIn(SHANGHAI, now), -1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, -1);
  return day;
}

/** An instant on a day in Shanghai at a local hour and minute, for a test's fixed clock. */
export const shanghaiAt = (date: string, hour: number, minute = 0): Date => instantOf(date, hour * 60 + minute, 0, SHANGHAI);
