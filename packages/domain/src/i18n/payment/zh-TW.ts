import type { DictShape } from '../types.js';
import type { paymentEntitiesZhCN, paymentTextZhCN } from './zh-CN.js';

export const paymentTextZhTW: DictShape<typeof paymentTextZhCN> = {
  payment: {
    notUnpaid: '該訂單已支付或已關閉',
    notLocal: '該訂單不是本地管道的訂單',
    channelOff: '該支付管道未設定',
    trialNotSold: '試用套餐不需要支付',
    notificationRefused: '通知未能處理',
    sheet: { title: '線上支付訂單' },
  },
};

export const paymentEntitiesZhTW: DictShape<typeof paymentEntitiesZhCN> = {
  paymentOrder: {
    title: '線上支付',
    fields: {
      code: '訂單編號',
      orgId: '幼兒園',
      studentId: '幼兒',
      payerPhone: '付款家長',
      packageId: '會員套餐',
      amount: '金額（元）',
      channel: '支付管道',
      payFlag: '支付狀態',
      orderedAt: '下單時間',
      expiresAt: '支付時限',
      paidAt: '支付時間',
      closedAt: '關閉時間',
      tradeNo: '管道交易號',
      review: '待複核',
    },
    values: {
      channel: { local: '本地支付', alipay: '支付寶', wechatPay: '微信支付' },
      payFlag: { unpaid: '未支付', paid: '已支付', closed: '已關閉' },
    },
  },
};
