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
