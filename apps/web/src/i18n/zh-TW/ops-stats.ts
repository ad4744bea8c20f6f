import type { DictShape } from '@kg/domain';
import type { opsStatsScreens as source } from '../zh-CN/ops-stats';

export const opsStatsScreens: DictShape<typeof source> = {
  period: '統計月份',
  areaTitle: '地區與幼兒園',
  areaHint: '點擊地區逐級查看，點擊幼兒園查看其統計',
  axis: '數量',
  monthsTitle: '按月趨勢',
  monthsHint: '幼兒、設備、幼兒園為月底數',
  moneyTitle: '會員銷售與收入',
  kigTitle: '幼兒園：{{name}}',
  back: '返回地區統計',
  today: '今日（{{date}}）',
};
