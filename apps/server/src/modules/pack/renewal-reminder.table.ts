import { date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';

/** What a renewal reminder is about: the kindergarten's platform service, or a child's membership. */
export const RENEWAL_SUBJECTS = ['platformService', 'membership'] as const;

/**
 * The renewal reminders sent (issue 18): a kindergarten's row (distributed by `kig_id`). One per
 * subject (the kindergarten itself for its platform service, a child for its membership), end date and
 * threshold (days before the end: 30, 7 and 1 for the service, 7 for a membership): the unique key is
 * what makes a reminder go exactly once, whichever server runs the job and however often it runs.
 * `message_id` is the system message that carried it; `local_day` the kindergarten's day it was sent on.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    ...kigBaseColumns,
    kigId: uuid('kig_id').notNull(),
    subject: text('subject', { enum: RENEWAL_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    messageId: uuid('message_id').notNull(),
  },
  (t) => [kigPrimaryKey(t), uniqueIndex('renewal_reminders_once_key').on(t.kigId, t.subject, t.subjectId, t.endDate, t.threshold)],
);
