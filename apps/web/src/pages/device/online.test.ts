import { describe, expect, it } from 'vitest';
import { isOnline, ONLINE_WINDOW_MS } from './online';

describe('isOnline', () => {
  const now = Date.parse('2026-05-01T08:00:00Z');
  it('is online within five minutes of the last heartbeat, offline after', () => {
    expect(isOnline(now - 60_000, now)).toBe(true);
    expect(isOnline(now - ONLINE_WINDOW_MS, now)).toBe(true);
    expect(isOnline(now - ONLINE_WINDOW_MS - 1, now)).toBe(false);
  });
  it('counts a heartbeat stamped slightly in the future as online', () => {
    expect(isOnline(now + 5_000, now)).toBe(true);
  });
});
