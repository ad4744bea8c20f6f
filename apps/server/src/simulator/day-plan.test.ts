import { describe, expect, it } from 'vitest';
import { deliveries, planDay, type Roster } from './day-plan.js';

const roster: Roster = {
  kigId: 'kig-1',
  timeZone: 'Asia/Shanghai',
  students: Array.from({ length: 60 }, (_, i) => ({ id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, name: `child ${i}`, cardNo: `C${i}`, bracelets: [] })),
  teachers: [{ id: 'teacher-1', name: 't', cardNo: 'T1' }],
};

describe('a simulated school day', () => {
  it('plays the same way every time, with a few absent and never nobody', () => {
    const a = planDay(roster, '2026-11-18');
    expect(planDay(roster, '2026-11-18')).toEqual(a);
    expect(a.absent).toBeGreaterThanOrEqual(1);
    expect(a.absent).toBeLessThan(15);
    const arrived = new Set(a.events.filter((e) => e.direction === 'in').map((e) => e.credential));
    expect(arrived.size).toBe(60 - a.absent + 1);
  });

  it('checks every arriving child in the morning, and those still there in the afternoon', () => {
    const day = planDay(roster, '2026-11-18');
    const morning = day.checks.filter((c) => c.session === 'morning');
    const afternoon = day.checks.filter((c) => c.session === 'afternoon');
    expect(morning).toHaveLength(60 - day.absent);
    expect(afternoon.length).toBeGreaterThan(0);
    expect(afternoon.length).toBeLessThanOrEqual(morning.length);
    for (const c of afternoon) expect(new Date(c.time).getUTCHours()).toBe(6); // 14:00-14:29 in Shanghai
  });

  it('plays nothing on a weekend and nothing after the instant given', () => {
    expect(planDay(roster, '2026-11-21').events).toHaveLength(0);
    const morningOnly = planDay(roster, '2026-11-18', new Date('2026-11-18T01:00:00Z'));
    expect(morningOnly.events.every((e) => e.time <= '2026-11-18T01:00:00.000Z')).toBe(true);
    expect(morningOnly.checks.every((c) => c.session === 'morning')).toBe(true);
  });

  it('delivers every event, some twice, in batches', () => {
    const events = planDay(roster, '2026-11-18').events;
    const batches = deliveries(events, 'seed', 50);
    const sent = batches.flat();
    expect(new Set(sent.map((e) => e.recordId)).size).toBe(events.length);
    expect(sent.length).toBeGreaterThanOrEqual(events.length);
    expect(batches.every((b) => b.length <= 50)).toBe(true);
  });
});
