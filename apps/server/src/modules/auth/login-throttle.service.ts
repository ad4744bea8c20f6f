import { inArray, sql } from 'drizzle-orm';
import type { LoginThrottleConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { tooManyRequests } from '../../platform/errors.js';
import { loginAttempts } from './session.table.js';

const MINUTE_MS = 60_000;

export const userKey = (userName: string) => `user:${userName.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Delay before answering a failed sign-in: none for the first few, then growing to a ceiling. */
export function failureDelayMs(failures: number, config: LoginThrottleConfig): number {
  if (failures <= config.slowAfter) return 0;
  return Math.min(config.maxDelayMs, (failures - config.slowAfter) * config.delayStepMs);
}

/** Refuses with 429 while the user name or the address is locked. */
export async function assertNotLocked(db: Db, keys: string[]): Promise<void> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys));
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (until > Date.now()) {
    throw tooManyRequests('error.tooManyLogins', (until - Date.now()) / 1000, { minutes: Math.max(1, Math.ceil((until - Date.now()) / MINUTE_MS)) });
  }
}

/** Counts a failure against each key (a window restarts once it has passed) and returns the highest count. */
export async function recordFailure(
  db: Db,
  keys: { key: string; max: number }[],
  config: LoginThrottleConfig,
): Promise<number> {
  let highest = 0;
  const windowStart = new Date(Date.now() - config.windowMinutes * MINUTE_MS);
  const lockUntil = new Date(Date.now() + config.lockMinutes * MINUTE_MS);
  for (const { key, max } of keys) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
          firstFailureAt: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart.toISOString()}::timestamptz then now() else ${loginAttempts.firstFailureAt} end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    const failures = row?.failures ?? 1;
    if (failures >= max) {
      await db
        .update(loginAttempts)
        .set({ lockedUntil: lockUntil })
        .where(inArray(loginAttempts.key, [key]));
    }
    highest = Math.max(highest, failures);
  }
  return highest;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [key]));
}
