/** Words of the packages' and memberships' screens (entity labels live in the shared dictionaries). */
export const packScreens = {
  details: {
    recharge: '充值套餐（代理商价格）',
    vip: '会员套餐（代理商成本）',
    agentCost: '成本价（元）',
    empty: '暂无上架套餐',
  },
  status: {
    tab: '会员状态',
    history: '会员记录',
    student: '幼儿',
    kindergarten: '幼儿园',
    packageName: '当前套餐',
    startDate: '开始日期',
    endDate: '到期日期',
    state: '状态',
    renewals: '续费次数',
    anyState: '全部状态',
    anyKindergarten: '全部幼儿园',
  },
  sell: {
    button: '现金开通',
    title: '为{{name}}登记现金开通',
    package: '会员套餐',
    packageRequired: '请选择会员套餐',
    hint: '按本园价格收费；续费从当前到期日的次日开始。',
    confirm: '登记',
    done: '{{name}}：会员有效期至 {{end}}，已收 {{price}}',
  },
  review: { month: '月份', refresh: '更新数据', refreshed: '已更新 {{n}} 所幼儿园的数据' },
  payment: { channels: '支付渠道', prices: '会员价格' },
};
