/** Words of the agent's salesmen and statistics screens (entity labels live in the shared dictionaries). */
export const agentSalesman = {
  columns: {
    kigs: '幼儿园数',
    children: '服务幼儿',
    kigCode: '幼儿园编码',
    assignedAt: '分配日期',
    state: '状态',
  },
  actions: {
    kigs: '幼儿园',
    assign: '分配',
    release: '解除',
  },
  drawerTitle: '{{name}} 的幼儿园',
  kindergarten: '幼儿园',
  moveNote: '一个幼儿园只属于一个业务员：分配给这里会从原业务员处移过来，原记录保留为历史。',
  empty: '暂无幼儿园',
  current: '当前',
  ended: '{{date}} 移出',
  confirmRelease: '确定解除 {{name}} 与该业务员的关系？',
};

export const agentStats = {
  period: '统计期间',
  agent: '代理商',
  totals: {
    kindergartens: '幼儿园',
    opened: '期间新开',
    children: '在园幼儿',
    machines: '设备',
    memberships: '售出会员',
    membershipFen: '会员收入',
  },
  series: {
    memberships: '售出会员',
    membershipFen: '会员收入（元）',
    opened: '新开幼儿园',
    children: '服务幼儿（月末）',
    childrenNow: '在园幼儿',
    machines: '设备数',
  },
  charts: {
    byMonth: '按月',
    byKindergarten: '按幼儿园',
  },
  columns: {
    kigName: '幼儿园',
    kigCode: '编码',
    agent: '代理商',
    openedOn: '开园日期',
    children: '在园幼儿',
    machines: '设备数',
    month: '月份',
  },
};
