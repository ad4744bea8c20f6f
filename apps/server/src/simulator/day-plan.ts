import type { AttendanceEvent, HealthCheckEvent } from '@kg/domain';
import { minuteFormat } from '../platform/dates.js';

export interface Roster {
  kigId: string;
  timeZone: string;
  students: { id: string; name: string; cardNo: string | null; classId?: string | null; bracelets: string[] }[];
  teachers: { id: string; name: string; cardNo: string | null }[];
}

/** A repeatable random source: the same kindergarten and day always play the same way. */
export function randomSource(seedText: string): () => number {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let x = h >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** The instant of a local wall-clock minute of a date in a time zone (to the minute, DST-safe enough for a simulator). */
export function instantOf(date: string, minute: number, second: number, timeZone: string): Date {
  const guess = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 0, minute, second);
  const parts = Object.fromEntries(
    minuteFormat(timeZone)
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return new Date(guess - (shown - (guess - second * 1000)));
}

const clock = (h: number, m: number) => h * 60 + m;

/** A value around a mean with a bell-shaped spread (sum of uniforms), clipped to [min, max]. */
function around(rnd: () => number, mean: number, spread: number, min: number, max: number): number {
  const bell = (rnd() + rnd() + rnd() - 1.5) / 1.5;
  return Math.round(Math.min(max, Math.max(min, mean + bell * spread)));
}

export interface DayPlan {
  events: AttendanceEvent[];
  /** Each arriving child's morning check at the gate, and the afternoon check of those still there. */
  checks: HealthCheckEvent[];
  absent: number;
  late: number;
  fevers: number;
}

/**
 * A child's check (morning by default): mostly 36.2-37.0 °C and healthy; about one in fifty with a fever in the morning (one in a hundred after the nap), and now
 * and then a rash, an ulcer, a scratch or long nails; the machine is unsure of about one in a hundred.
 */
function healthCheck(
  rnd: () => number,
  base: Omit<HealthCheckEvent, 'temperature' | 'hand' | 'mouth' | 'trauma' | 'nails' | 'unclear' | 'photos' | 'session'>,
  session: HealthCheckEvent['session'] = 'morning',
) {
  const fever = rnd() < (session === 'morning' ? 0.02 : 0.01);
  const temperature = fever ? Math.round((37.4 + rnd() * 1.3) * 10) / 10 : Math.round((36.6 + (rnd() + rnd() - 1) * 0.4) * 10) / 10;
  const check: HealthCheckEvent = {
    ...base,
    session,
    temperature,
    hand: rnd() < 0.01 ? 'rash' : 'normal',
    mouth: rnd() < 0.01 ? 'ulcer' : 'normal',
    trauma: rnd() < 0.02 ? 'scratch' : 'none',
    nails: rnd() < 0.03 ? 'long' : 'clean',
    unclear: rnd() < 0.01,
    photos: [],
  };
  return { check, fever };
}

/**
 * A kindergarten's day as its gate machine records it: most children arrive between 07:30 and 08:30
 * and leave after 16:30; a few are late, a few leave early, a few stay home; staff come earlier and
 * leave later. Children with a bracelet are seen by the gateway, the rest by card or face.
 * Weekends are quiet. Only events up to `until` are produced (a day still under way).
 */
export function planDay(roster: Roster, date: string, until?: Date): DayPlan {
  const rnd = randomSource(`${roster.kigId}|${date}`);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const plan: DayPlan = { events: [], checks: [], absent: 0, late: 0, fevers: 0 };
  if (weekday === 0 || weekday === 6) return plan;
  const add = (personKey: string, n: number, method: AttendanceEvent['method'], credential: string, direction: 'in' | 'out', minute: number) => {
    const at = instantOf(date, minute, Math.floor(rnd() * 60), roster.timeZone);
    if (until && at > until) return;
    plan.events.push({ recordId: `${date}-${personKey}-${n}`, method, credential, direction, time: at.toISOString() });
  };
  // "A few absent" every school day: about one in sixteen, and never nobody.
  const surelyAbsent = Math.floor(rnd() * roster.students.length);
  const afternoon: { key: string; method: HealthCheckEvent['method']; credential: string }[] = [];
  for (const [i, s] of roster.students.entries()) {
    if (i === surelyAbsent || rnd() < 0.06) {
      plan.absent++;
      continue;
    }
    const late = rnd() < 0.05;
    if (late) plan.late++;
    const arrive = late ? around(rnd, clock(8, 40), 25, clock(8, 15), clock(9, 30)) : around(rnd, clock(7, 55), 15, clock(7, 25), clock(8, 9));
    const early = rnd() < 0.03;
    const leave = early ? around(rnd, clock(15, 15), 20, clock(14, 30), clock(16, 15)) : around(rnd, clock(16, 50), 15, clock(16, 30), clock(17, 40));
    const [method, credential] = s.bracelets[0] ? (['bracelet', s.bracelets[0]] as const) : s.cardNo ? (['card', s.cardNo] as const) : (['face', s.id] as const);
    const key = s.id;
    add(key, 1, method, credential, 'in', arrive);
    const checkedAt = instantOf(date, arrive + 1, Math.floor(rnd() * 60), roster.timeZone);
    if (!until || checkedAt <= until) {
      const { check, fever } = healthCheck(rnd, { recordId: `${date}-${key}-check`, method, credential, time: checkedAt.toISOString() });
      plan.checks.push(check);
      if (fever) plan.fevers++;
    }
    // Some children are seen twice at the gate (a second swipe, a parent's card).
    if (rnd() < 0.1) add(key, 2, method, credential, 'in', arrive + 1);
    add(key, 3, method, credential, 'out', leave);
    if (leave > clock(14, 30)) afternoon.push({ key, method, credential });
  }
  // The afternoon check after the nap, for the children still there; its own random stream, so the
  // morning plays the same with or without it.
  const pm = randomSource(`${roster.kigId}|${date}|afternoon`);
  for (const child of afternoon) {
    const at = instantOf(date, around(pm, clock(14, 10), 10, clock(14, 0), clock(14, 29)), Math.floor(pm() * 60), roster.timeZone);
    if (until && at > until) continue;
    const { check, fever } = healthCheck(pm, { recordId: `${date}-${child.key}-pm`, method: child.method, credential: child.credential, time: at.toISOString() }, 'afternoon');
    plan.checks.push(check);
    if (fever) plan.fevers++;
  }
  for (const t of roster.teachers) {
    if (rnd() < 0.04) continue;
    const [method, credential] = t.cardNo ? (['card', t.cardNo] as const) : (['face', t.id] as const);
    const key = t.id;
    add(key, 1, method, credential, 'in', around(rnd, clock(7, 15), 10, clock(6, 50), clock(7, 34)));
    add(key, 2, method, credential, 'out', around(rnd, clock(17, 45), 10, clock(17, 31), clock(18, 20)));
  }
  return plan;
}

/**
 * How a machine delivers a day: in batches, shuffled, with about one event in ten held back while
 * "offline" and sent last, and about one in thirty sent a second time (a lost acknowledgement).
 */
export function deliveries<T>(events: T[], seedText: string, batchSize = 200): T[][] {
  const rnd = randomSource(`deliver|${seedText}`);
  const now: T[] = [];
  const later: T[] = [];
  for (const e of events) {
    (rnd() < 0.1 ? later : now).push(e);
    if (rnd() < 1 / 30) later.push(e);
  }
  for (let i = now.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [now[i], now[j]] = [now[j]!, now[i]!];
  }
  const batches: T[][] = [];
  for (let i = 0; i < now.length; i += batchSize) batches.push(now.slice(i, i + batchSize));
  for (let i = 0; i < later.length; i += batchSize) batches.push(later.slice(i, i + batchSize));
  return batches;
}
