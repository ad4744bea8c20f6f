import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { progressText } from './download-progress';
import { monthOrThis } from './period';

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
