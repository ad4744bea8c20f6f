import { describe, expect, it } from 'vitest';
import { checkedRate, checkListHref, checkSearchFromParams, quickOf, quickOfFilters, sessionOr, withQuick } from './health-format';

describe('check list address', () => {
  it('reads the quick filter', () => {
    expect(quickOf(new URLSearchParams('review=pending'))).toBe('pending');
    expect(quickOf(new URLSearchParams('abnormal=true'))).toBe('abnormal');
    expect(quickOf(new URLSearchParams('abnormal=1'))).toBe('all');
  });

  it('reads the quick filter of the list filters', () => {
    expect(quickOfFilters({ review: 'pending', abnormal: true })).toBe('pending');
    expect(quickOfFilters({ abnormal: true })).toBe('abnormal');
    expect(quickOfFilters({ abnormal: false, review: 'auto' })).toBe('all');
  });

  it('changes the quick filter and keeps the rest', () => {
    const next = withQuick(new URLSearchParams('date=2026-11-10&review=pending'), 'abnormal');
    expect(next.toString()).toBe('date=2026-11-10&abnormal=true');
    expect(withQuick(next, 'all').toString()).toBe('date=2026-11-10');
  });

  it('builds the link of the daily page and reads it back as search values', () => {
    const href = checkListHref('/health/check', { date: '2026-11-10', session: 'afternoon', quick: 'abnormal', kigId: 'k1' });
    expect(href).toBe('/health/check?date=2026-11-10&session=afternoon&kigId=k1&abnormal=true');
    const values = checkSearchFromParams(new URL(href, 'http://x').searchParams);
    expect(values).toMatchObject({ session: 'afternoon', kigId: 'k1', abnormal: true });
    const [from, to] = values.schoolDay as { format: (f: string) => string }[];
    expect([from!.format('YYYY-MM-DD'), to!.format('YYYY-MM-DD')]).toEqual(['2026-11-10', '2026-11-10']);
  });

  it('ignores junk', () => {
    expect(checkSearchFromParams(new URLSearchParams('date=2026-02-30&session=night'))).toEqual({});
    expect(sessionOr('night')).toBe('morning');
    expect(sessionOr('afternoon')).toBe('afternoon');
  });
});

describe('checkedRate', () => {
  it('is checked of expected in percent, two decimals, and 0 when none were expected', () => {
    expect(checkedRate({ expected: 0, checked: 0 })).toBe(0);
    expect(checkedRate({ expected: 3, checked: 2 })).toBe(66.67);
    expect(checkedRate({ expected: 40, checked: 40 })).toBe(100);
  });
});
