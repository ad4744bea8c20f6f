import { CronExpressionParser } from 'cron-parser';
import { DEFAULT_TIME_ZONE } from '../dates.js';

/** A job started at each slot of a cron expression, read on the clocks of a time zone. */
export interface ScheduleDeclaration {
  /** Unique among schedules: the row that records which slot last fired. */
  name: string;
  /** The job kind each slot enqueues. */
  kind: string;
  /** Five fields (minute hour day-of-month month day-of-week), or six with seconds first; `L` is a month's last day. */
  cron: string;
  /** IANA zone whose wall clock the expression reads (a kindergarten's); Asia/Shanghai when absent. */
  timeZone?: string;
  payload?: Record<string, unknown>;
}

/**
 * cron-parser seeds its `H` (hashed) fields from `hashSeed`, or else from Math.random, at every parse: the
 * runner parses on its polls, and a draw there would take a number the request being served meant for its
 * own (a code's random digits). Our expressions use no `H`; the expression itself is the seed.
 */
const parse = (cron: string, options: { currentDate?: Date; tz: string; strict?: boolean }) => CronExpressionParser.parse(cron, { ...options, hashSeed: cron });

/**
 * The latest slot at or before `at` (cron-parser's `prev` is strictly before its start, hence the
 * millisecond). Throws on an expression or zone that cannot be read.
 */
export function latestSlot(cron: string, timeZone: string, at: Date): Date {
  return parse(cron, { currentDate: new Date(at.getTime() + 1), tz: timeZone, strict: false })
    .prev()
    .toDate();
}

/** The first slot strictly after `slot`: until then the latest slot stays `slot`. */
export function nextSlot(cron: string, timeZone: string, slot: Date): Date {
  return parse(cron, { currentDate: slot, tz: timeZone, strict: false }).next().toDate();
}

/** Refuses a declaration that could never fire, at the start rather than at its first slot. */
export function checkSchedule(declaration: ScheduleDeclaration): Required<Omit<ScheduleDeclaration, 'payload'>> & Pick<ScheduleDeclaration, 'payload'> {
  const timeZone = declaration.timeZone ?? DEFAULT_TIME_ZONE;
  try {
    // Intl names an unknown zone (cron-parser only reports an invalid date).
    new Intl.DateTimeFormat('en', { timeZone });
    parse(declaration.cron, { tz: timeZone });
    latestSlot(declaration.cron, timeZone, new Date());
  } catch (error) {
    throw new Error(`schedule ${declaration.name}: ${(error as Error).message}`, { cause: error });
  }
  return { ...declaration, timeZone };
}
