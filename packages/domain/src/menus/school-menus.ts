import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

/** School life (spec section 2, "School management"): what the kindergarten tells its families. */
export const schoolManagement: CatalogueEntry[] = [
  {
    code: 'school',
    kind: 'directory',
    name: { 'zh-CN': '学校管理', 'zh-TW': '學校管理', en: 'School' },
    href: '/school',
    icon: 'school',
    sort: 24,
  },
  ...page(
    'school.notice',
    'school',
    2,
    { 'zh-CN': '通知公告', 'zh-TW': '通知公告', en: 'Notices' },
    { componentUrl: 'school/notice', icon: 'notice', prefix: 'school:notice', buttons: [...CRUD, 'publish', 'withdraw'] },
  ),
  ...page(
    'school.news',
    'school',
    3,
    { 'zh-CN': '校园新闻', 'zh-TW': '校園新聞', en: 'News' },
    { componentUrl: 'school/news', icon: 'book', prefix: 'school:news', buttons: [...CRUD, 'publish', 'unpublish'] },
  ),
];
