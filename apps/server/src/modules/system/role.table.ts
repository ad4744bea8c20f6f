import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { organisations } from './organisation.table.js';

export const roles = pgTable(
  'roles',
  {
    ...baseColumns,
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id),
    appType: integer('app_type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    enabled: integer('enabled').notNull().default(1),
    /** The organisation's built-in administrator role: it receives every menu of its system. */
    builtIn: integer('built_in').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('roles_org_idx').on(t.orgId)],
);
