/** Money (issue 17): the ledger's messages and the recharges' and withdrawals' labels, the source language. */
export const moneyTextZhCN = {
  money: {
    insufficient: '余额不足',
    selfApproval: '不能审核自己提交的申请',
    notPending: '该记录已处理，不能再操作',
    wrongState: '该提现当前状态不能进行此操作',
    closed: '已审核的充值不能再修改',
    filerKind: '只有幼儿园和代理商可以提交充值',
    noBankAccount: '请先在代理商信息中绑定已验证的银行账户',
    idempotencyMismatch: '同一 Idempotency-Key 已用于另一请求',
    notYourKig: '只能为本代理商的幼儿园购买',
    unbalanced: '账务分录借贷不平',
    account: { platform: '平台', fee: '手续费', transit: '在途资金', channel: '渠道：{{name}}' },
    cause: {
      recharge: '充值',
      purchase: '购买套餐',
      withdrawalHold: '提现冻结',
      withdrawalRelease: '提现退回',
      withdrawalPaid: '提现打款',
      reversal: '冲正',
      orderPayment: '家长支付订单',
      revenueShare: '会员收入分账',
    },
    kind: { platform: '平台', agent: '代理商', kindergarten: '幼儿园', channel: '支付渠道', fee: '手续费', transit: '在途' },
    sheet: { title: '账户明细', at: '时间', cause: '业务', memo: '说明', amount: '金额（元）', balanceAfter: '余额（元）' },
  },
} as const;

export const moneyEntitiesZhCN = {
  recharge: {
    title: '充值记录',
    fields: {
      code: '充值编号',
      orgId: '充值方',
      purpose: '充值类型',
      amount: '金额（元）',
      channel: '支付渠道',
      paidAt: '支付时间',
      credential: '支付凭证',
      note: '备注',
      state: '审核状态',
      reason: '驳回原因',
      checkedBy: '审核人',
      checkedAt: '审核时间',
    },
    values: {
      purpose: { balance: '现金充值', video: '视频服务充值' },
      channel: { wechatPay: '微信支付', alipay: '支付宝', cash: '现金', transfer: '银行转账' },
      state: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
    },
  },
  withdrawal: {
    title: '提现记录',
    fields: {
      code: '提现编号',
      orgId: '代理商',
      amount: '金额（元）',
      bankName: '开户银行',
      accountName: '户名',
      accountLast4: '卡号后四位',
      state: '提现状态',
      requestedAt: '申请时间',
      reference: '转账流水号',
      reason: '驳回原因',
      checkedBy: '审核人',
      checkedAt: '审核时间',
      paidAt: '打款时间',
    },
    values: {
      state: { toWithdraw: '待提现', withdrawing: '提现中', withdrawn: '已提现', rejected: '已驳回' },
    },
  },
} as const;
