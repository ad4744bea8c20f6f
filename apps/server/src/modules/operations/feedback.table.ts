import { feedbackEntity } from '@kg/domain';
import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { kig } from '../campus/campus.tables.js';

/**
 * Feedback to the platform (feedback.entity.ts), a kindergarten's rows: its own and its families'.
 * `family_id` (a family account, never sent to the back office) names a family's; null is the kindergarten's.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    ...kigBaseColumns,
    ...entityColumns(feedbackEntity),
    ...kig(),
    familyId: uuid('family_id'),
  },
  (t) => [
    kigPrimaryKey(t),
    // The list's order within a kindergarten (operations' list over every kindergarten reads it too).
    index('feedbacks_kig_idx').on(t.kigId, t.filedAt),
    // A family's own, within each of its kindergartens.
    index('feedbacks_family_idx').on(t.kigId, t.familyId, t.filedAt),
  ],
);
