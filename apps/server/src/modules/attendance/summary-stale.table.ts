import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * Days whose summaries a change made stale, written by triggers (migration 0010) on what a summary
 * is judged from besides the events and checks: the roster (students, teachers), approved leave,
 * attendance rules, fever thresholds. Whoever changes them through the server settles them in the
 * same transaction; a change made behind its back (a script, psql) is settled by the next read.
 * `class_id` NO_CLASS: every class of the day; `person_kind` '' for health.
 */
export const summaryStale = pgTable(
  'summary_stale',
  {
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    area: text('area').$type<'attendance' | 'health'>().notNull(),
    personKind: text('person_kind').notNull(),
    classId: uuid('class_id').notNull(),
    schoolDay: date('school_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'summary_stale_pkey', columns: [t.kigId, t.area, t.personKind, t.classId, t.schoolDay] })],
);
