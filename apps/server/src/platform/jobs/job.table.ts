import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work that must survive a restart (growth reports, large exports): a running job holds a
 * lease; a job whose lease ran out (the server stopped) is taken up again by the next runner.
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
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAfter), index('jobs_org_idx').on(t.orgId, t.kind)],
);
