import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** A stored date ('YYYY-MM-DD') or instant (ISO) as a dayjs for a picker; blanks and junk give null. */
export function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !value) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** A picker's value as the API takes it: a calendar date, or an instant in ISO (UTC). */
export function fromDayjs(value: unknown, kind: 'date' | 'datetime'): string | null {
  if (!dayjs.isDayjs(value) || !value.isValid()) return null;
  return kind === 'date' ? value.format(DATE_FORMAT) : value.toISOString();
}

/** A stored value as a person reads it, in local time for instants. */
export function formatDateValue(value: unknown, kind: 'date' | 'datetime'): string {
  const d = toDayjs(value);
  if (!d) return '';
  return kind === 'date' ? String(value).slice(0, 10) : d.format(DATETIME_FORMAT);
}

/**
 * A search range as the list takes it: whole days, either end open. Instants run from the start of
 * the first day to the end of the last, so 'from 1 May to 1 May' includes all of 1 May.
 */
export function rangeFilter(value: unknown, kind: 'date' | 'datetime'): [string | null, string | null] | undefined {
  if (!Array.isArray(value)) return undefined;
  const [from, to] = value as unknown[];
  const start = dayjs.isDayjs(from) && from.isValid() ? from : null;
  const end = dayjs.isDayjs(to) && to.isValid() ? to : null;
  if (!start && !end) return undefined;
  if (kind === 'date') return [start?.format(DATE_FORMAT) ?? null, end?.format(DATE_FORMAT) ?? null];
  return [start?.startOf('day').toISOString() ?? null, end?.endOf('day').toISOString() ?? null];
}
