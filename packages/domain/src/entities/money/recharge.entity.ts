import { defineEntity } from '../../entity/define.js';
import { PAYMENT_CHANNELS } from '../agency/payment-setting.entity.js';
import { MONEY_MAX_FEN, MONEY_MIN_FEN, RECHARGE_PURPOSES, RECHARGE_STATES } from './money.js';

/**
 * A recharge filed by hand (spec section 3, "Withdrawal and recharge record"; issue 17): a kindergarten
 * or an agent says it paid an amount through a channel at a time, with a picture of the credential.
 * Finance approves it (the ledger moves the amount from the channel to the filer's account, in the same
 * transaction) or rejects it with a reason; the filer may correct it while it waits. Never deleted.
 */
export const rechargeEntity = defineEntity({
  name: 'recharge',
  area: 'money',
  scope: 'organisation',
  permission: 'money:recharge',
  labelField: 'code',
  defaultSort: { field: 'paidAt', order: 'desc' },
  actions: { delete: false, export: true },
  fields: {
    // Made by the server at filing: R and the filing's instant (readable, unique).
    code: { kind: 'text', max: 32, form: false, filter: 'like', sort: true, width: 170 },
    // The filer's organisation (a kindergarten or an agent): the session's own.
    orgId: { kind: 'ref', entity: 'organization', form: false, filter: 'eq', width: 180 },
    purpose: { kind: 'enum', values: RECHARGE_PURPOSES, required: true, default: 'balance', filter: 'eq', width: 110 },
    amount: { kind: 'money', min: MONEY_MIN_FEN, max: MONEY_MAX_FEN, required: true, sort: true, width: 130 },
    channel: { kind: 'enum', values: PAYMENT_CHANNELS, required: true, default: 'cash', filter: 'eq', width: 110 },
    paidAt: { kind: 'datetime', required: true, sort: true, filter: 'range', width: 170 },
    credential: { kind: 'image', upload: 'image', required: true, list: 'more' },
    note: { kind: 'textarea', max: 200, list: 'more' },
    state: { kind: 'enum', values: RECHARGE_STATES, required: true, default: 'pending', filter: 'eq', form: false, width: 100 },
    reason: { kind: 'textarea', max: 200, form: false, list: 'more' },
    checkedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    checkedAt: { kind: 'datetime', form: false, sort: true, list: 'more' },
  },
});
