import type { DictShape } from '@kg/domain';
import type { paymentScreens as source } from '../zh-CN/payment';

export const paymentScreens: DictShape<typeof source> = {
  details: '詳情',
  close: '關閉訂單',
  confirmClose: '關閉後該訂單不能再支付，確定關閉？',
  title: '訂單 {{code}}',
  lines: '帳務分錄',
  noLines: '支付後顯示帳務分錄',
  account: '帳戶',
  kind: '帳戶類型',
  cause: '原因',
  amount: '金額（元）',
  notifications: '管道通知',
  noNotifications: '尚未收到通知',
  at: '時間',
  verified: '驗簽',
  outcome: '結果',
  outcomes: {
    paid: '已入帳',
    duplicate: '重複通知，未處理',
    badSignature: '驗簽失敗，未處理',
    unknownOrder: '訂單不存在，未處理',
    amountMismatch: '金額不符，待複核',
    afterClose: '訂單已關閉，待退款複核',
    notSuccess: '未支付成功，未處理',
  },
};
