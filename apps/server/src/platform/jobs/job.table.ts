import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work that must survive a restart (growth reports, large exports, scheduled runs): a
 * running job holds a lease; a job whose lease ran out (the server stopped) is taken up again by the
 * next runner. Finished and failed jobs are deleted after the retention age. On Citus it stays on the
 * coordinator: claimed with `for update skip locked`, which distributed and reference tables do not run.
 */
export const jobs = pgTable(
  'jobs',
  {
    ...baseColumns,
    kind: text('kind').notNull(),
    orgId: uuid('org_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The schedule's slot this job was started for (absent: enqueued by hand). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
  },
  (t) => [
    // A runner claims one kind at a time (each kind has its own concurrency).
    index('jobs_ready_idx').on(t.kind, t.status, t.runAfter),
    index('jobs_org_idx').on(t.orgId, t.kind),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
);

/**
 * The last slot each schedule fired: advancing it and inserting the slot's job is one statement, so
 * of several servers evaluating the same schedule exactly one starts each slot. On Citus it stays on
 * the coordinator beside jobs, for that one statement.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  kind: text('kind').notNull(),
  cron: text('cron').notNull(),
  timeZone: text('time_zone').notNull(),
  lastSlot: timestamp('last_slot', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
