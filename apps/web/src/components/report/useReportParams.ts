import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { dateOrToday, monthOrThis, todayString } from './period';
import dayjs from 'dayjs';
import { MONTH_FORMAT } from './period';

/**
 * A report's choice kept in the address (`?key=`), so a link, a reload and the way back from a
 * drill-down keep it; the default is left out of the address. Replaced in place: changing a filter
 * is no step of the browser's history.
 */
export function useReportParam(key: string, fallback?: string): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value && value !== fallback) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [key, fallback, setParams],
  );
  return [params.get(key) || fallback, set];
}

/** A report's day (`?date=`, today when absent or not a day already lived). */
export function useDayParam(key = 'date'): [string, (date: string) => void] {
  const [value, set] = useReportParam(key, todayString());
  return [dateOrToday(value), set];
}

/** A report's month (`?month=`, this month when absent or still to come). */
export function useMonthParam(key = 'month'): [string, (month: string) => void] {
  const [value, set] = useReportParam(key, dayjs().format(MONTH_FORMAT));
  return [monthOrThis(value), set];
}

/** A choice among a few values (`?session=afternoon`), the first of them when absent or unknown. */
export function useChoiceParam<T extends string>(key: string, values: readonly T[]): [T, (value: T) => void] {
  const [value, set] = useReportParam(key, values[0]);
  return [values.find((v) => v === value) ?? values[0]!, set];
}
