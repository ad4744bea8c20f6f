import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '../endpoint/define-endpoint.js';
import {
  familyOrderSchema,
  notifyParamsSchema,
  orderCreatedSchema,
  orderCreateSchema,
  orderDetailsSchema,
  orderIdQuerySchema,
  orderIdSchema,
  refundAnswerSchema,
  refundRefuseSchema,
  refundRequestSchema,
} from '../payment-api.js';

/**
 * Online payment (issue 17, part 2; README, "Payment channels"): a family orders a membership package and
 * pays it through a channel; the channel's signed notification (no session: the signature is the proof)
 * pays the order and moves the ledger once; finance reads each order's lines and notifications.
 */
export const paymentEndpoints = {
  familyCreateOrder: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/order/create',
    summary: "Orders a membership package for a child at its kindergarten's price (decided here), and answers what the channel needs to pay it",
    access: { family: true },
    input: orderCreateSchema,
    answer: orderCreatedSchema,
    success: 'success.ok',
  }),
  familyOrder: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/order/get',
    summary: "One of the family's orders and its pay flag",
    access: { family: true },
    input: orderIdQuerySchema,
    answer: familyOrderSchema,
  }),
  familyPayLocal: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/order/payLocal',
    summary: "The local channel's payment page: the payer pays, and the local provider sends its signed notification to the notification route",
    access: { family: true },
    input: orderIdSchema,
    answer: familyOrderSchema,
    success: 'success.ok',
  }),
  notify: defineEndpoint({
    area: 'money',
    method: 'POST',
    path: '/pay/notify/:channel',
    summary: "A payment channel's notification: verified by its signature over the raw body before anything moves; answered as the channel expects",
    access: { public: true },
    params: notifyParamsSchema,
    answer: fileAnswer('text/plain'),
  }),
  orderDetails: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/paymentOrder/details',
    summary: "An order with the ledger lines its payment wrote and the channel's notifications received",
    access: { permission: 'money:paymentOrder:view' },
    input: orderIdQuerySchema,
    answer: orderDetailsSchema,
  }),
  closeOrder: defineEndpoint({
    area: 'money',
    method: 'POST',
    path: '/money/paymentOrder/close',
    summary: 'Finance closes an unpaid order (on the channel too); a notification after it is logged for review',
    access: { permission: 'money:paymentOrder:close' },
    input: orderIdSchema,
    answer: z.object({ id: z.string(), payFlag: z.string() }),
    success: 'success.ok',
  }),
  requestRefund: defineEndpoint({
    area: 'money',
    method: 'POST',
    path: '/money/refund/request',
    summary: 'Finance asks to refund a paid order: an amount up to what is left to refund, with a reason (Idempotency-Key)',
    access: { permission: 'money:paymentOrder:refund' },
    input: refundRequestSchema,
    answer: refundAnswerSchema,
    success: 'success.ok',
  }),
  approveRefund: defineEndpoint({
    area: 'money',
    method: 'POST',
    path: '/money/refund/approve',
    summary:
      'Another finance person approves a requested refund: the channel pays it back, the ledger reverses the shares in one transaction, the membership is shortened or ended; a refund decided already answers 409 (Idempotency-Key)',
    access: { permission: 'money:refund:approve' },
    input: orderIdSchema,
    answer: refundAnswerSchema,
    success: 'success.ok',
  }),
  refuseRefund: defineEndpoint({
    area: 'money',
    method: 'POST',
    path: '/money/refund/refuse',
    summary: 'Another finance person refuses a requested refund with a reason (nothing moves; a refund decided already answers 409)',
    access: { permission: 'money:refund:refuse' },
    input: refundRefuseSchema,
    answer: refundAnswerSchema,
    success: 'success.ok',
  }),
};
