import type { DictShape } from '@kg/domain';
import type { agentSalesman as salesmanSource, agentStats as statsSource } from '../zh-CN/agency-agent';

export const agentSalesman: DictShape<typeof salesmanSource> = {
  columns: {
    kigs: '幼兒園數',
    children: '服務幼兒',
    kigCode: '幼兒園編碼',
    assignedAt: '分配日期',
    state: '狀態',
  },
  actions: {
    kigs: '幼兒園',
    assign: '分配',
    release: '解除',
  },
  drawerTitle: '{{name}} 的幼兒園',
  kindergarten: '幼兒園',
  moveNote: '一個幼兒園只屬於一個業務員：分配給這裡會從原業務員處移過來，原紀錄保留為歷史。',
  empty: '暫無幼兒園',
  current: '目前',
  ended: '{{date}} 移出',
  confirmRelease: '確定解除 {{name}} 與該業務員的關係？',
};

export const agentStats: DictShape<typeof statsSource> = {
  period: '統計期間',
  agent: '代理商',
  totals: {
    kindergartens: '幼兒園',
    opened: '期間新開',
    children: '在園幼兒',
    machines: '設備',
    memberships: '售出會員',
    membershipFen: '會員收入',
  },
  series: {
    memberships: '售出會員',
    membershipFen: '會員收入（元）',
    opened: '新開幼兒園',
    children: '服務幼兒（月末）',
    childrenNow: '在園幼兒',
    machines: '設備數',
  },
  charts: {
    byMonth: '按月',
    byKindergarten: '按幼兒園',
  },
  columns: {
    kigName: '幼兒園',
    kigCode: '編碼',
    agent: '代理商',
    openedOn: '開園日期',
    children: '在園幼兒',
    machines: '設備數',
    month: '月份',
  },
};
