import type { DayStatus } from '@kg/domain';

// The periods' helpers belong to every report; the attendance screens and their tests name them here too.
export {
  DATE_FORMAT,
  MONTH_FORMAT,
  LIVE_REFRESH_MS,
  todayString,
  isToday,
  dateOrToday,
  isFutureDay,
  isFutureMonth,
  defaultRange,
  isRangeAllowed,
  isRangeDayDisabled,
  rangeFromParams,
  monthSoFar,
  timeOfDay,
} from '../../components/report/period';
export { formatRate } from '../../components/report/counts';

/** The colour of a status tag (antd preset colours). */
export const STATUS_COLORS: Record<DayStatus, string> = {
  normal: 'green',
  late: 'orange',
  leftEarly: 'gold',
  lateAndLeftEarly: 'volcano',
  absent: 'red',
  leave: 'blue',
  rest: 'default',
  pending: 'processing',
};

/** Where the noCheck page lives when the menu does not say otherwise (its href is its componentUrl). */
export const NO_CHECK_PATH = '/attendance/noCheck';

/** The address of the list of who has not arrived, for a day and optionally a class and a kindergarten. */
export function noCheckHref(path: string, { date, classId, kigId }: { date: string; classId?: string; kigId?: string }): string {
  const params = new URLSearchParams({ date });
  if (classId) params.set('classId', classId);
  if (kigId) params.set('kigId', kigId);
  return `${path}?${params.toString()}`;
}

/** Height of a day's bar in the month strip, in percent of the strip (a non-empty day shows at least a sliver). */
export function barHeight(rate: number, expected: number): number {
  if (expected <= 0) return 0;
  return Math.max(2, Math.min(100, rate));
}

/** Where the reports live when the menu does not say otherwise (its href is its componentUrl). */
export const REPORT_PATH = '/attendance/report';

/** The address of the reports over a range, optionally of a class of a kindergarten: each child's days. */
export function reportHref(path: string, { from, to, classId, kigId }: { from: string; to: string; classId?: string; kigId?: string }): string {
  const params = new URLSearchParams({ from, to });
  if (classId) params.set('classId', classId);
  if (kigId) params.set('kigId', kigId);
  return `${path}?${params.toString()}`;
}
