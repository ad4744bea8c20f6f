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

/** Kindergarten management -> base: the kindergartens' records and services (an agent's own, operations' all). */
const kigBasePage = (buttons: readonly ('edit' | 'export' | 'erase')[]) =>
  page(
    'kigManage.base',
    'kigManage',
    0,
    { 'zh-CN': '幼儿园基础信息', 'zh-TW': '幼兒園基礎資訊', en: 'Kindergarten records' },
    { componentUrl: 'agency/kigBase', icon: 'bank', prefix: 'agency:kigBase', buttons, href: '/kigManage/base' },
  );

/** An agent files its opening requests and corrects and refiles a rejected one; it sets its kindergartens' default app functions. */
export const agentKigManagement: CatalogueEntry[] = [
  kigManagement,
  ...kigBasePage(['edit', 'export', 'erase']),
  ...page(
    'kigManage.appModules',
    'kigManage',
    2,
    { 'zh-CN': '家长端功能默认设置', 'zh-TW': '家長端功能預設設定', en: "Parents' app functions" },
    { componentUrl: 'agency/agentAppModules', icon: 'setting', prefix: 'agency:agentAppModule', buttons: ['edit'], href: '/AgentAPPModuleConfig' },
  ),
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
  ...kigBasePage(['edit', 'export', 'erase']),
  ...page(
    'kigManage.openingAudit',
    'kigManage',
    1,
    { 'zh-CN': '开园审核', 'zh-TW': '開園審核', en: 'Opening audit' },
    { componentUrl: 'agency/kigOpening', icon: 'audit', prefix: 'agency:kigOpening', buttons: ['approve', 'reject', 'add', 'edit', 'refile', 'export'] },
  ),
];

/** A kindergarten's own settings (kigBaseKigSetting): profile, time zone, app functions, its machines' terminal password. */
export const kindergartenSettings: CatalogueEntry[] = [
  {
    code: 'kigSet',
    kind: 'directory',
    name: { 'zh-CN': '幼儿园设置', 'zh-TW': '幼兒園設定', en: 'Kindergarten settings' },
    href: '/kigSet',
    icon: 'setting',
    sort: 90,
  },
  ...page(
    'kigSet.setting',
    'kigSet',
    1,
    { 'zh-CN': '幼儿园设置', 'zh-TW': '幼兒園設定', en: 'Kindergarten settings' },
    { componentUrl: 'agency/kigSetting', icon: 'setting', prefix: 'agency:kigSetting', buttons: ['edit', 'terminalPassword'], href: '/kigBaseKigSetting' },
  ),
];
/** Spec section 2, the agent's adverts, banners (an advert position) and documents; operations' documents. */
const promotion: CatalogueEntry = {
  code: 'promotion',
  kind: 'directory',
  name: { 'zh-CN': '推广与资料', 'zh-TW': '推廣與資料', en: 'Promotion' },
  href: '/promotion',
  icon: 'picture',
  sort: 35,
};

const documents = (buttons: readonly ('add' | 'edit' | 'delete' | 'export')[]) =>
  page(
    'promotion.document',
    'promotion',
    2,
    { 'zh-CN': '资料下载', 'zh-TW': '資料下載', en: 'Documents' },
    { componentUrl: 'agency/document', icon: 'document', prefix: 'agency:document', buttons },
  );

/** An agent's adverts for its kindergartens' parents' apps, and its own documents beside the platform's. */
export const agentPromotion: CatalogueEntry[] = [
  promotion,
  ...page(
    'promotion.advert',
    'promotion',
    1,
    { 'zh-CN': '广告与轮播图', 'zh-TW': '廣告與輪播圖', en: 'Adverts and banners' },
    { componentUrl: 'agency/advert', icon: 'picture', prefix: 'agency:advert', buttons: ['add', 'edit', 'delete', 'turnOn', 'turnOff', 'export'] },
  ),
  ...documents(['add', 'edit', 'delete', 'export']),
];

/** Operations publish the platform's documents, which every agent sees. */
export const operationsPromotion: CatalogueEntry[] = [promotion, ...documents(['add', 'edit', 'delete', 'export'])];
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
