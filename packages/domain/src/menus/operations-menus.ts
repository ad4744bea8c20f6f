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

/** Spec section 2, operations (issue 18): its screens sorted in the spec's order (popups 1, channel adverts 2, ... user help 16). */
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
    15,
    { 'zh-CN': '系统消息', 'zh-TW': '系統訊息', en: 'System messages' },
    { componentUrl: 'operations/sysMessage', icon: 'message', prefix: 'operations:sysMessage', buttons: [...CRUD, 'publish', 'withdraw'] },
  ),
  ...page(
    'operations.growTag',
    'operations',
    7,
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
    1,
    { 'zh-CN': '弹窗管理', 'zh-TW': '彈窗管理', en: 'Popups' },
    { componentUrl: 'operations/popup', icon: 'notice', prefix: 'operations:popup', buttons: [...CRUD, 'turnOn', 'turnOff'] },
  ),
  // Spec section 2's second entry: the platform's adverts per channel and position (the agents' advert screen, issue 16).
  ...page(
    'operations.channelAdvert',
    'operations',
    2,
    { 'zh-CN': '渠道广告', 'zh-TW': '渠道廣告', en: 'Channel adverts' },
    {
      componentUrl: 'agency/advert',
      icon: 'picture',
      prefix: 'agency:advert',
      buttons: ['add', 'edit', 'delete', 'turnOn', 'turnOff', 'export'],
      href: '/operations/channelAdvert',
    },
  ),
  // Feedback from kindergartens and families: read, answered and closed by operations.
  // The platform's medical institutions: their contracts with kindergartens and their experts; operations open new ones.
  ...page(
    'operations.institution',
    'operations',
    10,
    { 'zh-CN': '医疗机构', 'zh-TW': '醫療機構', en: 'Medical institutions' },
    { componentUrl: 'operations/institution', icon: 'medicine', prefix: 'operations:institution', buttons: ['add', 'export'] },
  ),
  ...page(
    'operations.feedback',
    'operations',
    13,
    { 'zh-CN': '意见反馈', 'zh-TW': '意見回饋', en: 'Feedback' },
    { componentUrl: 'operations/feedback', icon: 'message', prefix: 'operations:feedback', buttons: ['answer', 'close', 'export'] },
  ),
  // User help: articles in three languages, read by every system from the header's help.
  ...page(
    'operations.helpArticle',
    'operations',
    16,
    { 'zh-CN': '用户帮助', 'zh-TW': '使用者說明', en: 'User help' },
    { componentUrl: 'operations/helpArticle', icon: 'document', prefix: 'operations:helpArticle', buttons: CRUD },
  ),
  ...page(
    'operations.group',
    'operations',
    8,
    { 'zh-CN': '集团管理', 'zh-TW': '集團管理', en: 'Groups' },
    { componentUrl: 'operations/group', icon: 'cluster', prefix: 'operations:group', buttons: ['move', 'export'] },
  ),
  // The checks of every kindergarten waiting for a person's review, for operations' own reviewers.
  ...page(
    'operations.manualCheck',
    'operations',
    9,
    { 'zh-CN': '人工复核', 'zh-TW': '人工複核', en: 'Manual check' },
    { componentUrl: 'operations/manualCheck', icon: 'audit', prefix: 'operations:manualCheck', buttons: ['review'] },
  ),
  // Data stats: the platform at a glance by month and by area, drilled from the country down to a kindergarten.
  ...page(
    'operations.stats',
    'operations',
    12,
    { 'zh-CN': '数据统计', 'zh-TW': '數據統計', en: 'Data stats' },
    { componentUrl: 'operations/stats', icon: 'chart', prefix: 'operations:stats', buttons: ['export'] },
  ),
];

/**
 * A kindergarten reads the platform's documents (issue 18: downloads by type, filtered by it) under its
 * settings: the same screen as agents' and operations', without the buttons that change them.
 */
export const kindergartenDocuments: CatalogueEntry[] = page(
  'kigSet.document',
  'kigSet',
  3,
  { 'zh-CN': '资料下载', 'zh-TW': '資料下載', en: 'Documents' },
  { componentUrl: 'agency/document', icon: 'document', prefix: 'agency:document', buttons: ['export'], href: '/documents' },
);

/** A kindergarten files its feedback to the platform and reads the answers (under its settings). */
export const kindergartenFeedback: CatalogueEntry[] = page(
  'kigSet.feedback',
  'kigSet',
  2,
  { 'zh-CN': '意见反馈', 'zh-TW': '意見回饋', en: 'Feedback' },
  { componentUrl: 'operations/feedback', icon: 'message', prefix: 'operations:feedback', buttons: ['add', 'export'], href: '/feedback' },
);
