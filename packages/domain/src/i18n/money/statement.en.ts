import type { DictShape } from '../types.js';
import type { statementTextZhCN } from './statement.zh-CN.js';

export const statementTextEn: DictShape<typeof statementTextZhCN> = {
  statement: {
    title: '{{name}} statement {{month}}',
    account: 'Account',
    month: 'Month',
    zone: 'Time zone',
    generatedAt: 'Generated at',
    opening: 'Opening balance (yuan)',
    closing: 'Closing balance (yuan)',
    credits: 'Money in (yuan)',
    debits: 'Money out (yuan)',
    at: 'Time',
    cause: 'Cause',
    counterparty: 'Counterparty',
    memo: 'Memo',
    amount: 'Amount (yuan)',
    balanceAfter: 'Balance (yuan)',
    none: 'No transactions this month',
    source: { monthEnd: 'Month end', onDemand: 'On demand' },
  },
  reconciliation: {
    title: 'Reconciliation',
    at: 'Run at',
    took: 'Took (ms)',
    accounts: 'Accounts',
    transactions: 'Transactions',
    check: 'Check',
    subject: 'Concerns',
    expected: 'Expected (yuan)',
    actual: 'Found (yuan)',
    differences: 'Differences',
    noDifference: 'No difference',
    checks: {
      accountBalance: "Each account's balance equals the sum of its entries",
      transactionSum: "Each transaction's entries sum to zero",
      channel: 'For every channel, our paid orders equal its notifications',
    },
  },
};
