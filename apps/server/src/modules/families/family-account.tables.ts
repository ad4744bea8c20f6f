import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, newId } from '../../db/columns.js';

/**
 * A family of the parents' app: one account per phone, platform-wide, opening every `parents` row with
 * that phone (one a kindergarten). Its password is given by a kindergarten and changed at first sign-in.
 */
export const familyAccounts = pgTable(
  'family_accounts',
  {
    ...baseColumns,
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** An issued password: every route but the password change refuses until the family chose its own. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_accounts_phone_key')
      .on(t.phone)
      .where(sql`${t.deleted} = false`),
  ],
);

/** A family's sign-ins, apart from staff sessions: only a SHA-256 of the token is kept. */
export const familySessions = pgTable(
  'family_sessions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    accountId: uuid('account_id')
      .notNull()
      .references(() => familyAccounts.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('family_sessions_token_hash_key').on(t.tokenHash), index('family_sessions_account_idx').on(t.accountId)],
);
