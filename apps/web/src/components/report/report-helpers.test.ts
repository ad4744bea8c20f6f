import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { progressText } from './download-progress';
import { monthOrThis, timeOfDay } from './period';

describe('a report month from the address', () => {
  const now = dayjs('2026-11-24');
  it('is kept when it is a month already begun, else this month', () => {
    expect(monthOrThis('2026-10', now)).toBe('2026-10');
    expect(monthOrThis('2026-11', now)).toBe('2026-11');
    expect(monthOrThis('2026-12', now)).toBe('2026-11');
    expect(monthOrThis('2026-13', now)).toBe('2026-11');
    expect(monthOrThis('2026-1', now)).toBe('2026-11');
    expect(monthOrThis(null, now)).toBe('2026-11');
  });
});

describe("a download's progress", () => {
  it('reads in percent of a known whole, in kilobytes of an unknown one, and nothing before the first byte', () => {
    expect(progressText(0, 2048)).toBe('0%');
    expect(progressText(1536, 2048)).toBe('75%');
    expect(progressText(2048, 2048)).toBe('100%');
    expect(progressText(0, undefined)).toBeUndefined();
    expect(progressText(100, undefined)).toBe('1 KB');
    expect(progressText(10 * 1024, undefined)).toBe('10 KB');
  });
});

describe('timeOfDay', () => {
  it('formats an instant as the local HH:mm', () => {
    const instant = dayjs('2026-03-15T07:05:00').toISOString();
    expect(timeOfDay(instant)).toBe('07:05');
  });
  it('reads the instant in the kindergarten time zone when given one', () => {
    expect(timeOfDay('2026-11-19T23:23:00Z', 'Asia/Shanghai')).toBe('07:23');
    expect(timeOfDay('2026-11-19T23:23:00Z', 'UTC')).toBe('23:23');
  });
  it('shows a dash for no instant or a bad one', () => {
    expect(timeOfDay(null)).toBe('-');
    expect(timeOfDay(undefined)).toBe('-');
    expect(timeOfDay('nonsense')).toBe('-');
  });
});
