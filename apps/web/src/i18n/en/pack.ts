import type { DictShape } from '@kg/domain';
import type { packScreens as source } from '../zh-CN/pack';

export const packScreens: DictShape<typeof source> = {
  details: {
    recharge: 'Recharge packages (agent price)',
    vip: "VIP packages (agent's cost)",
    agentCost: 'Cost (yuan)',
    empty: 'Nothing on the shelf',
  },
  status: {
    tab: 'Membership states',
    history: 'Membership history',
    student: 'Child',
    kindergarten: 'Kindergarten',
    packageName: 'Current package',
    startDate: 'Start date',
    endDate: 'End date',
    state: 'State',
    renewals: 'Renewals',
    anyState: 'Any state',
    anyKindergarten: 'Any kindergarten',
  },
  sell: {
    button: 'Cash sale',
    title: 'Record a cash sale for {{name}}',
    package: 'Membership package',
    packageRequired: 'Please choose a package',
    hint: "The kindergarten's price is charged; a renewal starts the day after the current end.",
    confirm: 'Record the sale',
    done: '{{name}}: membership until {{end}}, {{price}} received',
  },
  review: { month: 'Month', refresh: 'Refresh figures', refreshed: 'Figures of {{n}} kindergartens refreshed' },
  payment: { channels: 'Payment channels', prices: 'Membership prices' },
};
