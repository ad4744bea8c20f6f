import type { DictShape } from '@kg/domain';
import type { opsStatsScreens as source } from '../zh-CN/ops-stats';

export const opsStatsScreens: DictShape<typeof source> = {
  period: 'Months',
  areaTitle: 'Areas and kindergartens',
  areaHint: 'Click an area to go down a level, a kindergarten to see its own figures',
  axis: 'Count',
  monthsTitle: 'By month',
  monthsHint: "Children, machines and kindergartens at each month's end",
  moneyTitle: 'Memberships sold and revenue',
  kigTitle: 'Kindergarten: {{name}}',
  back: 'Back to the areas',
  today: 'Today ({{date}})',
};
