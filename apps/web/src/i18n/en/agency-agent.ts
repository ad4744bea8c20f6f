import type { DictShape } from '@kg/domain';
import type { agentSalesman as salesmanSource, agentStats as statsSource } from '../zh-CN/agency-agent';

export const agentSalesman: DictShape<typeof salesmanSource> = {
  columns: {
    kigs: 'Kindergartens',
    children: 'Children served',
    kigCode: 'Kindergarten code',
    assignedAt: 'Assigned on',
    state: 'State',
  },
  actions: {
    kigs: 'Kindergartens',
    assign: 'Assign',
    release: 'Release',
  },
  drawerTitle: "{{name}}'s kindergartens",
  kindergarten: 'Kindergarten',
  moveNote: 'A kindergarten has one salesman: assigning it here moves it from its salesman, whose record is kept as history.',
  empty: 'No kindergartens',
  current: 'Current',
  ended: 'Moved away {{date}}',
  confirmRelease: 'Release {{name}} from this salesman?',
};

export const agentStats: DictShape<typeof statsSource> = {
  period: 'Period',
  agent: 'Agent',
  totals: {
    kindergartens: 'Kindergartens',
    opened: 'Opened in the period',
    children: 'Children studying',
    machines: 'Machines',
    memberships: 'Memberships sold',
    membershipFen: 'Membership income',
  },
  series: {
    memberships: 'Memberships sold',
    membershipFen: 'Membership income (yuan)',
    opened: 'Kindergartens opened',
    children: 'Children served (month end)',
    childrenNow: 'Children studying',
    machines: 'Machines',
  },
  charts: {
    byMonth: 'By month',
    byKindergarten: 'By kindergarten',
  },
  columns: {
    kigName: 'Kindergarten',
    kigCode: 'Code',
    agent: 'Agent',
    openedOn: 'Opened on',
    children: 'Children studying',
    machines: 'Machines',
    month: 'Month',
  },
};
