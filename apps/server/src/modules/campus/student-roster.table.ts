import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * The roster as the reports count it: the children studying (not deleted) by kindergarten, class and
 * first day, kept by a trigger on `students` (migration 0038) in the transaction of each change,
 * whoever makes it. A group's or the platform's day reads a row per class instead of a child each
 * (10,000 rows for 300,000 children at 1,000 kindergartens). A row whose count fell to 0 is removed.
 * `npm run summaries:rebuild` recomputes it from the children.
 */
export const studentRosters = pgTable(
  'student_rosters',
  {
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    classId: uuid('class_id').notNull(),
    enrolDate: date('enrol_date', { mode: 'string' }).notNull(),
    studying: integer('studying').notNull(),
  },
  (t) => [primaryKey({ name: 'student_rosters_pkey', columns: [t.kigId, t.classId, t.enrolDate] })],
);
