import { salesmanEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/** An agent's salesmen (issue 16): owned by the agent (`org_id`), the phone unique within it. */
export const salesmen = pgTable(
  'salesmen',
  {
    ...baseColumns,
    ...entityColumns(salesmanEntity),
    // Optional in the form (never shown there), always the creating agent's.
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id),
  },
  (t) => [...uniqueIndexes('salesmen', salesmanEntity, t), index('salesmen_org_idx').on(t.orgId)],
);

/**
 * Which salesman brought a kindergarten in: a kindergarten's row (distributed by `kig_id`), at most one
 * current (`ended_at` null) per kindergarten; moving it to another salesman ends the current one, which
 * stays as its history. `agent_id` is the salesman's agent when it was assigned.
 */
export const salesmanKigs = pgTable(
  'salesman_kigs',
  {
    ...kigBaseColumns,
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    salesmanId: uuid('salesman_id').notNull(),
    agentId: uuid('agent_id').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    kigPrimaryKey(t),
    uniqueIndex('salesman_kigs_current_key')
      .on(t.kigId)
      .where(sql`${t.endedAt} is null and ${t.deleted} = false`),
    index('salesman_kigs_salesman_idx').on(t.salesmanId),
  ],
);
