import { describe, expect, it, vi } from 'vitest';
import { checkSchedule, latestSlot, nextSlot } from './job-schedule.js';

const at = (iso: string) => new Date(iso);

describe('a schedule slot', () => {
  it('is read on the clocks of its zone', () => {
    // Two in the morning in Shanghai is six in the evening before in UTC (at 20:00 there: that morning's).
    expect(latestSlot('0 2 * * *', 'Asia/Shanghai', at('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    expect(latestSlot('0 2 * * *', 'UTC', at('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-11-30T02:00:00.000Z');
  });

  it('is the slot itself at its very instant, the one before a millisecond earlier', () => {
    expect(latestSlot('0 0 1 * *', 'Asia/Shanghai', at('2026-11-30T16:00:00.000Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(latestSlot('0 0 1 * *', 'Asia/Shanghai', at('2026-11-30T15:59:59.999Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it("names a month's last day, whatever its length", () => {
    expect(latestSlot('0 22 L * *', 'Asia/Shanghai', at('2027-03-01T00:00:00Z')).toISOString()).toBe('2027-02-28T14:00:00.000Z');
    expect(latestSlot('0 22 L * *', 'Asia/Shanghai', at('2028-03-01T00:00:00Z')).toISOString()).toBe('2028-02-29T14:00:00.000Z');
  });

  it('follows a zone that changes its clocks', () => {
    // Berlin moves from +01:00 to +02:00 on 2027-03-28: 08:00 there is 07:00 UTC before, 06:00 after.
    expect(latestSlot('0 8 * * *', 'Europe/Berlin', at('2027-03-27T12:00:00Z')).toISOString()).toBe('2027-03-27T07:00:00.000Z');
    expect(latestSlot('0 8 * * *', 'Europe/Berlin', at('2027-03-28T12:00:00Z')).toISOString()).toBe('2027-03-28T06:00:00.000Z');
  });

  it('is followed by the next one strictly after it, until which the latest slot stays the same (the runner skips the arithmetic meanwhile)', () => {
    const slot = latestSlot('0 2 * * *', 'Asia/Shanghai', at('2026-11-30T12:00:00Z'));
    const next = nextSlot('0 2 * * *', 'Asia/Shanghai', slot);
    expect(next.toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(latestSlot('0 2 * * *', 'Asia/Shanghai', new Date(next.getTime() - 1)).toISOString()).toBe(slot.toISOString());
    expect(latestSlot('0 2 * * *', 'Asia/Shanghai', next).toISOString()).toBe(next.toISOString());
    expect(nextSlot('0 8 * * *', 'Europe/Berlin', at('2027-03-27T07:00:00Z')).toISOString()).toBe('2027-03-28T06:00:00.000Z');
  });
});

describe('the cron arithmetic', () => {
  it("draws no number from Math.random (a request's code digits, drawn meanwhile, stay its own)", () => {
    const draws = vi.spyOn(Math, 'random');
    try {
      const slot = latestSlot('*/5 * * * *', 'Asia/Shanghai', at('2026-11-30T12:00:00Z'));
      nextSlot('*/5 * * * *', 'Asia/Shanghai', slot);
      checkSchedule({ name: 'n', kind: 'k', cron: '0 2 * * *' });
      expect(draws).not.toHaveBeenCalled();
    } finally {
      draws.mockRestore();
    }
  });
});

describe('a schedule declaration', () => {
  it('takes Asia/Shanghai when it names no zone', () => {
    expect(checkSchedule({ name: 'n', kind: 'k', cron: '0 2 * * *' }).timeZone).toBe('Asia/Shanghai');
  });

  it('is refused with its name when its expression or its zone cannot be read', () => {
    expect(() => checkSchedule({ name: 'statements', kind: 'k', cron: '61 * * * *' })).toThrow(/schedule statements: .*61/);
    expect(() => checkSchedule({ name: 'reminders', kind: 'k', cron: '0 9 * * *', timeZone: 'Mars/Olympus' })).toThrow(/schedule reminders: .*Mars\/Olympus/);
  });
});
