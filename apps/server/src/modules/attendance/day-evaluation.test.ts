import { describe, expect, it } from 'vitest';
import { datesBetween, evaluateDay, localMinute, type RuleOfDay, weekdayOf } from './day-evaluation.js';

const at = (hhmm: string, direction: 'in' | 'out' = 'in') => ({ minute: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), direction });
const child: RuleOfDay = { periods: [{ start: '08:00', end: '16:30' }], lateMinutes: 10, leaveEarlyMinutes: 10, workDays: [1, 2, 3, 4, 5] };
const staff: RuleOfDay = {
  periods: [
    { start: '07:30', end: '11:30' },
    { start: '13:30', end: '17:30' },
  ],
  lateMinutes: 5,
  leaveEarlyMinutes: 5,
  workDays: [1, 2, 3, 4, 5],
};
const day = (rule: RuleOfDay | null, swipes: ReturnType<typeof at>[], more: Partial<Parameters<typeof evaluateDay>[0]> = {}) =>
  evaluateDay({ rule, workDay: true, onLeave: false, swipes, ...more });

describe('a school day', () => {
  it('is normal within the thresholds, late or early beyond them, both when both', () => {
    expect(day(child, [at('08:10'), at('16:20', 'out')])).toBe('normal');
    expect(day(child, [at('08:11'), at('16:30', 'out')])).toBe('late');
    expect(day(child, [at('07:50'), at('16:19', 'out')])).toBe('leftEarly');
    expect(day(child, [at('09:00'), at('15:00', 'out')])).toBe('lateAndLeftEarly');
  });

  it('takes the earliest arrival and the latest departure whatever the order the machines sent them in', () => {
    expect(day(child, [at('16:40', 'out'), at('08:30'), at('07:55'), at('12:00', 'out')])).toBe('normal');
  });

  it('with no departure recorded, does not call the day early', () => {
    expect(day(child, [at('07:58')])).toBe('normal');
  });

  it('judges each period of a split day, and a missed morning is late', () => {
    expect(day(staff, [at('07:20'), at('11:40', 'out'), at('13:20'), at('17:35', 'out')])).toBe('normal');
    expect(day(staff, [at('07:20'), at('11:40', 'out'), at('13:50'), at('17:35', 'out')])).toBe('late');
    expect(day(staff, [at('07:20'), at('11:00', 'out'), at('13:20'), at('17:35', 'out')])).toBe('leftEarly');
    expect(day(staff, [at('13:20'), at('17:35', 'out')])).toBe('late');
  });

  it('without arrivals: leave when approved, rest on a day off, pending until the first period ends today, else absent', () => {
    expect(day(child, [], { onLeave: true })).toBe('leave');
    expect(day(child, [], { workDay: false })).toBe('rest');
    expect(day(child, [], { nowMinute: 9 * 60 })).toBe('pending');
    expect(day(child, [], { nowMinute: 17 * 60 })).toBe('absent');
    expect(day(child, [])).toBe('absent');
  });

  it('an arrival wins over leave, and any arrival counts when there is no rule or on a day off', () => {
    expect(day(child, [at('08:00')], { onLeave: true })).toBe('normal');
    expect(day(null, [at('11:00')])).toBe('normal');
    expect(day(child, [at('11:00')], { workDay: false })).toBe('normal');
  });
});

describe('calendar helpers', () => {
  it('weekdays are ISO (Monday 1, Sunday 7)', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(7);
  });

  it('dates between two days include both ends and cross months', () => {
    expect(datesBetween('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('the local minute of an instant follows the kindergarten time zone across midnight', () => {
    // 00:30 of the next day in Shanghai, 16:30 the same day in London.
    expect(localMinute('Asia/Shanghai')(Date.parse('2026-11-22T16:30:00Z'))).toBe(30);
    expect(localMinute('Europe/London')(Date.parse('2026-11-22T16:30:00Z'))).toBe(16 * 60 + 30);
    // Before 1970 too (a negative instant).
    expect(localMinute('Asia/Shanghai')(Date.parse('1969-12-31T16:05:00Z'))).toBe(5);
  });
});

describe('local time across a daylight-saving change', () => {
  it('uses the offset in force at each instant', () => {
    const london = localMinute('Europe/London');
    // Clocks went back at 01:00 UTC on 2026-10-25: 00:30 UTC is 01:30 BST, 01:30 UTC is 01:30 GMT.
    expect(london(Date.parse('2026-10-25T00:30:00Z'))).toBe(90);
    expect(london(Date.parse('2026-10-25T01:30:00Z'))).toBe(90);
    // 23:59 of the day before in New York.
    expect(localMinute('America/New_York')(Date.parse('2026-11-23T04:59:00Z'))).toBe(23 * 60 + 59);
  });

  it('agrees with the clock of its zone at every quarter hour of a year', () => {
    const wrong: string[] = [];
    // Two changes a year in London and New York, a half-hour offset in Kolkata, none in Shanghai.
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Shanghai']) {
      const minute = localMinute(zone);
      const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000) {
        const [h, m] = clock.format(new Date(t)).split(':').map(Number);
        if (minute(t) !== h! * 60 + m!) wrong.push(`${zone} ${new Date(t).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
