import type { DictShape } from '@kg/domain';
import type { moneyScreens as source } from '../zh-CN/money';

export const moneyScreens: DictShape<typeof source> = {
  balance: { title: '帳戶餘額', yuan: '{{amount}} 元' },
  actions: { approve: '核准', reject: '駁回', details: '詳情', pay: '確認撥款' },
  confirm: { approve: '核准後款項將計入儲值方帳戶，確定核准？', approveWithdrawal: '確定核准該提領申請？' },
  reject: { title: '駁回 {{code}}', submit: '駁回', reason: '駁回原因', required: '請填寫駁回原因', tooLong: '駁回原因最多 {{max}} 個字' },
  pay: { title: '確認撥款 {{code}}', reference: '轉帳序號', required: '請填寫轉帳序號', submit: '確認撥款' },
  request: { button: '申請提領', title: '申請提領', amount: '提領金額（元）', required: '請輸入提領金額', hint: '申請後金額立即凍結，財務撥款後到帳；駁回則退回餘額。' },
  details: { title: '儲值詳情 {{code}}', account: '帳戶', kind: '帳戶類型', amount: '金額（元）', balanceAfter: '餘額（元）', none: '審核通過後顯示帳務分錄' },
  ledger: {
    accounts: '帳戶',
    name: '帳戶',
    kind: '類型',
    balance: '餘額（元）',
    lines: '明細：{{name}}',
    linesColumn: '明細',
    at: '時間',
    cause: '業務',
    memo: '說明',
    amount: '金額（元）',
    balanceAfter: '餘額（元）',
    pick: '選擇一個帳戶查看明細',
    export: '匯出明細',
  },
};
