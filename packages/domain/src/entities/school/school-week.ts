import { z } from 'zod';
import { isRealDate } from '../../entity/schemas.js';

/** A day of the week asked for: its Monday is the week's first day (the kindergarten's today when left out). */
export const weekDateSchema = z.string().refine(isRealDate, { error: 'validation.format.date' });

/** The Monday of a date's week ('YYYY-MM-DD', Monday to Sunday). */
export function mondayOf(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** The seven dates of the week starting on a Monday. */
export function weekDays(monday: string): string[] {
  const at = Date.parse(`${monday}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => new Date(at + i * 86_400_000).toISOString().slice(0, 10));
}
