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
  ...page(
    'school.notice',
    'school',
    3,
    { 'zh-CN': '通知公告', 'zh-TW': '通知公告', en: 'Notices' },
    { componentUrl: 'school/notice', icon: 'notice', prefix: 'school:notice', buttons: [...CRUD, 'publish', 'withdraw'] },
  ),
  ...page(
    'school.news',
    'school',
    4,
    { 'zh-CN': '校园新闻', 'zh-TW': '校園新聞', en: 'News' },
    { componentUrl: 'school/news', icon: 'book', prefix: 'school:news', buttons: [...CRUD, 'publish', 'unpublish'] },
  ),
  ...page(
    'school.recipe',
    'school',
    10,
    { 'zh-CN': '食谱', 'zh-TW': '食譜', en: 'Recipes' },
    { componentUrl: 'school/recipe', icon: 'file', prefix: 'school:recipe', buttons: ['add', 'edit', 'delete', 'export'] },
  ),
  // Spec: addRecipe, a day's meals, reached from the recipe list.
  ...page(
    'school.addRecipe',
    'school',
    11,
    { 'zh-CN': '编辑食谱', 'zh-TW': '編輯食譜', en: "A day's meals" },
    { componentUrl: 'school/addRecipe', icon: 'file', prefix: 'school:recipe', href: '/addRecipe', hidden: true },
  ),
  ...page(
    'school.recipeWeek',
    'school',
    12,
    { 'zh-CN': '每周食谱', 'zh-TW': '每週食譜', en: 'Weekly menu' },
    { componentUrl: 'school/recipeWeek', icon: 'calendar', prefix: 'school:recipe', buttons: ['edit'] },
  ),
  // Spec: set-timetable; reached from the menu (a class and a week picked) and from the class list.
  ...page(
    'school.timetable',
    'school',
    20,
    { 'zh-CN': '课程表', 'zh-TW': '課程表', en: 'Timetables' },
    { componentUrl: 'school/timetable', icon: 'schedule', prefix: 'school:timetable', href: '/set-timetable', buttons: ['edit', 'export'] },
  ),
  ...page(
    'school.timetableSetting',
    'school',
    21,
    { 'zh-CN': '课节设置', 'zh-TW': '課節設定', en: 'Lesson periods' },
    { componentUrl: 'school/timetableSetting', icon: 'setting', prefix: 'school:timetable', buttons: ['add', 'edit'] },
  ),
  ...page(
    'school.mailbox',
    'school',
    30,
    { 'zh-CN': '园长信箱', 'zh-TW': '園長信箱', en: "Principal's mailbox" },
    {
      componentUrl: 'school/mailbox',
      icon: 'message',
      prefix: 'school:mailbox',
      buttons: ['export', 'reply', 'close'],
    },
  ),
  ...page(
    'school.records',
    'school',
    40,
    { 'zh-CN': '发布记录', 'zh-TW': '發布紀錄', en: 'Records' },
    { componentUrl: 'school/records', icon: 'file', prefix: 'school:records', buttons: ['export'] },
  ),
  ...page(
    'school.teacherTotals',
    'school',
    41,
    { 'zh-CN': '教师统计', 'zh-TW': '教師統計', en: 'Teacher totals' },
    { componentUrl: 'school/teacherTotals', icon: 'team', prefix: 'school:teacherTotals', buttons: ['export'] },
  ),
];
