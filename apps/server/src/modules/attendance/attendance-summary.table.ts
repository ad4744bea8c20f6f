import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../../platform/tenancy/organization.table.js';

/** The class of a summary row of staff, or of checks naming none (a key column cannot be null). */
export const NO_CLASS = '00000000-0000-0000-0000-000000000000';

/**
 * What a school day's events and approved leave say of a class (staff: NO_CLASS), for the people
 * counted today (the roster as it stands), judged without a clock: those who came (present, late,
 * left early) and those on leave without coming. Who was expected and did not come is the roster's
 * count less these, worked out when read, so a day nobody touched needs no row. Kept by
 * attendance-summary.service.ts in the transaction of each change; keyed by kig_id first (Citus:
 * distributed by it, no reference but to organisations).
 */
export const attendanceDaySummaries = pgTable(
  'attendance_day_summaries',
  {
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    personKind: text('person_kind').$type<'student' | 'teacher'>().notNull(),
    classId: uuid('class_id').notNull(),
    schoolDay: date('school_day', { mode: 'string' }).notNull(),
    present: integer('present').notNull(),
    late: integer('late').notNull(),
    leftEarly: integer('left_early').notNull(),
    onLeave: integer('on_leave').notNull(),
  },
  (t) => [
    primaryKey({ name: 'attendance_day_summaries_pkey', columns: [t.kigId, t.personKind, t.schoolDay, t.classId] }),
    // A day across a reach's kindergartens (the overviews): the key starts with the kindergarten.
    index('attendance_day_summaries_day_idx').on(t.schoolDay, t.personKind),
  ],
);
