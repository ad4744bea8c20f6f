import './zod-messages.js';
import { z } from 'zod';
import { boundedNumberSchema } from './entity/number-range.js';
import { ACCOUNT_KINDS, MONEY_MAX_FEN, MONEY_MIN_FEN, RECHARGE_STATES, TRANSACTION_CAUSES, WITHDRAWAL_STATES } from './entities/money/money.js';

/**
 * Money (issue 17): the requests and answers of the ledger's hand-written calls. Every amount is integer
 * fen; an amount a person files is refused on its field when it is not a whole number of fen or lies
 * outside 0.01 to 10,000,000.00 yuan.
 */
export const moneyAmountSchema = boundedNumberSchema({ kind: 'money', min: MONEY_MIN_FEN, max: MONEY_MAX_FEN });

export { IDEMPOTENCY_HEADER } from './idempotency.js';

const reasonSchema = z.string().trim().min(1, { error: 'validation.required' }).max(200);

export const moneyIdSchema = z.object({ id: z.uuid() });
export const moneyRejectSchema = z.object({ id: z.uuid(), reason: reasonSchema });
export const withdrawalRequestSchema = z.object({ amount: moneyAmountSchema });
export const withdrawalPaySchema = z.object({ id: z.uuid(), reference: z.string().trim().min(1, { error: 'validation.required' }).max(64) });
export const purchaseSchema = z.object({ kigId: z.uuid(), packageId: z.uuid() });

/** What a decision on a recharge answers: its new state, and the ledger's transaction when money moved. */
export const rechargeDecisionSchema = z.object({ id: z.string(), state: z.enum(RECHARGE_STATES), transactionId: z.string().nullable() });
export type RechargeDecision = z.infer<typeof rechargeDecisionSchema>;

/** What a withdrawal's call answers: its state, the balance left on the agent's account, and the transaction written (if any). */
export const withdrawalAnswerSchema = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  state: z.enum(WITHDRAWAL_STATES),
  balance: z.number().int(),
  transactionId: z.string().nullable(),
});
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;

/** An SMS package bought for one of the agent's kindergartens: an offer of operations' catalogue on the shelf (`smsOffer`). */
export const smsPurchaseSchema = z.object({ kigId: z.uuid(), offerId: z.uuid() });

/** The SMS offers on the shelf, as the agent's buy dialog lists them (quota, agent price in fen). */
export const smsOffersSchema = z.object({
  records: z.array(z.object({ id: z.string(), code: z.string(), quota: z.number().int(), agentPrice: z.number().int() })),
});
export type SmsOffers = z.infer<typeof smsOffersSchema>;

/** An SMS package bought: the package's row (the agent's SMS packages), what the agent paid and what is left. */
export const smsPurchaseAnswerSchema = z.object({
  transactionId: z.string(),
  kigId: z.string(),
  packageId: z.string(),
  quota: z.number().int(),
  price: z.number().int(),
  balance: z.number().int(),
});
export type SmsPurchaseAnswer = z.infer<typeof smsPurchaseAnswerSchema>;

/** A purchase of a recharge package for a kindergarten: what the agent paid and what is left. */
export const purchaseAnswerSchema = z.object({
  transactionId: z.string(),
  kigId: z.string(),
  packageId: z.string(),
  months: z.number().int(),
  price: z.number().int(),
  balance: z.number().int(),
  // The kindergarten's new last day of the package's service (kigBase's `SERVICE_END_FIELDS`).
  serviceEnd: z.string(),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

/** An account of the ledger as a party sees it. */
export const ledgerAccountSchema = z.object({
  id: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  code: z.string(),
  orgId: z.string().nullable(),
  name: z.string(),
  balance: z.number().int(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;
export const ledgerAccountsSchema = z.object({ records: z.array(ledgerAccountSchema) });

/** One line of an account: an entry of a transaction, with the balance after it. */
export const ledgerLineSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  at: z.iso.datetime(),
  cause: z.enum(TRANSACTION_CAUSES),
  causeId: z.string().nullable(),
  memo: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
export const ledgerLinesQuerySchema = z.looseObject({
  accountId: z.uuid(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ledgerLinesSchema = z.object({ account: ledgerAccountSchema, records: z.array(ledgerLineSchema), total: z.number().int() });

/** A recharge with its transaction's lines (every account it moved), for `recharge-details`. */
export const rechargeDetailsSchema = z.object({
  id: z.string(),
  code: z.string(),
  state: z.enum(RECHARGE_STATES),
  amount: z.number().int(),
  lines: z.array(ledgerLineSchema.extend({ accountName: z.string(), accountKind: z.enum(ACCOUNT_KINDS) })),
});
export type RechargeDetails = z.infer<typeof rechargeDetailsSchema>;
