import { roleEntity } from '@kg/domain';
import { boolean, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

export const roles = pgTable(
  'roles',
  {
    ...baseColumns,
    ...entityColumns(roleEntity),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id),
    /** The organisation's built-in administrator role: it receives every menu of its system. */
    builtIn: boolean('built_in').notNull().default(false),
  },
  (t) => [index('roles_org_idx').on(t.orgId)],
);
