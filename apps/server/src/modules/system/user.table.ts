import { userEntity } from '@kg/domain';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { roles } from './role.table.js';

export const users = pgTable(
  'users',
  {
    ...baseColumns,
    ...entityColumns(userEntity),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The password was chosen by someone else (an administrator's new account or reset): changed at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [
    // One live account per user name; a deleted one frees its name.
    ...uniqueIndexes('users', userEntity, t),
    index('users_org_idx').on(t.orgId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
