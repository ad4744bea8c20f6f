import type { DictShape } from '../types.js';
import type { moneyEntitiesZhCN, moneyTextZhCN } from './zh-CN.js';

export const moneyTextEn: DictShape<typeof moneyTextZhCN> = {
  money: {
    insufficient: 'The balance is not enough',
    selfApproval: 'You cannot approve a request you filed yourself',
    notPending: 'This record has already been decided',
    wrongState: 'The withdrawal cannot do this in its current state',
    closed: 'A recharge already decided cannot be changed',
    filerKind: 'Only kindergartens and agents file recharges',
    noBankAccount: 'Please add a verified bank account in the agent info first',
    idempotencyMismatch: 'This Idempotency-Key was used for another request',
    notYourKig: 'You can buy only for your own kindergartens',
    unbalanced: 'The entries of a transaction must sum to zero',
    account: { platform: 'Platform', fee: 'Fees', transit: 'Funds in transit', channel: 'Channel: {{name}}' },
    cause: {
      recharge: 'Recharge',
      purchase: 'Package bought',
      withdrawalHold: 'Withdrawal held',
      withdrawalRelease: 'Withdrawal released',
      withdrawalPaid: 'Withdrawal paid',
      reversal: 'Reversal',
      orderPayment: 'Order paid by a family',
      revenueShare: 'Membership revenue shared',
      refund: 'Order refunded',
    },
    kind: { platform: 'Platform', agent: 'Agent', kindergarten: 'Kindergarten', channel: 'Payment channel', fee: 'Fees', transit: 'In transit' },
    sheet: { title: 'Account lines', at: 'Time', cause: 'Cause', memo: 'Memo', amount: 'Amount (yuan)', balanceAfter: 'Balance (yuan)' },
  },
};

export const moneyEntitiesEn: DictShape<typeof moneyEntitiesZhCN> = {
  recharge: {
    title: 'Recharges',
    fields: {
      code: 'Recharge no.',
      orgId: 'Filed by',
      purpose: 'Recharge type',
      amount: 'Amount (yuan)',
      channel: 'Payment channel',
      paidAt: 'Paid at',
      credential: 'Payment credential',
      note: 'Note',
      state: 'Approval',
      reason: 'Reason for rejection',
      checkedBy: 'Decided by',
      checkedAt: 'Decided at',
    },
    values: {
      purpose: { balance: 'Cash recharge', video: 'Video service recharge' },
      channel: { wechatPay: 'WeChat Pay', alipay: 'Alipay', cash: 'Cash', transfer: 'Bank transfer' },
      state: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    },
  },
  withdrawal: {
    title: 'Withdrawals',
    fields: {
      code: 'Withdrawal no.',
      orgId: 'Agent',
      amount: 'Amount (yuan)',
      bankName: 'Bank',
      accountName: 'Account name',
      accountLast4: 'Card last 4',
      state: 'State',
      requestedAt: 'Requested at',
      reference: 'Transfer reference',
      reason: 'Reason for rejection',
      checkedBy: 'Decided by',
      checkedAt: 'Decided at',
      paidAt: 'Paid at',
    },
    values: {
      state: { toWithdraw: 'To withdraw', withdrawing: 'Withdrawing', withdrawn: 'Withdrawn', rejected: 'Rejected' },
    },
  },
};
