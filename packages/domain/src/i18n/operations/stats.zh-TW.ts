import type { DictShape } from '../types.js';
import type { opsStatsTextZhCN } from './stats.zh-CN.js';

export const opsStatsTextZhTW: DictShape<typeof opsStatsTextZhCN> = {
  opsStats: {
    figures: {
      kindergartens: '幼兒園',
      opened: '新開幼兒園',
      children: '幼兒',
      machines: '設備',
      activeMachines: '今日活躍設備',
      checked: '晨檢人次',
      abnormal: '異常人次',
      abnormalRate: '異常率',
      memberships: '會員銷售',
      revenueFen: '收入（元）',
      sms: '簡訊則數',
    },
    area: '地區',
    kindergarten: '幼兒園',
    month: '月份',
    country: '全國',
    unknownArea: '未知地區',
    total: '合計',
    byArea: '依地區',
    byMonth: '依月份',
    sheetTitle: '數據統計：{{scope}}（{{from}} ~ {{to}}）',
    fileName: '數據統計',
  },
};
