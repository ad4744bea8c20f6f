/** Operations' data stats (issue 18): the figures' names (the screen's and the export's) and the sheet's words; the source language. */
export const opsStatsTextZhCN = {
  opsStats: {
    figures: {
      kindergartens: '幼儿园',
      opened: '新开幼儿园',
      children: '幼儿',
      machines: '设备',
      activeMachines: '今日活跃设备',
      checked: '晨检人次',
      abnormal: '异常人次',
      abnormalRate: '异常率',
      memberships: '会员销售',
      revenueFen: '收入（元）',
      sms: '短信条数',
    },
    area: '地区',
    kindergarten: '幼儿园',
    month: '月份',
    country: '全国',
    unknownArea: '未知地区',
    total: '合计',
    byArea: '按地区',
    byMonth: '按月份',
    sheetTitle: '数据统计：{{scope}}（{{from}} ~ {{to}}）',
    fileName: '数据统计',
  },
};
