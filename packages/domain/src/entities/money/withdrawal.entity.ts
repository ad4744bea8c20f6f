import { defineEntity } from '../../entity/define.js';
import { MONEY_MAX_FEN, MONEY_MIN_FEN, WITHDRAWAL_STATES } from './money.js';

/**
 * An agent's withdrawal to its bank account (spec sections 3 and 4; issue 17). Asked for through
 * `/money/withdrawal/request`, which holds the amount at once (the ledger moves it from the agent to
 * the withdrawals in transit, so it cannot be spent twice); finance approves (withdrawing), marks it
 * paid with the transfer's reference (withdrawn), or rejects it with a reason (the hold comes back).
 * Its rows are written only by those calls: no generic create, edit or delete.
 */
export const withdrawalEntity = defineEntity({
  name: 'withdrawal',
  area: 'money',
  scope: 'organisation',
  permission: 'money:withdrawal',
  labelField: 'code',
  defaultSort: { field: 'requestedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    code: { kind: 'text', max: 32, form: false, filter: 'like', sort: true, width: 170 },
    orgId: { kind: 'ref', entity: 'organization', form: false, filter: 'eq', width: 180 },
    amount: { kind: 'money', min: MONEY_MIN_FEN, max: MONEY_MAX_FEN, required: true, form: false, sort: true, width: 130 },
    // The bank account at the request (its number masked to the last four digits).
    bankName: { kind: 'text', max: 64, form: false, width: 140 },
    accountName: { kind: 'text', max: 64, form: false, list: 'more' },
    accountLast4: { kind: 'text', max: 4, form: false, width: 100 },
    state: { kind: 'enum', values: WITHDRAWAL_STATES, required: true, default: 'toWithdraw', filter: 'eq', form: false, width: 110 },
    requestedAt: { kind: 'datetime', form: false, sort: true, filter: 'range', width: 170 },
    reference: { kind: 'text', max: 64, form: false, list: 'more' },
    reason: { kind: 'textarea', max: 200, form: false, list: 'more' },
    checkedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    checkedAt: { kind: 'datetime', form: false, sort: true, list: 'more' },
    paidAt: { kind: 'datetime', form: false, sort: true, list: 'more' },
  },
});
