import { and, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ThrottleTiming } from '../config.js';
import type { Db } from '../db.js';
import { tooManyRequests } from '../errors.js';
import { bookkeeping } from '../request-scope.js';
import { failedAttempts } from './failed-attempt.table.js';

const MINUTE_MS = 60_000;

/** A key counted by a throttle (`user:...`, `ip:...`, `serial:...`) and the failures that lock it. */
export interface ThrottleKey {
  key: string;
  max: number;
}

/** Delay before answering a failure: none for the first few, then growing to a ceiling. */
export function failureDelayMs(failures: number, timing: ThrottleTiming): number {
  if (failures <= timing.slowAfter) return 0;
  return Math.min(timing.maxDelayMs, (failures - timing.slowAfter) * timing.delayStepMs);
}

/**
 * Refuses with 429 while any key is locked, saying when to come back (`Retry-After`, and `minutes`
 * for the message `lockedKey`, e.g. `error.tooManyLogins`).
 */
export async function assertNotLocked(db: Db, keys: string[], lockedKey: string): Promise<void> {
  const rows = await db.select({ lockedUntil: failedAttempts.lockedUntil }).from(failedAttempts).where(inArray(failedAttempts.key, keys));
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  const left = until - Date.now();
  if (left > 0) throw tooManyRequests(lockedKey, left / 1000, { minutes: Math.max(1, Math.ceil(left / MINUTE_MS)) });
}

/** Counts a failure against each key (a window restarts once it has passed), locks those at their maximum, and returns the highest count. */
export async function recordFailure(db: Db, keys: ThrottleKey[], timing: ThrottleTiming): Promise<number> {
  let highest = 0;
  const windowStart = new Date(Date.now() - timing.windowMinutes * MINUTE_MS);
  const lockUntil = new Date(Date.now() + timing.lockMinutes * MINUTE_MS);
  for (const { key, max } of keys) {
    const [row] = await db
      .insert(failedAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: failedAttempts.key,
        set: {
          failures: sql`case when ${failedAttempts.firstFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${failedAttempts.failures} + 1 end`,
          firstFailureAt: sql`case when ${failedAttempts.firstFailureAt} < ${windowStart.toISOString()}::timestamptz then now() else ${failedAttempts.firstFailureAt} end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: failedAttempts.failures });
    const failures = row?.failures ?? 1;
    if (failures >= max) {
      await db
        .update(failedAttempts)
        .set({ lockedUntil: lockUntil })
        .where(inArray(failedAttempts.key, [key]));
    }
    highest = Math.max(highest, failures);
  }
  return highest;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(failedAttempts).where(inArray(failedAttempts.key, [key]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts a failure, then answers it only after the throttle's delay for that many failures. */
export async function failSlowly(db: Db, keys: ThrottleKey[], timing: ThrottleTiming): Promise<void> {
  const failures = await recordFailure(db, keys, timing);
  await sleep(failureDelayMs(failures, timing));
}

/** The job that deletes counters no throttle reads any more (hourly). */
export const THROTTLE_PRUNE_JOB = 'throttle.prune';

/**
 * Deletes the counters whose window is over and that lock nothing: the next failure of such a key
 * counts from one again, exactly as with no row, so they only grow the table (a spray of user names
 * or addresses leaves one row each). The longest window of the throttles given is kept.
 */
export async function pruneFailures(db: Db, timings: ThrottleTiming[], now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - Math.max(...timings.map((t) => t.windowMinutes)) * MINUTE_MS);
  // Bookkeeping: a delete that frees space runs while the disk is low too.
  const deleted = await bookkeeping(() =>
    db
      .delete(failedAttempts)
      .where(and(lt(failedAttempts.firstFailureAt, windowStart), or(isNull(failedAttempts.lockedUntil), lte(failedAttempts.lockedUntil, now))))
      .returning({ key: failedAttempts.key }),
  );
  return deleted.length;
}
