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
const kigBasePage = (buttons: readonly ('edit' | 'export')[]) =>
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
  ...kigBasePage(['edit', 'export']),
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
  ...kigBasePage(['edit', 'export']),
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
