import { smsOfferEntity, smsPackageEntity } from '@kg/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';

/**
 * Verification codes (issue 16): one row per code sent, kept as an argon2id hash. A code is bound to
 * its purpose and to the account that asked; a newer one for the same account and purpose voids it.
 * The rows by phone are the send caps' counters (a minute apart, 5 an hour, 10 a day).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').notNull(),
    orgId: uuid('org_id').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    // 'sending' while the provider has it (counts for the caps), 'sent', then 'used' or 'void' (too many tries, or replaced).
    state: text('state').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.sentAt), index('sms_codes_user_idx').on(t.userId, t.purpose, t.sentAt)],
);

/**
 * Every message the product sent or tried to send, whatever the provider: the SMS packages' ledger.
 * `agent_id` is the agent whose package it counts against (none: the platform's own, exempt); a
 * message counts unless it failed. No message text is kept here (a code is a secret).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    agentId: uuid('agent_id'),
    // The organisation on whose behalf it was sent (a kindergarten, a group, the agent itself).
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id'),
    phone: text('phone').notNull(),
    templateCode: text('template_code').notNull(),
    purpose: text('purpose'),
    provider: text('provider').notNull(),
    // 'sending', 'sent' or 'failed' (with the provider's error).
    status: text('status').notNull(),
    providerId: text('provider_id'),
    error: text('error'),
  },
  (t) => [index('sms_messages_agent_idx').on(t.agentId, t.orgId), index('sms_messages_at_idx').on(t.at)],
);

/** The local driver's outbox: what would have been sent, read by the demo and the tests (never by a route). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    phone: text('phone').notNull(),
    templateCode: text('template_code').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.at)],
);

/** SMS packages operations grant agents (sms-package.entity.ts). */
export const smsPackages = pgTable('sms_packages', { ...baseColumns, ...entityColumns(smsPackageEntity) }, (t) => [
  ...uniqueIndexes('sms_packages', smsPackageEntity, t),
  index('sms_packages_agent_idx').on(t.agentId),
]);

/** Operations' catalogue of SMS offers (sms-offer.entity.ts): what an agent may buy, read by money's purchase. */
export const smsOffers = pgTable('sms_offers', { ...baseColumns, ...entityColumns(smsOfferEntity) }, (t) => [...uniqueIndexes('sms_offers', smsOfferEntity, t)]);

/**
 * An agent's bank account (one per agent). The number is sealed (secret-box.ts: issue 17's payouts read
 * it back), its last four digits kept apart so that showing it masked needs no key.
 */
export const agentBankAccounts = pgTable(
  'agent_bank_accounts',
  {
    ...baseColumns,
    agentId: uuid('agent_id').notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountSealed: text('account_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
  },
  (t) => [uniqueIndex('agent_bank_accounts_agent_idx').on(t.agentId)],
);
