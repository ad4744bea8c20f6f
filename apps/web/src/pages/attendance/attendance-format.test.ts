import { MAX_REPORT_DAYS } from '@kg/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  barHeight,
  dateOrToday,
  defaultRange,
  formatRate,
  isFutureDay,
  isFutureMonth,
  isRangeAllowed,
  isRangeDayDisabled,
  isToday,
  monthSoFar,
  noCheckHref,
  rangeFromParams,
  reportHref,
} from './attendance-format';
import { resolveChoice } from '../../components/report/useKindergartenChoice';

const now = dayjs('2026-03-15T10:00:00');

describe('formatRate', () => {
  it('shows the rate as a percentage without trailing zeros', () => {
    expect(formatRate(95.5)).toBe('95.5%');
    expect(formatRate(100)).toBe('100%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(33.333)).toBe('33.33%');
  });
  it('shows 0% for a rate that is not a number', () => {
    expect(formatRate(Number.NaN)).toBe('0%');
  });
});

describe('days', () => {
  it('knows today', () => {
    expect(isToday('2026-03-15', now)).toBe(true);
    expect(isToday('2026-03-14', now)).toBe(false);
  });
  it('takes a real past date from the query string, today otherwise', () => {
    expect(dateOrToday('2026-03-01', now)).toBe('2026-03-01');
    expect(dateOrToday(null, now)).toBe('2026-03-15');
    expect(dateOrToday('2026-02-30', now)).toBe('2026-03-15');
    expect(dateOrToday('2026-03-16', now)).toBe('2026-03-15');
    expect(dateOrToday('15/03/2026', now)).toBe('2026-03-15');
  });
  it('refuses future days and months', () => {
    expect(isFutureDay(dayjs('2026-03-16'), now)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-15'), now)).toBe(false);
    expect(isFutureMonth(dayjs('2026-04-01'), now)).toBe(true);
    expect(isFutureMonth(dayjs('2026-03-31'), now)).toBe(false);
  });
});

describe('report range', () => {
  it('defaults to the last seven days, today included', () => {
    expect(defaultRange(now)).toEqual(['2026-03-09', '2026-03-15']);
    const [from, to] = defaultRange(now);
    expect(isRangeAllowed(from, to)).toBe(true);
  });
  it('allows at most MAX_REPORT_DAYS days, both ends counted', () => {
    expect(isRangeAllowed('2026-01-01', '2026-01-31')).toBe(true);
    expect(isRangeAllowed('2026-01-01', '2026-02-01')).toBe(false);
    expect(isRangeAllowed('2026-01-02', '2026-01-01')).toBe(false);
    expect(dayjs('2026-01-31').diff(dayjs('2026-01-01'), 'day') + 1).toBe(MAX_REPORT_DAYS);
  });
  it('disables future days and days too far from the first chosen', () => {
    const from = dayjs('2026-02-01');
    expect(isRangeDayDisabled(dayjs('2026-03-16'), undefined, now)).toBe(true);
    expect(isRangeDayDisabled(dayjs('2026-03-03'), from, now)).toBe(false);
    expect(isRangeDayDisabled(dayjs('2026-03-04'), from, now)).toBe(true);
    expect(isRangeDayDisabled(dayjs('2026-01-02'), from, now)).toBe(false);
    expect(isRangeDayDisabled(dayjs('2026-01-01'), from, now)).toBe(true);
  });
});

describe('noCheckHref', () => {
  it('carries the day, and the class and kindergarten when given', () => {
    expect(noCheckHref('/attendance/noCheck', { date: '2026-03-15' })).toBe('/attendance/noCheck?date=2026-03-15');
    expect(noCheckHref('/a/b', { date: '2026-03-15', classId: 'c1', kigId: 'k1' })).toBe('/a/b?date=2026-03-15&classId=c1&kigId=k1');
  });
});

describe('barHeight', () => {
  it('is the rate, with a sliver for a day with anyone expected and nothing for none', () => {
    expect(barHeight(80, 10)).toBe(80);
    expect(barHeight(0, 10)).toBe(2);
    expect(barHeight(50, 0)).toBe(0);
    expect(barHeight(120, 3)).toBe(100);
  });
});

describe('resolveChoice', () => {
  it('waits for the user', () => {
    expect(resolveChoice(null, 'k1')).toEqual({ kigId: undefined, current: undefined, ready: false });
  });
  it('sends no kigId for a kindergarten account, which is always ready', () => {
    expect(resolveChoice({ kind: 'own', kigId: 'k0' }, 'k1')).toEqual({ kigId: undefined, current: 'k0', ready: true });
  });
  it('makes a group account choose first, then sends its choice', () => {
    expect(resolveChoice({ kind: 'group' }, undefined)).toEqual({ kigId: undefined, current: undefined, ready: false });
    expect(resolveChoice({ kind: 'group' }, '')).toEqual({ kigId: undefined, current: undefined, ready: false });
    expect(resolveChoice({ kind: 'group' }, 'k1')).toEqual({ kigId: 'k1', current: 'k1', ready: true });
  });
});

describe('the reports reached from a class', () => {
  it('carry the range, the class and the kindergarten in the address', () => {
    expect(reportHref('/attendance/report', { from: '2026-03-02', to: '2026-03-02', classId: 'c1', kigId: 'k1' })).toBe(
      '/attendance/report?from=2026-03-02&to=2026-03-02&classId=c1&kigId=k1',
    );
    expect(reportHref('/r', { from: '2026-03-01', to: '2026-03-15' })).toBe('/r?from=2026-03-01&to=2026-03-15');
  });
  it('take a range from the address only when both ends are real days, in order, not after today and within the limit', () => {
    expect(rangeFromParams('2026-03-01', '2026-03-15', now)).toEqual(['2026-03-01', '2026-03-15']);
    expect(rangeFromParams('2026-03-15', '2026-03-01', now)).toBeUndefined();
    expect(rangeFromParams('2026-03-10', '2026-03-16', now)).toBeUndefined();
    expect(rangeFromParams('2026-02-30', '2026-03-01', now)).toBeUndefined();
    expect(rangeFromParams('2026-01-01', '2026-03-01', now)).toBeUndefined();
    expect(rangeFromParams(null, '2026-03-01', now)).toBeUndefined();
  });
  it('cover a month up to today, never days to come', () => {
    expect(monthSoFar('2026-02', now)).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthSoFar('2026-03', now)).toEqual(['2026-03-01', '2026-03-15']);
  });
});
