import { page, CRUD, type CatalogueEntry } from './catalogue-entry.js';

/**
 * The root page `/message` (spec section 2): the system messages of operations addressed to the session.
 * Every system has it, hidden from the side menu: the header's badge opens it.
 */
export const messagePage: CatalogueEntry = {
  code: 'message',
  kind: 'page',
  name: { 'zh-CN': '消息', 'zh-TW': '訊息', en: 'Messages' },
  href: '/message',
  icon: 'notification',
  componentUrl: 'home/message',
  permission: 'home:message:view',
  isShow: false,
  sort: 2,
};

/** Spec section 2, operations: system messages, grow tags, the platform's running costs and the apps' popups (issue 18). */
const operationsDirectory: CatalogueEntry = {
  code: 'operations',
  kind: 'directory',
  name: { 'zh-CN': '运营管理', 'zh-TW': '營運管理', en: 'Operations' },
  href: '/operations',
  icon: 'setting',
  sort: 45,
};

export const operationsMenus: CatalogueEntry[] = [
  operationsDirectory,
  ...page(
    'operations.sysMessage',
    'operations',
    1,
    { 'zh-CN': '系统消息', 'zh-TW': '系統訊息', en: 'System messages' },
    { componentUrl: 'operations/sysMessage', icon: 'message', prefix: 'operations:sysMessage', buttons: [...CRUD, 'publish', 'withdraw'] },
  ),
  ...page(
    'operations.growTag',
    'operations',
    2,
    { 'zh-CN': '成长标签', 'zh-TW': '成長標籤', en: 'Grow tags' },
    { componentUrl: 'operations/growTag', icon: 'heart', prefix: 'operations:growTag', buttons: CRUD },
  ),
  ...page(
    'operations.cost',
    'operations',
    3,
    { 'zh-CN': '运营成本', 'zh-TW': '營運成本', en: 'Running costs' },
    { componentUrl: 'operations/cost', icon: 'money', prefix: 'operations:cost', buttons: CRUD },
  ),
  ...page(
    'operations.popup',
    'operations',
    4,
    { 'zh-CN': '弹窗管理', 'zh-TW': '彈窗管理', en: 'Popups' },
    { componentUrl: 'operations/popup', icon: 'notice', prefix: 'operations:popup', buttons: [...CRUD, 'turnOn', 'turnOff'] },
  ),
  ...page(
    'operations.group',
    'operations',
    8,
    { 'zh-CN': '集团管理', 'zh-TW': '集團管理', en: 'Groups' },
    { componentUrl: 'operations/group', icon: 'cluster', prefix: 'operations:group', buttons: ['move', 'export'] },
  ),
];
