import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

/** School management (spec section 2: activities, notices, news, recipes, timetable, records, teacher totals). */
export const schoolManagement: CatalogueEntry[] = [
  {
    code: 'school',
    kind: 'directory',
    name: { 'zh-CN': '学校管理', 'zh-TW': '學校管理', en: 'School' },
    href: '/school',
    icon: 'school',
    sort: 27,
  },
  ...page(
    'school.activity',
    'school',
    1,
    { 'zh-CN': '活动管理', 'zh-TW': '活動管理', en: 'Activities' },
    {
      componentUrl: 'school/activity',
      icon: 'calendar',
      prefix: 'school:activity',
      buttons: [...CRUD, 'review', 'publish'],
    },
  ),
  // Spec: activity-count, a page under the layout reached from an activity's applied count, not from the menu.
  ...page(
    'school.activityCount',
    'school',
    2,
    { 'zh-CN': '活动报名', 'zh-TW': '活動報名', en: 'Activity applications' },
    {
      componentUrl: 'school/activityCount',
      icon: 'team',
      prefix: 'school:activityApplication',
      href: '/activity-count',
      hidden: true,
      buttons: ['export'],
    },
  ),
];
