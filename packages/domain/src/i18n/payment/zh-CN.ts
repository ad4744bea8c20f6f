/** Online payment (issue 17, part 2): orders, channels and notifications, the source language. */
export const paymentTextZhCN = {
  payment: {
    notUnpaid: '该订单已支付或已关闭',
    notLocal: '该订单不是本地渠道的订单',
    channelOff: '该支付渠道未配置',
    trialNotSold: '试用套餐不需要支付',
    notificationRefused: '通知未能处理',
    refund: {
      notPaid: '只有已支付的订单可以退款',
      tooMuch: '退款金额超过该订单可退的 {{refundable}} 元',
      decided: '该退款已经处理过',
      channelRefused: '支付渠道未能退款，请稍后再试',
    },
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
      refunded: '已退金额（元）',
    },
    values: {
      channel: { local: '本地支付', alipay: '支付宝', wechatPay: '微信支付' },
      payFlag: { unpaid: '未支付', paid: '已支付', closed: '已关闭' },
    },
  },
  paymentRefund: {
    title: '退款审批',
    fields: {
      code: '退款单号',
      orderCode: '订单号',
      orgId: '幼儿园',
      amount: '退款金额（元）',
      reason: '退款原因',
      state: '状态',
      requestedAt: '申请时间',
      checkedBy: '审批人',
      checkedAt: '审批时间',
      refusal: '拒绝原因',
      channelRefundNo: '渠道退款号',
    },
    values: {
      state: { requested: '待审批', refunded: '已退款', refused: '已拒绝' },
    },
  },
};
