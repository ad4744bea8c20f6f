/**
 * Plausible dates of people, by role, declared once: the web's form, the server and the import all
 * check a date field that names one of these (`plausible: 'childBirth'`).
 * A birth date lies between maxAge and minAge years before today; the messages name the field in words
 * and say the same bounds (a domain test holds them together).
 */
export const PERSON_DATES = {
  // Kindergartens take children from about two to six; eight years leaves room for late leavers
  // and for prospective children registered as babies. Never born after today.
  childBirth: { minAge: 0, maxAge: 8, message: 'validation.date.childBirth' },
  // A member of staff is of working age.
  adultBirth: { minAge: 16, maxAge: 70, message: 'validation.date.adultBirth' },
} as const;

export type PersonDate = keyof typeof PERSON_DATES;

const DAY_MS = 86_400_000;

/**
 * Today as 'YYYY-MM-DD' in the easternmost time zone (UTC+14), so that no kindergarten's today is
 * ever refused as a future date, whatever its zone.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + (14 * DAY_MS) / 24).toISOString().slice(0, 10);
}

/** The same calendar day `years` earlier (29 February becomes 28 February in a common year). */
function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** The earliest and latest birth dates a person of this role may have today (inclusive). */
export function plausibleRange(rule: PersonDate, now = new Date()): { earliest: string; latest: string } {
  const today = latestToday(now);
  const { minAge, maxAge } = PERSON_DATES[rule];
  return { earliest: yearsBefore(today, maxAge), latest: yearsBefore(today, minAge) };
}

export function isPlausibleDate(rule: PersonDate, date: string, now = new Date()): boolean {
  const { earliest, latest } = plausibleRange(rule, now);
  return date >= earliest && date <= latest;
}
