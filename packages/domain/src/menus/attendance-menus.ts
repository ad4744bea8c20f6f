import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

/** Attendance (spec: student and teacher rules, daily and monthly counts, leave, reports, screening, noCheck). */
export const attendanceManagement: CatalogueEntry[] = [
  {
    code: 'attendance',
    kind: 'directory',
    name: { 'zh-CN': '考勤管理', 'zh-TW': '考勤管理', en: 'Attendance' },
    href: '/attendance',
    icon: 'schedule',
    sort: 25,
  },
  ...page(
    'attendance.daily',
    'attendance',
    1,
    { 'zh-CN': '每日考勤', 'zh-TW': '每日考勤', en: 'Daily attendance' },
    {
      componentUrl: 'attendance/daily',
      icon: 'calendar',
      prefix: 'attendance:daily',
    },
  ),
  ...page(
    'attendance.noCheck',
    'attendance',
    2,
    { 'zh-CN': '未到园名单', 'zh-TW': '未到園名單', en: 'Not arrived' },
    {
      componentUrl: 'attendance/noCheck',
      icon: 'alert',
      prefix: 'attendance:noCheck',
    },
  ),
  ...page(
    'attendance.monthly',
    'attendance',
    3,
    { 'zh-CN': '月度考勤', 'zh-TW': '月度考勤', en: 'Monthly attendance' },
    {
      componentUrl: 'attendance/monthly',
      icon: 'chart',
      prefix: 'attendance:monthly',
      buttons: ['export'],
    },
  ),
  ...page(
    'attendance.report',
    'attendance',
    4,
    { 'zh-CN': '考勤报表', 'zh-TW': '考勤報表', en: 'Attendance reports' },
    {
      componentUrl: 'attendance/report',
      icon: 'statistics',
      prefix: 'attendance:report',
    },
  ),
  ...page(
    'attendance.leave',
    'attendance',
    5,
    { 'zh-CN': '请假管理', 'zh-TW': '請假管理', en: 'Leave' },
    {
      componentUrl: 'attendance/leave',
      icon: 'solution',
      prefix: 'attendance:leave',
      buttons: [...CRUD, 'approve', 'reject', 'cancel'],
    },
  ),
  ...page(
    'attendance.rule',
    'attendance',
    6,
    { 'zh-CN': '考勤规则', 'zh-TW': '考勤規則', en: 'Attendance rules' },
    {
      componentUrl: 'attendance/rule',
      icon: 'setting',
      prefix: 'attendance:rule',
      buttons: [...CRUD, 'enable', 'disable'],
    },
  ),
];
