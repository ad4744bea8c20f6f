import type { DictShape } from '../types.js';
import type { statementTextZhCN } from './statement.zh-CN.js';

export const statementTextZhTW: DictShape<typeof statementTextZhCN> = {
  statement: {
    title: '{{name}} {{month}} 對帳單',
    account: '帳戶',
    month: '月份',
    zone: '時區',
    generatedAt: '產生時間',
    opening: '期初餘額（元）',
    closing: '期末餘額（元）',
    credits: '本月收入（元）',
    debits: '本月支出（元）',
    at: '時間',
    cause: '業務',
    counterparty: '對方帳戶',
    memo: '說明',
    amount: '金額（元）',
    balanceAfter: '餘額（元）',
    none: '本月無交易',
    source: { monthEnd: '月底產生', onDemand: '手動產生' },
  },
  reconciliation: {
    title: '對帳報告',
    at: '對帳時間',
    took: '耗時（毫秒）',
    accounts: '帳戶數',
    transactions: '交易數',
    check: '檢查項目',
    subject: '對象',
    expected: '應為（元）',
    actual: '實為（元）',
    differences: '差異數',
    noDifference: '無差異',
    checks: { accountBalance: '帳戶餘額等於其分錄之和', transactionSum: '每筆交易的分錄合計為零', channel: '每個支付管道：已支付訂單與管道通知一致' },
  },
};
