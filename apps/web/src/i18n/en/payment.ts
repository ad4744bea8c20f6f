import type { DictShape } from '@kg/domain';
import type { paymentScreens as source } from '../zh-CN/payment';

export const paymentScreens: DictShape<typeof source> = {
  details: 'Details',
  close: 'Close order',
  confirmClose: 'A closed order can no longer be paid. Close it?',
  title: 'Order {{code}}',
  lines: 'Ledger lines',
  noLines: 'The ledger lines show once paid',
  account: 'Account',
  kind: 'Account kind',
  cause: 'Cause',
  amount: 'Amount (yuan)',
  notifications: "Channel's notifications",
  noNotifications: 'No notification received yet',
  at: 'Time',
  verified: 'Signature',
  outcome: 'Outcome',
  outcomes: {
    paid: 'Paid in',
    duplicate: 'Sent twice, nothing done',
    badSignature: 'Bad signature, nothing done',
    unknownOrder: 'Unknown order, nothing done',
    amountMismatch: 'Different amount, to review',
    afterClose: 'Order closed, refund to review',
    notSuccess: 'Not paid, nothing done',
  },
};
