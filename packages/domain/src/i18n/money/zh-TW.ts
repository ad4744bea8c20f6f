import type { DictShape } from '../types.js';
import type { moneyEntitiesZhCN, moneyTextZhCN } from './zh-CN.js';

export const moneyTextZhTW: DictShape<typeof moneyTextZhCN> = {
  money: {
    insufficient: '餘額不足',
    selfApproval: '不能審核自己提交的申請',
    notPending: '該記錄已處理，不能再操作',
    wrongState: '該提領目前的狀態不能進行此操作',
    closed: '已審核的儲值不能再修改',
    filerKind: '只有幼兒園和代理商可以提交儲值',
    noBankAccount: '請先在代理商資訊中綁定已驗證的銀行帳戶',
    idempotencyMismatch: '同一 Idempotency-Key 已用於另一請求',
    notYourKig: '只能為本代理商的幼兒園購買',
    unbalanced: '帳務分錄借貸不平',
    account: { platform: '平台', fee: '手續費', transit: '在途資金', channel: '管道：{{name}}' },
    cause: {
      recharge: '儲值',
      purchase: '購買套餐',
      withdrawalHold: '提領凍結',
      withdrawalRelease: '提領退回',
      withdrawalPaid: '提領撥款',
      reversal: '沖正',
      orderPayment: '家長支付訂單',
      revenueShare: '會員收入分帳',
      refund: '訂單退款',
    },
    kind: { platform: '平台', agent: '代理商', kindergarten: '幼兒園', channel: '支付管道', fee: '手續費', transit: '在途' },
    sheet: { title: '帳戶明細', at: '時間', cause: '業務', memo: '說明', amount: '金額（元）', balanceAfter: '餘額（元）' },
  },
};

export const moneyEntitiesZhTW: DictShape<typeof moneyEntitiesZhCN> = {
  recharge: {
    title: '儲值記錄',
    fields: {
      code: '儲值編號',
      orgId: '儲值方',
      purpose: '儲值類型',
      amount: '金額（元）',
      channel: '支付管道',
      paidAt: '支付時間',
      credential: '支付憑證',
      note: '備註',
      state: '審核狀態',
      reason: '駁回原因',
      checkedBy: '審核人',
      checkedAt: '審核時間',
    },
    values: {
      purpose: { balance: '現金儲值', video: '視訊服務儲值' },
      channel: { wechatPay: '微信支付', alipay: '支付寶', cash: '現金', transfer: '銀行轉帳' },
      state: { pending: '待審核', approved: '已通過', rejected: '已駁回' },
    },
  },
  withdrawal: {
    title: '提領記錄',
    fields: {
      code: '提領編號',
      orgId: '代理商',
      amount: '金額（元）',
      bankName: '開戶銀行',
      accountName: '戶名',
      accountLast4: '卡號末四碼',
      state: '提領狀態',
      requestedAt: '申請時間',
      reference: '轉帳序號',
      reason: '駁回原因',
      checkedBy: '審核人',
      checkedAt: '審核時間',
      paidAt: '撥款時間',
    },
    values: {
      state: { toWithdraw: '待提領', withdrawing: '提領中', withdrawn: '已提領', rejected: '已駁回' },
    },
  },
};
