import type { DictShape } from '../types.js';
import type { paymentEntitiesZhCN, paymentTextZhCN } from './zh-CN.js';

export const paymentTextEn: DictShape<typeof paymentTextZhCN> = {
  payment: {
    notUnpaid: 'This order is already paid or closed',
    notLocal: 'This order is not paid through the local channel',
    channelOff: 'This payment channel is not configured',
    trialNotSold: 'A trial package is not paid for',
    notificationRefused: 'The notification was not processed',
    refund: {
      notPaid: 'Only a paid order can be refunded',
      tooMuch: 'The refund is more than the {{refundable}} yuan left to refund on this order',
      decided: 'This refund has already been decided',
      channelRefused: 'The payment channel did not refund it; please try again later',
    },
    sheet: { title: 'Online payment orders' },
  },
};

export const paymentEntitiesEn: DictShape<typeof paymentEntitiesZhCN> = {
  paymentOrder: {
    title: 'Online payments',
    fields: {
      code: 'Order no.',
      orgId: 'Kindergarten',
      studentId: 'Child',
      payerPhone: 'Paying parent',
      packageId: 'Membership package',
      amount: 'Amount (yuan)',
      channel: 'Channel',
      payFlag: 'Pay flag',
      orderedAt: 'Ordered at',
      expiresAt: 'Pay by',
      paidAt: 'Paid at',
      closedAt: 'Closed at',
      tradeNo: "Channel's transaction no.",
      review: 'To review',
      refunded: 'Refunded (yuan)',
    },
    values: {
      channel: { local: 'Local channel', alipay: 'Alipay', wechatPay: 'WeChat Pay' },
      payFlag: { unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed' },
    },
  },
  paymentRefund: {
    title: 'Refunds',
    fields: {
      code: 'Refund no.',
      orderCode: 'Order no.',
      orgId: 'Kindergarten',
      amount: 'Refund (yuan)',
      reason: 'Reason',
      state: 'State',
      requestedAt: 'Requested at',
      checkedBy: 'Decided by',
      checkedAt: 'Decided at',
      refusal: 'Reason for refusal',
      channelRefundNo: "Channel's refund no.",
    },
    values: {
      state: { requested: 'To approve', refunded: 'Refunded', refused: 'Refused' },
    },
  },
};
