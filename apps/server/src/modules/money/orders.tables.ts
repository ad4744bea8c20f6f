import { paymentOrderEntity, paymentRefundEntity } from '@kg/domain';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, newId } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';

/**
 * Orders paid online (payment-order.entity.ts; README, "Payment channels"). Beside the entity's fields:
 * the child's kindergarten (`org_id`) and family, the prices the split was decided with, and the ledger's
 * transactions its payment wrote. `code` is what the channel knows the order by (out_trade_no).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    ...baseColumns,
    ...entityColumns(paymentOrderEntity),
    parentId: uuid('parent_id'),
    // The split decided at ordering (fen): the platform's charge and the agent's price for the kindergarten.
    platformPrice: bigint('platform_price', { mode: 'number' }).notNull().default(0),
    agentPrice: bigint('agent_price', { mode: 'number' }).notNull().default(0),
    agentId: uuid('agent_id'),
    paymentTransactionId: uuid('payment_transaction_id'),
    shareTransactionId: uuid('share_transaction_id'),
    // The membership period the payment added and its length in days (a refund shortens it in proportion).
    membershipId: uuid('membership_id'),
    membershipDays: integer('membership_days'),
  },
  (t) => [uniqueIndex('payment_orders_code_key').on(t.code), index('payment_orders_org_idx').on(t.orgId, t.orderedAt), index('payment_orders_flag_idx').on(t.payFlag, t.expiresAt)],
);

/**
 * Every notification a channel sent, verified or not, with what it did (`outcome`): the reconciliation
 * compares each channel's verified `paid` notifications with the paid orders (orders.service.ts).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    channel: text('channel').notNull(),
    orderCode: text('order_code'),
    orderId: uuid('order_id'),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    tradeNo: text('trade_no'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderId), index('payment_notifications_channel_idx').on(t.channel, t.outcome)],
);

/**
 * Refunds of paid orders (payment-refund.entity.ts; README, "Refunds"): asked by finance, decided by another
 * finance person. `transaction_id` is the ledger's reversal once approved; `order_id` the order refunded.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  { ...baseColumns, ...entityColumns(paymentRefundEntity), orderId: uuid('order_id').notNull(), transactionId: uuid('transaction_id') },
  (t) => [uniqueIndex('payment_refunds_code_key').on(t.code), index('payment_refunds_order_idx').on(t.orderId), index('payment_refunds_state_idx').on(t.state, t.requestedAt)],
);
