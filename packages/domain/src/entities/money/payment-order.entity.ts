import { defineEntity } from '../../entity/define.js';
import { ORDER_PAY_FLAGS, PAY_CHANNELS } from './money.js';

/**
 * An order paid online (spec section 3, Order; issue 17): a family buys a membership package for a child
 * at its kindergarten's price, decided by the server. Its pay flag goes unpaid -> paid (the channel's
 * verified notification moves the ledger once) or unpaid -> closed (its time limit passed, or closed on
 * the channel). `review` marks a notification that came for a closed order: money the channel took that
 * finance must refund or accept by hand (never silently). Written by the orders' calls only; finance
 * reads and exports them (`money/paymentOrder`), a kindergarten its own.
 */
export const paymentOrderEntity = defineEntity({
  name: 'paymentOrder',
  area: 'money',
  scope: 'organisation',
  permission: 'money:paymentOrder',
  labelField: 'code',
  defaultSort: { field: 'orderedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    code: { kind: 'text', required: true, max: 32, form: false, filter: 'like', sort: true, width: 190 },
    // The kindergarten whose package is bought (its share is paid to it).
    orgId: { kind: 'ref', required: true, entity: 'organization', form: false, filter: 'eq', width: 180 },
    studentId: { kind: 'ref', required: true, entity: 'student', form: false, width: 120 },
    payerPhone: { kind: 'text', max: 32, form: false, filter: 'like', width: 130 },
    packageId: { kind: 'ref', required: true, entity: 'vipPackage', form: false, filter: 'eq', width: 150 },
    amount: { kind: 'money', required: true, min: 0, max: 1_000_000_000, form: false, sort: true, width: 120 },
    channel: { kind: 'enum', required: true, values: PAY_CHANNELS, form: false, filter: 'eq', width: 110 },
    payFlag: { kind: 'enum', required: true, values: ORDER_PAY_FLAGS, form: false, filter: 'eq', width: 100 },
    orderedAt: { kind: 'datetime', required: true, form: false, sort: true, filter: 'range', width: 170 },
    expiresAt: { kind: 'datetime', required: true, form: false, list: 'more' },
    paidAt: { kind: 'datetime', form: false, sort: true, width: 170 },
    closedAt: { kind: 'datetime', form: false, list: 'more' },
    tradeNo: { kind: 'text', max: 64, form: false, filter: 'like', list: 'more' },
    review: { kind: 'flag', required: true, default: false, form: false, filter: 'eq', width: 90 },
    // What approved refunds paid back (fen): what is left to refund is the amount less it.
    refunded: { kind: 'money', min: 0, max: 1_000_000_000, form: false, width: 110 },
  },
});
