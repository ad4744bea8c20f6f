import type { DictShape } from '../types.js';
import type { paymentEntitiesZhCN, paymentTextZhCN } from './zh-CN.js';

export const paymentTextEn: DictShape<typeof paymentTextZhCN> = {
  payment: {
    notUnpaid: 'This order is already paid or closed',
    notLocal: 'This order is not paid through the local channel',
    channelOff: 'This payment channel is not configured',
    trialNotSold: 'A trial package is not paid for',
    notificationRefused: 'The notification was not processed',
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
    },
    values: {
      channel: { local: 'Local channel', alipay: 'Alipay', wechatPay: 'WeChat Pay' },
      payFlag: { unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed' },
    },
  },
};
