import type { DictShape } from '../types.js';
import type { opsStatsTextZhCN } from './stats.zh-CN.js';

export const opsStatsTextEn: DictShape<typeof opsStatsTextZhCN> = {
  opsStats: {
    figures: {
      kindergartens: 'Kindergartens',
      opened: 'Kindergartens opened',
      children: 'Children',
      machines: 'Machines',
      activeMachines: 'Machines active today',
      checked: 'Checks',
      abnormal: 'Abnormal checks',
      abnormalRate: 'Abnormal rate',
      memberships: 'Memberships sold',
      revenueFen: 'Revenue (yuan)',
      sms: 'SMS sent',
    },
    area: 'Area',
    kindergarten: 'Kindergarten',
    month: 'Month',
    country: 'Country',
    unknownArea: 'Unknown area',
    total: 'Total',
    byArea: 'By area',
    byMonth: 'By month',
    sheetTitle: 'Data stats: {{scope}} ({{from}} ~ {{to}})',
    fileName: 'Data stats',
  },
};
