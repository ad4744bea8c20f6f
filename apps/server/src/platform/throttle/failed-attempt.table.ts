import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failure counters of every throttle (sign-in by user name and address, a machine's serial and code
 * by serial and address), each row one namespaced key; kept in the database so a restart forgets
 * nothing. The table keeps the name it had when only sign-in was throttled. On Citus it stays on the
 * coordinator: written at every failed attempt, by name and address, never by kindergarten.
 */
export const failedAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
