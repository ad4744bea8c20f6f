import { defineEntity } from '../../entity/define.js';
import { MONEY_MAX_FEN, MONEY_MIN_FEN, REFUND_STATES } from './money.js';

/**
 * A refund of an order paid online (issue 17; README, "Refunds"). Finance asks for it on the order's row
 * (`/money/refund/request`: an amount up to what is left to refund, and a reason); another finance person
 * approves it (the channel pays the family back, the ledger reverses the shares in one transaction, the
 * membership the order bought is shortened or ended) or refuses it with a reason. Written by those calls only.
 */
export const paymentRefundEntity = defineEntity({
  name: 'paymentRefund',
  area: 'money',
  scope: 'organisation',
  permission: 'money:refund',
  labelField: 'code',
  defaultSort: { field: 'requestedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    code: { kind: 'text', required: true, max: 32, form: false, filter: 'like', sort: true, width: 190 },
    orderCode: { kind: 'text', max: 32, form: false, filter: 'like', width: 190 },
    // The order's kindergarten (its share is taken back).
    orgId: { kind: 'ref', required: true, entity: 'organization', form: false, filter: 'eq', width: 180 },
    amount: { kind: 'money', min: MONEY_MIN_FEN, max: MONEY_MAX_FEN, required: true, form: false, sort: true, width: 120 },
    reason: { kind: 'textarea', max: 200, form: false, width: 200 },
    state: { kind: 'enum', values: REFUND_STATES, required: true, default: 'requested', filter: 'eq', form: false, width: 100 },
    requestedAt: { kind: 'datetime', required: true, form: false, sort: true, filter: 'range', width: 170 },
    checkedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    checkedAt: { kind: 'datetime', form: false, sort: true, list: 'more' },
    refusal: { kind: 'textarea', max: 200, form: false, list: 'more' },
    channelRefundNo: { kind: 'text', max: 64, form: false, list: 'more' },
  },
});
