/**
 * Money (issue 17): the ledger's words shared by its entities, its API and its screens. Every amount is
 * integer fen; an amount a person files is between 0.01 and 10,000,000.00 yuan (a float never carries one).
 */
export const MONEY_MIN_FEN = 1;
export const MONEY_MAX_FEN = 1_000_000_000;

/** What a recharge is for: the account's balance (`addRechargeCash`) or the video service (`addRechargeVideo`). */
export const RECHARGE_PURPOSES = ['balance', 'video'] as const;

/** Spec section 4: records approved or rejected. */
export const RECHARGE_STATES = ['pending', 'approved', 'rejected'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];

/** Spec section 4: to withdraw -> withdrawing -> withdrawn, or rejected (the hold released). */
export const WITHDRAWAL_STATES = ['toWithdraw', 'withdrawing', 'withdrawn', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** The kinds of ledger account: each party, the payment channels (outside money), fees, and money in transit. */
export const ACCOUNT_KINDS = ['platform', 'agent', 'kindergarten', 'channel', 'fee', 'transit'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Why a transaction was written: every transaction names one, and the row that caused it. */
export const TRANSACTION_CAUSES = ['recharge', 'purchase', 'withdrawalHold', 'withdrawalRelease', 'withdrawalPaid', 'reversal', 'orderPayment', 'revenueShare', 'refund'] as const;
export type TransactionCause = (typeof TRANSACTION_CAUSES)[number];

/**
 * Online payment (issue 17, part 2): the channels an order is paid through. `local` plays the provider for
 * the demo and the tests (its own keys, notifications signed as Alipay signs them); the others are real.
 */
export const PAY_CHANNELS = ['local', 'alipay', 'wechatPay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Spec section 3, Order: the pay flag (goods, later, add waiting delivery and delivered). */
export const ORDER_PAY_FLAGS = ['unpaid', 'paid', 'closed'] as const;
export type OrderPayFlag = (typeof ORDER_PAY_FLAGS)[number];

/** What a notification did: paid the order; or changed nothing, and why (every one is logged). */
export const NOTIFICATION_OUTCOMES = ['paid', 'duplicate', 'badSignature', 'unknownOrder', 'amountMismatch', 'afterClose', 'notSuccess'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/**
 * A refund of a paid order (finance asks, another finance person approves or refuses): requested ->
 * refunded (the channel paid it back and the ledger reversed the shares) or refused.
 */
export const REFUND_STATES = ['requested', 'refunded', 'refused'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
