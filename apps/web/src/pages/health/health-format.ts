import { CHECK_SESSIONS, type CheckSession } from '@kg/domain';
import type { ColumnType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { formatRate } from '../../components/report/counts';
import { DATE_FORMAT } from '../../components/report/period';

/** Where the check list lives when the menu does not say otherwise (its href is its componentUrl). */
export const CHECK_LIST_PATH = '/health/check';

/** The quick filters of the check list: everything, the checks waiting for a teacher, the abnormal ones. */
export const QUICK_FILTERS = ['all', 'pending', 'abnormal'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

export function isSession(value: string | null | undefined): value is CheckSession {
  return (CHECK_SESSIONS as readonly (string | null | undefined)[]).includes(value);
}

export function sessionOr(value: string | null | undefined, fallback: CheckSession = 'morning'): CheckSession {
  return isSession(value) ? value : fallback;
}

/** The quick filter the address asks for (`?review=pending` or `?abnormal=true`). */
export function quickOf(params: URLSearchParams): QuickFilter {
  if (params.get('review') === 'pending') return 'pending';
  if (params.get('abnormal') === 'true') return 'abnormal';
  return 'all';
}

/** The quick filter the list's filters amount to (a pending review wins, as in the address). */
export function quickOfFilters(filters: Record<string, unknown>): QuickFilter {
  if (filters.review === 'pending') return 'pending';
  if (filters.abnormal === true) return 'abnormal';
  return 'all';
}

/** The address's parameters with another quick filter (the others kept: a day, a session, a kindergarten). */
export function withQuick(params: URLSearchParams, quick: QuickFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('review');
  next.delete('abnormal');
  if (quick === 'pending') next.set('review', 'pending');
  if (quick === 'abnormal') next.set('abnormal', 'true');
  return next;
}

/**
 * The search-form values the check list opens with, from its address: a day (`date`), a session, a
 * class, a group's kindergarten and the quick filter. Junk is ignored.
 */
export function checkSearchFromParams(params: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const date = params.get('date');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).format(DATE_FORMAT) === date) {
    values.schoolDay = [dayjs(date), dayjs(date)] satisfies [Dayjs, Dayjs];
  }
  const session = params.get('session');
  if (isSession(session)) values.session = session;
  for (const key of ['classId', 'kigId']) {
    const id = params.get(key);
    if (id) values[key] = id;
  }
  const quick = quickOf(params);
  if (quick === 'pending') values.review = 'pending';
  if (quick === 'abnormal') values.abnormal = true;
  return values;
}

/** The address of the check list for a day and a session, with a quick filter and optionally a class and kindergarten. */
export function checkListHref(
  path: string,
  { date, session, quick, classId, kigId }: { date: string; session: CheckSession; quick: QuickFilter; classId?: string; kigId?: string },
): string {
  let params = new URLSearchParams({ date, session });
  if (classId) params.set('classId', classId);
  if (kigId) params.set('kigId', kigId);
  params = withQuick(params, quick);
  return `${path}?${params.toString()}`;
}

/** Checked of expected in percent (0 to 100, two decimals, as the server's rates); 0 when none were expected. */
export function checkedRate({ expected, checked }: { expected: number; checked: number }): number {
  return expected > 0 ? Math.round((checked / expected) * 10000) / 100 : 0;
}

/** A month table's checked-rate column (by class or by kindergarten), sortable. */
export function checkedRateColumn<T extends { expected: number; checked: number }>(title: string): ColumnType<T> {
  return {
    key: 'rate',
    title,
    align: 'right',
    width: 110,
    sorter: (a, b) => checkedRate(a) - checkedRate(b),
    render: (_, row) => formatRate(checkedRate(row)),
  };
}

/** What the statistics of several kindergartens draw side by side: checked and abnormal. */
export const CHECK_CHART = [
  { key: 'checked', color: '#52c41a' },
  { key: 'abnormal', color: '#f5222d' },
] as const;
