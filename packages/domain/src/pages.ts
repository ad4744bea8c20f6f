/**
 * Every page the web app registers, by componentUrl. Menu items may only name one of these: the web's
 * registry is typed against this list and a server test checks the seeded menus.
 */
export const PAGE_KEYS = [
  'home/index',
  'system/user',
  'system/admin',
  'system/role',
  'system/authorization',
  'system/menu',
  'system/dictionary',
  'system/area',
  'system/organization',
  'system/appModule',
  'system/log',
  'campus/grade',
  'campus/class',
  'campus/classroom',
  'campus/term',
  'campus/position',
  'campus/teacher',
  'campus/student',
  'campus/parent',
  'campus/driver',
  'campus/visitor',
  'campus/enrollment',
  'campus/bracelet',
  'device/device',
  'device/camera',
  'device/gateway',
  'device/speaker',
  'device/card',
  'attendance/rule',
  'attendance/daily',
  'attendance/monthly',
  'attendance/leave',
  'attendance/report',
  'attendance/noCheck',
  'health/daily',
  'health/monthly',
  'health/check',
  'health/setting',
  'health/message',
  'health/contract',
  'health/abnormal',
  'health/eye',
  'health/measurement',
  'health/epidemic',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}
