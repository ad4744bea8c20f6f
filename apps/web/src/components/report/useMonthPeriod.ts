import dayjs from 'dayjs';
import { MONTH_FORMAT } from './period';
import { useReportParam } from './useReportParams';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A period of months, from and to as YYYY-MM, and how to choose another. */
export interface MonthPeriod {
  from: string;
  to: string;
  set: (from: string, to: string) => void;
}

/** A period of months in the address (`?from=&to=`): the last twelve months, this one included, unless chosen. */
export function useMonthPeriod(): MonthPeriod {
  const thisMonth = dayjs().format(MONTH_FORMAT);
  const yearAgo = dayjs().subtract(11, 'month').format(MONTH_FORMAT);
  const [from, setFrom] = useReportParam('from', yearAgo);
  const [to, setTo] = useReportParam('to', thisMonth);
  return {
    from: from && MONTH.test(from) ? from : yearAgo,
    to: to && MONTH.test(to) ? to : thisMonth,
    set: (a: string, b: string) => {
      setFrom(a);
      setTo(b);
    },
  };
}
