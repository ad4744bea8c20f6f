/** Operations -> Data stats (issue 18): the screen's words (the figures' names are the shared `opsStats`); the source language. */
export const opsStatsScreens = {
  period: '统计月份',
  areaTitle: '地区与幼儿园',
  areaHint: '点击地区逐级查看，点击幼儿园查看其统计',
  axis: '数量',
  monthsTitle: '按月趋势',
  monthsHint: '幼儿、设备、幼儿园为月末数',
  moneyTitle: '会员销售与收入',
  kigTitle: '幼儿园：{{name}}',
  back: '返回地区统计',
  today: '今日（{{date}}）',
};
