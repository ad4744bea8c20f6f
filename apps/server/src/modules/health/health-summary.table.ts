import type { CheckSession } from '@kg/domain';
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * A school day's checks of one session by the class the check names (NO_CLASS of attendance-summary.table.ts when none): the latest check of each child
 * (a re-check replaces the first), as the monthly and overview screens count them. Who was expected
 * comes from the roster when read. Kept by health-summary.service.ts in the transaction of each
 * change; keyed by kig_id first (Citus: distributed by it, no reference but to organisations).
 */
export const healthDaySummaries = pgTable(
  'health_day_summaries',
  {
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    schoolDay: date('school_day', { mode: 'string' }).notNull(),
    session: text('session').$type<CheckSession>().notNull(),
    classId: uuid('class_id').notNull(),
    checked: integer('checked').notNull(),
    abnormal: integer('abnormal').notNull(),
    fever: integer('fever').notNull(),
    pendingReview: integer('pending_review').notNull(),
  },
  (t) => [
    primaryKey({ name: 'health_day_summaries_pkey', columns: [t.kigId, t.schoolDay, t.session, t.classId] }),
    // A day across a reach's kindergartens (the overviews): the key starts with the kindergarten.
    index('health_day_summaries_day_idx').on(t.schoolDay, t.session),
  ],
);
