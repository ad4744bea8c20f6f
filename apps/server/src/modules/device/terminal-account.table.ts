import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * A kindergarten's terminal account (issue 16): the login name and password its machines sign in with
 * (`/device/v1/terminal/signIn`), made when its opening is approved. The login name is unique across
 * the platform (a machine names no kindergarten before signing in); only the password's hash is kept.
 */
export const terminalAccounts = pgTable(
  'terminal_accounts',
  {
    ...baseColumns,
    kigId: uuid('kig_id')
      .notNull()
      .references(() => organisations.id),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('enabled'),
  },
  (t) => [
    uniqueIndex('terminal_accounts_login_name_key')
      .on(sql`lower(${t.loginName})`)
      .where(sql`${t.deleted} = false`),
    index('terminal_accounts_kig_idx').on(t.kigId),
  ],
);
