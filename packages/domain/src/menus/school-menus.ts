import { page, type CatalogueEntry } from './catalogue-entry.js';

/** School management (spec section 2, issue 15), in the kindergarten and kindergarten group systems. */
export const schoolManagement: CatalogueEntry[] = [
  {
    code: 'school',
    kind: 'directory',
    name: { 'zh-CN': '学校管理', 'zh-TW': '學校管理', en: 'School' },
    href: '/school',
    icon: 'book',
    sort: 25,
  },
  ...page(
    'school.mailbox',
    'school',
    9,
    { 'zh-CN': '园长信箱', 'zh-TW': '園長信箱', en: "Principal's mailbox" },
    {
      componentUrl: 'school/mailbox',
      icon: 'message',
      prefix: 'school:mailbox',
      buttons: ['export', 'reply', 'close'],
    },
  ),
];
