import './zod-messages.js';
import { z } from 'zod';
import { boundedNumberSchema } from './entity/number-range.js';
import { MONEY_MAX_FEN, MONEY_MIN_FEN, NOTIFICATION_OUTCOMES, ORDER_PAY_FLAGS, PAY_CHANNELS, REFUND_STATES, TRANSACTION_CAUSES } from './entities/money/money.js';

/**
 * Online payment (issue 17, part 2): a family's order for a child's membership package, paid through a
 * channel; the amount is decided by the server from the kindergarten's price, never sent by the client.
 */
export const orderCreateSchema = z.object({ studentId: z.uuid(), packageId: z.uuid(), channel: z.enum(PAY_CHANNELS).default('local') });

/** What the payer's side needs to pay: the order, and the channel's own payload (a signed order string, a prepay id, the local page's token). */
export const familyOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  studentId: z.string(),
  packageId: z.string(),
  amount: z.number().int(),
  channel: z.enum(PAY_CHANNELS),
  payFlag: z.enum(ORDER_PAY_FLAGS),
  expiresAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type FamilyOrder = z.infer<typeof familyOrderSchema>;
export const orderCreatedSchema = familyOrderSchema.extend({ payment: z.record(z.string(), z.string()) });
export const orderIdQuerySchema = z.looseObject({ id: z.uuid() });
export const orderIdSchema = z.object({ id: z.uuid() });

/** The notification route's channel (raw body: signatures are checked over the bytes received). */
export const notifyParamsSchema = z.object({ channel: z.enum(PAY_CHANNELS) });

/** An order's details for finance: the ledger lines its payment wrote and every notification received. */
export const orderDetailsSchema = z.object({
  order: familyOrderSchema.extend({ orgId: z.string(), tradeNo: z.string().nullable(), review: z.boolean() }),
  lines: z.array(
    z.object({
      transactionId: z.string(),
      cause: z.enum(TRANSACTION_CAUSES),
      accountKind: z.string(),
      accountName: z.string(),
      amount: z.number().int(),
      at: z.iso.datetime(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      at: z.iso.datetime(),
      verified: z.boolean(),
      outcome: z.enum(NOTIFICATION_OUTCOMES),
      amount: z.number().int().nullable(),
      tradeNo: z.string().nullable(),
    }),
  ),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** Finance asks to refund a paid order: an amount (fen) up to what is left to refund, and a reason. */
export const refundRequestSchema = z.object({
  orderId: z.uuid(),
  amount: boundedNumberSchema({ kind: 'money', min: MONEY_MIN_FEN, max: MONEY_MAX_FEN }),
  reason: z.string().trim().min(1, { error: 'validation.required' }).max(200),
});
export const refundRefuseSchema = z.object({ id: z.uuid(), reason: z.string().trim().min(1, { error: 'validation.required' }).max(200) });

/** What a refund's call answers: its state, the order's amount still refundable, and the ledger's transaction when money moved. */
export const refundAnswerSchema = z.object({
  id: z.string(),
  code: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  refundable: z.number().int(),
  transactionId: z.string().nullable(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
