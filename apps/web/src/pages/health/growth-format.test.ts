import { describe, expect, it } from 'vitest';
import { defaultTerm, generateBody, progressPercent, stillGenerating, tenths } from './growth-format';

describe('growth report format', () => {
  it('shows tenths with one decimal', () => {
    expect(tenths(368)).toBe('36.8');
    expect(tenths(50)).toBe('5.0');
    expect(tenths(1052)).toBe('105.2');
    expect(tenths(176)).toBe('17.6');
    expect(tenths(null)).toBe('-');
  });

  it('counts written and failed reports as done', () => {
    expect(progressPercent({ total: 4, generated: 1, failed: 1 })).toBe(50);
    expect(progressPercent({ total: 3, generated: 1, failed: 0 })).toBe(33);
    expect(progressPercent({ total: 0, generated: 0, failed: 0 })).toBe(0);
    expect(progressPercent(undefined)).toBe(0);
  });

  it('polls only while something is generating', () => {
    expect(stillGenerating({ generating: 2 })).toBe(true);
    expect(stillGenerating({ generating: 0 })).toBe(false);
    expect(stillGenerating(undefined)).toBe(false);
  });

  it('generates for the class when one is chosen, else the kindergarten', () => {
    expect(generateBody({ termId: 't', classId: 'c' })).toEqual({ kigId: undefined, termId: 't', classId: 'c' });
    expect(generateBody({ kigId: 'k', termId: 't', classId: null })).toEqual({ kigId: 'k', termId: 't' });
  });

  it('opens on the term of today, not on next term set up in advance', () => {
    const autumn = { id: 'autumn', beginDate: '2026-09-01', endDate: '2027-01-22' };
    const spring = { id: 'spring', beginDate: '2027-02-20', endDate: '2027-07-10' };
    const older = { id: 'older', beginDate: '2026-02-20', endDate: '2026-07-10' };
    expect(defaultTerm([spring, autumn, older], '2026-11-23')).toBe('autumn');
    // Between terms: the one just ended; before any term: the first listed.
    expect(defaultTerm([spring, autumn, older], '2027-02-01')).toBe('autumn');
    expect(defaultTerm([spring, autumn], '2026-08-01')).toBe('spring');
    expect(defaultTerm([], '2026-11-23')).toBeUndefined();
  });
});
