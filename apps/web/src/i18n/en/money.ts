import type { DictShape } from '@kg/domain';
import type { moneyScreens as source } from '../zh-CN/money';

export const moneyScreens: DictShape<typeof source> = {
  balance: { title: 'Balance', yuan: '{{amount}} yuan' },
  actions: { approve: 'Approve', reject: 'Reject', details: 'Details', pay: 'Mark paid' },
  confirm: { approve: "Approving credits the amount to the filer's account. Approve?", approveWithdrawal: 'Approve this withdrawal?' },
  reject: { title: 'Reject {{code}}', submit: 'Reject', reason: 'Reason', required: 'Please give the reason', tooLong: 'The reason has at most {{max}} characters' },
  pay: { title: 'Mark {{code}} paid', reference: 'Transfer reference', required: "Please give the transfer's reference", submit: 'Mark paid' },
  request: {
    button: 'Request a withdrawal',
    title: 'Request a withdrawal',
    amount: 'Amount (yuan)',
    required: 'Please enter the amount',
    hint: 'The amount is held at once and arrives when finance pays it; a rejection returns it to the balance.',
  },
  details: {
    title: 'Recharge {{code}}',
    account: 'Account',
    kind: 'Account kind',
    amount: 'Amount (yuan)',
    balanceAfter: 'Balance (yuan)',
    none: 'The ledger lines show once approved',
  },
  ledger: {
    accounts: 'Accounts',
    name: 'Account',
    kind: 'Kind',
    balance: 'Balance (yuan)',
    lines: 'Lines: {{name}}',
    linesColumn: 'Lines',
    at: 'Time',
    cause: 'Cause',
    memo: 'Memo',
    amount: 'Amount (yuan)',
    balanceAfter: 'Balance (yuan)',
    pick: 'Pick an account to see its lines',
    export: 'Export lines',
  },
};
