import { addDays, todayIn } from '../platform/dates.js';
import { instantOf } from '../simulator/day-plan.js';

const SHANGHAI = 'Asia/Shanghai';

/**
 * The last Friday before today in Shanghai: a school day of the demo's rule (Monday to Friday) whose
 * hours have all passed, with a weekend after it, for a test that fixes the server's clock.
 */
export function lastFridayBefore(now = new Date()): string {
  let day = addDays(todayIn(SHANGHAI, now), -1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5) day = addDays(day, -1);
  return day;
}

/** An instant on a day at a local hour in Shanghai. */
export const shanghaiAt = (date: string, hour: number, minute = 0): Date => instantOf(date, hour * 60 + minute, 0, SHANGHAI);
