import type { DayStatus, TimeRange } from '@kg/domain';
import { minuteFormat } from '../../platform/dates.js';

export interface RuleOfDay {
  periods: TimeRange[];
  lateMinutes: number;
  leaveEarlyMinutes: number;
  workDays: number[];
}

/** One event as the day sees it: minutes after local midnight and its direction. */
export interface Swipe {
  minute: number;
  direction: 'in' | 'out';
}

export interface DayInput {
  rule: RuleOfDay | null;
  workDay: boolean;
  onLeave: boolean;
  /** The person's swipes of the day, any order. */
  swipes: Swipe[];
  /** For today: minutes after local midnight now; undefined for a past day. */
  nowMinute?: number;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The period a swipe belongs to: the one it falls in, else the nearest by time. */
function periodOf(periods: { start: number; end: number }[], minute: number): number {
  let best = 0;
  let bestDistance = Infinity;
  periods.forEach((p, i) => {
    const distance = minute < p.start ? p.start - minute : minute > p.end ? minute - p.end : 0;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * A person's school day. Came: late if the first arrival of any period (or of the day, when the first
 * period was missed) is more than the threshold after it starts; left early if the last departure of
 * a period is more than the threshold before it ends. Did not come: leave when approved leave covers
 * the day, rest on a non-working day, pending while today's first period is still running, else
 * absent. Without a rule, any arrival is normal and every day is a working day.
 */
export function evaluateDay(input: DayInput): DayStatus {
  const { rule, swipes } = input;
  if (swipes.length === 0) {
    if (input.onLeave) return 'leave';
    if (!input.workDay) return 'rest';
    const firstEnd = rule?.periods[0] ? minutesOf(rule.periods[0].end) : 24 * 60;
    if (input.nowMinute !== undefined && input.nowMinute < firstEnd) return 'pending';
    return 'absent';
  }
  if (!rule || rule.periods.length === 0 || !input.workDay) return 'normal';
  const periods = rule.periods.map((p) => ({ start: minutesOf(p.start), end: minutesOf(p.end) }));
  const firstIn: (number | undefined)[] = periods.map(() => undefined);
  const lastOut: (number | undefined)[] = periods.map(() => undefined);
  for (const s of swipes) {
    const i = periodOf(periods, s.minute);
    if (s.direction === 'in') firstIn[i] = Math.min(firstIn[i] ?? Infinity, s.minute);
    else lastOut[i] = Math.max(lastOut[i] ?? -Infinity, s.minute);
  }
  const earliest = Math.min(...swipes.map((s) => s.minute));
  let late = earliest > periods[0]!.start + rule.lateMinutes && swipes.some((s) => s.direction === 'in');
  let leftEarly = false;
  periods.forEach((p, i) => {
    if (firstIn[i] !== undefined && firstIn[i]! > p.start + rule.lateMinutes) late = true;
    if (lastOut[i] !== undefined && lastOut[i]! < p.end - rule.leaveEarlyMinutes) leftEarly = true;
  });
  return late && leftEarly ? 'lateAndLeftEarly' : late ? 'late' : leftEarly ? 'leftEarly' : 'normal';
}

/** ISO weekday (Monday 1 .. Sunday 7) of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

const DAY_MS = 86_400_000;

/**
 * Minutes after local midnight of an instant (milliseconds since 1970) in a time zone, computed from the
 * zone's offset, which is looked up once per hour of time (offsets change on hour boundaries): a month
 * of a kindergarten's events costs a few hundred lookups and no date or string an event.
 */
export function localMinute(timeZone: string): (at: number) => number {
  const format = minuteFormat(timeZone);
  const offsets = new Map<number, number>();
  const offsetAt = (hour: number) => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const at = hour * 3_600_000;
      const p = Object.fromEntries(format.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
      offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - at;
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (t) => {
    const local = t + offsetAt(Math.floor(t / 3_600_000));
    return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  };
}
