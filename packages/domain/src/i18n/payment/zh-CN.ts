/** Online payment (issue 17, part 2): orders, channels and notifications, the source language. */
export const paymentTextZhCN = {
  payment: {
    notUnpaid: '该订单已支付或已关闭',
    notLocal: '该订单不是本地渠道的订单',
    channelOff: '该支付渠道未配置',
    trialNotSold: '试用套餐不需要支付',
    notificationRefused: '通知未能处理',
    sheet: { title: '在线支付订单' },
  },
};

export const paymentEntitiesZhCN = {
  paymentOrder: {
    title: '在线支付',
    fields: {
      code: '订单号',
      orgId: '幼儿园',
      studentId: '幼儿',
      payerPhone: '付款家长',
      packageId: '会员套餐',
      amount: '金额（元）',
      channel: '支付渠道',
      payFlag: '支付状态',
      orderedAt: '下单时间',
      expiresAt: '支付时限',
      paidAt: '支付时间',
      closedAt: '关闭时间',
      tradeNo: '渠道交易号',
      review: '待复核',
    },
    values: {
      channel: { local: '本地支付', alipay: '支付宝', wechatPay: '微信支付' },
      payFlag: { unpaid: '未支付', paid: '已支付', closed: '已关闭' },
    },
  },
};
