import { page, type CatalogueEntry } from './catalogue-entry.js';

/** Spec section 2, "Kindergarten management": opening (an agent's requests) and opening audit (operations'). */
const kigManagement: CatalogueEntry = {
  code: 'kigManage',
  kind: 'directory',
  name: { 'zh-CN': '幼儿园管理', 'zh-TW': '幼兒園管理', en: 'Kindergartens' },
  href: '/kigManage',
  icon: 'bank',
  sort: 10,
};

/** An agent files its opening requests and corrects and refiles a rejected one. */
export const agentKigManagement: CatalogueEntry[] = [
  kigManagement,
  ...page(
    'kigManage.opening',
    'kigManage',
    1,
    { 'zh-CN': '开园申请', 'zh-TW': '開園申請', en: 'Opening requests' },
    { componentUrl: 'agency/kigOpening', icon: 'file', prefix: 'agency:kigOpening', buttons: ['add', 'edit', 'refile', 'export'] },
  ),
];

/** Operations audit every agent's requests (and may file one for an agent). */
export const operationsKigManagement: CatalogueEntry[] = [
  kigManagement,
  ...page(
    'kigManage.openingAudit',
    'kigManage',
    1,
    { 'zh-CN': '开园审核', 'zh-TW': '開園審核', en: 'Opening audit' },
    { componentUrl: 'agency/kigOpening', icon: 'audit', prefix: 'agency:kigOpening', buttons: ['approve', 'reject', 'add', 'edit', 'refile', 'export'] },
  ),
];

/** Spec section 2, agent functions: salesman maintenance and statistics (issue 16). */
const agentFunctions: CatalogueEntry = {
  code: 'agentFunc',
  kind: 'directory',
  name: { 'zh-CN': '代理商功能', 'zh-TW': '代理商功能', en: 'Agent functions' },
  href: '/agentFunc',
  icon: 'team',
  sort: 20,
};

const statsPage = (code: string, sort: number) =>
  page(
    code,
    'agentFunc',
    sort,
    { 'zh-CN': '数据统计', 'zh-TW': '數據統計', en: 'Statistics' },
    { componentUrl: 'agency/stats', icon: 'chart', prefix: 'agency:stats', buttons: ['export'] },
  );

/** An agent keeps its salesmen (and gives each the kindergartens it brought in) and reads its statistics. */
export const agentFunctionMenus: CatalogueEntry[] = [
  agentFunctions,
  ...page(
    'agentFunc.salesman',
    'agentFunc',
    1,
    { 'zh-CN': '业务员维护', 'zh-TW': '業務員維護', en: 'Salesmen' },
    { componentUrl: 'agency/salesman', icon: 'user', prefix: 'agency:salesman', buttons: ['add', 'edit', 'delete', 'resign', 'reinstate', 'assign', 'export'] },
  ),
  ...statsPage('agentFunc.stats', 2),
];

/** Operations read the statistics of every agent, or of one. */
export const operationsAgentFunctionMenus: CatalogueEntry[] = [agentFunctions, ...statsPage('agentFunc.stats', 1)];
