import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * A kindergarten's memberships of groups (issue 18): a kindergarten's row (distributed by `kig_id`),
 * at most one current (`to_at` null) per kindergarten. Operations moving it to another group (or out
 * of any) end the current one, which stays as its history with who moved it out; the tree itself
 * (`organisations.parent_id` and `path`) says where it is now, and so what a group's sessions reach.
 * `created_by` is who moved it in (null for a membership recorded from the tree as it was before the
 * first move: a kindergarten opened in a group has no row until it is moved).
 */
export const kigGroupMemberships = pgTable(
  'kig_group_memberships',
  {
    ...kigBaseColumns,
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    groupId: uuid('group_id').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }),
    endedBy: uuid('ended_by'),
  },
  (t) => [
    kigPrimaryKey(t),
    uniqueIndex('kig_group_memberships_current_key')
      .on(t.kigId)
      .where(sql`${t.toAt} is null and ${t.deleted} = false`),
    index('kig_group_memberships_group_idx').on(t.groupId),
  ],
);
