import type { DictShape } from '../types.js';
import type { paymentEntitiesZhCN, paymentTextZhCN } from './zh-CN.js';

export const paymentTextZhTW: DictShape<typeof paymentTextZhCN> = {
  payment: {
    notUnpaid: '該訂單已支付或已關閉',
    notLocal: '該訂單不是本地管道的訂單',
    channelOff: '該支付管道未設定',
    trialNotSold: '試用套餐不需要支付',
    notificationRefused: '通知未能處理',
    refund: {
      notPaid: '只有已支付的訂單可以退款',
      tooMuch: '退款金額超過該訂單可退的 {{refundable}} 元',
      decided: '該退款已經處理過',
      channelRefused: '支付管道未能退款，請稍後再試',
    },
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
      refunded: '已退金額（元）',
    },
    values: {
      channel: { local: '本地支付', alipay: '支付寶', wechatPay: '微信支付' },
      payFlag: { unpaid: '未支付', paid: '已支付', closed: '已關閉' },
    },
  },
  paymentRefund: {
    title: '退款審核',
    fields: {
      code: '退款單號',
      orderCode: '訂單號',
      orgId: '幼兒園',
      amount: '退款金額（元）',
      reason: '退款原因',
      state: '狀態',
      requestedAt: '申請時間',
      checkedBy: '審核人',
      checkedAt: '審核時間',
      refusal: '拒絕原因',
      channelRefundNo: '管道退款號',
    },
    values: {
      state: { requested: '待審核', refunded: '已退款', refused: '已拒絕' },
    },
  },
};
