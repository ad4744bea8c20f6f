/** Packages, memberships, payment and fee settings, monthly review (issue 16): the source language. */
export const packTextZhCN = {
  pack: {
    offShelf: '该套餐未上架',
    kigBelowAgent: '幼儿园价格不能低于代理商价格',
    feeBelowCost: '代理商收费不能低于套餐成本价 {{cost}} 元',
    priceBelowAgent: '幼儿园价格不能低于代理商设置的 {{floor}} 元',
    notTrial: '该套餐不是试用套餐',
    trialUsed: '该幼儿已使用过试用',
    membersOnly: '成长报告为会员专享：{{name}}尚未开通会员',
    membersEnded: '成长报告为会员专享：{{name}}的会员已于 {{endDate}} 到期',
    monthOpen: '该月尚未结束，不能确认',
    monthClosed: '该月已确认，不能修改',
    state: { active: '有效', ending: '即将到期', expired: '已过期', none: '未开通' },
    statusSheet: {
      title: '会员状态（{{today}}）',
      fileName: '会员状态',
      student: '幼儿',
      kindergarten: '幼儿园',
      packageName: '会员套餐',
      startDate: '开始日期',
      endDate: '到期日期',
      state: '状态',
      periods: '购买次数',
      renewals: '续费次数',
    },
  },
} as const;

export const packEntitiesZhCN = {
  rechargePackage: {
    title: '充值套餐',
    fields: {
      orderCode: '订单编码',
      packageType: '类型',
      months: '月数',
      monthlyFee: '月费（元）',
      agentPrice: '代理商价格（元）',
      kigPrice: '幼儿园价格（元）',
      shelfState: '上架状态',
    },
    values: {
      packageType: { platform: '平台服务', video: '视频服务', morningCheck: '晨检服务' },
      shelfState: { onShelf: '已上架', offShelf: '已下架' },
    },
    actions: { putOn: '上架', takeOff: '下架' },
  },
  vipPackage: {
    title: '会员套餐',
    fields: {
      packageName: '套餐名称',
      validDays: '有效天数',
      charge: '价格（元）',
      androidCharge: '安卓价格（元）',
      iosCharge: '苹果价格（元）',
      tryFlag: '试用',
      shelfState: '上架状态',
    },
    values: { shelfState: { onShelf: '已上架', offShelf: '已下架' } },
    actions: { putOn: '上架', takeOff: '下架' },
  },
  kigFeeSetting: {
    title: '收费设置',
    fields: { kigId: '幼儿园', packageId: '会员套餐', agentPrice: '代理商收费（元）' },
  },
  kigVipPrice: {
    title: '会员价格',
    fields: { kigId: '幼儿园', packageId: '会员套餐', price: '幼儿园价格（元）' },
  },
  kigPaymentSetting: {
    title: '支付设置',
    fields: { kigId: '幼儿园', channels: '支付渠道' },
    values: { channels: { wechatPay: '微信支付', alipay: '支付宝', cash: '现金', transfer: '转账' } },
  },
  membership: {
    title: '会员记录',
    fields: {
      kigId: '幼儿园',
      studentId: '幼儿',
      packageId: '会员套餐',
      source: '来源',
      startDate: '开始日期',
      endDate: '结束日期',
      pricePaid: '实付（元）',
      renewal: '续费',
      soldOn: '售出日期',
    },
    values: { source: { trial: '试用', sale: '现金购买', online: '在线支付' } },
  },
  monthlyReview: {
    title: '月度线上审核',
    fields: { kigId: '幼儿园', month: '月份', soldCount: '售出会员数', soldAmount: '售出金额（元）', state: '状态', confirmedBy: '确认人', confirmedAt: '确认时间' },
    values: { state: { toConfirm: '待确认', confirmed: '已确认' } },
    actions: { confirm: '确认' },
  },
} as const;
