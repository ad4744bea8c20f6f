import { rechargeEntity, withdrawalEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, newId } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';

/**
 * The double-entry ledger (issue 17; README, "The ledger"). An account per party (the platform, each
 * agent, each kindergarten), per payment channel (money outside), for fees and for money in transit
 * (withdrawals held). Its `balance` is kept by the entries' trigger (migration 0022) in the entry's own
 * statement, under the CHECK that it never goes below zero unless the account may (a channel's does:
 * it counts what came in through it). Amounts are integer fen (bigint), never floats.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    // 'platform', 'fee', 'transit', 'channel:<channel>', 'org:<organisation id>'.
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    orgId: uuid('org_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    index('ledger_accounts_org_idx').on(t.orgId),
    check('ledger_accounts_balance_check', sql`${t.mayGoNegative} or ${t.balance} >= 0`),
  ],
);

/**
 * A transaction: why (its cause and the row that caused it), who (the account and its organisation), and
 * what it reverses, if it is a reversal. Its entries sum to zero (a deferred constraint trigger checks it
 * at commit); neither it nor its entries are ever updated or deleted (triggers refuse both).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    cause: text('cause').notNull(),
    causeId: uuid('cause_id'),
    memo: text('memo').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actorId: uuid('actor_id'),
    actorOrgId: uuid('actor_org_id'),
    reversesId: uuid('reverses_id'),
  },
  (t) => [index('ledger_transactions_cause_idx').on(t.cause, t.causeId), index('ledger_transactions_at_idx').on(t.at)],
);

/** One leg of a transaction: a non-zero amount on one account, with the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * The answers of money-moving calls by their `Idempotency-Key`, per account and route: written in the
 * call's own transaction, so a key exists exactly when its movement does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);

/**
 * Recharges filed by hand (recharge.entity.ts); `transaction_id` is the ledger's, once approved. Their code is
 * unique over every recharge (finance reads them all side by side; a plain table on Citus, distribution.ts):
 * a filing that draws a taken code draws again (withFreshCode).
 */
export const recharges = pgTable('recharges', { ...baseColumns, ...entityColumns(rechargeEntity), transactionId: uuid('transaction_id') }, (t) => [
  uniqueIndex('recharges_code_key').on(t.code),
  index('recharges_org_idx').on(t.orgId, t.paidAt),
  index('recharges_state_idx').on(t.state),
]);

/** Agents' withdrawals (withdrawal.entity.ts): the hold's transaction, and the payment's or the release's. Their code is unique as recharges' is. */
export const withdrawals = pgTable(
  'withdrawals',
  { ...baseColumns, ...entityColumns(withdrawalEntity), holdTransactionId: uuid('hold_transaction_id'), settleTransactionId: uuid('settle_transaction_id') },
  (t) => [uniqueIndex('withdrawals_code_key').on(t.code), index('withdrawals_org_idx').on(t.orgId, t.requestedAt), index('withdrawals_state_idx').on(t.state)],
);
