import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../components/report/period';

/** The Monday a week before or after a week's Monday. */
export const shiftWeek = (monday: string, weeks: number): string =>
  dayjs(monday)
    .add(weeks * 7, 'day')
    .format(DATE_FORMAT);
