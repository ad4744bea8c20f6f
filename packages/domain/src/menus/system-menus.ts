import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

/** System management (spec section 1), in the system administration system. */
export const systemManagement: CatalogueEntry[] = [
  {
    code: 'system',
    kind: 'directory',
    name: { 'zh-CN': '系统管理', 'zh-TW': '系統管理', en: 'System management' },
    href: '/system',
    icon: 'setting',
    sort: 90,
  },
  ...page(
    'system.user',
    'system',
    1,
    { 'zh-CN': '用户管理', 'zh-TW': '使用者管理', en: 'Users' },
    {
      componentUrl: 'system/user',
      icon: 'user',
      prefix: 'system:user',
      buttons: [...CRUD, 'enable', 'disable', 'resetPassword'],
    },
  ),
  ...page(
    'system.admin',
    'system',
    2,
    { 'zh-CN': '管理员', 'zh-TW': '管理員', en: 'Administrators' },
    {
      componentUrl: 'system/admin',
      icon: 'safety',
      prefix: 'system:user',
    },
  ),
  ...page(
    'system.role',
    'system',
    3,
    { 'zh-CN': '角色管理', 'zh-TW': '角色管理', en: 'Roles' },
    {
      componentUrl: 'system/role',
      icon: 'team',
      prefix: 'system:role',
      buttons: [...CRUD, 'enable', 'disable'],
    },
  ),
  ...page(
    'system.authorization',
    'system',
    4,
    { 'zh-CN': '授权管理', 'zh-TW': '授權管理', en: 'Authorization' },
    {
      componentUrl: 'system/authorization',
      icon: 'audit',
      prefix: 'system:role',
      view: 'system:role:authorize',
    },
  ),
  ...page(
    'system.menu',
    'system',
    5,
    { 'zh-CN': '菜单管理', 'zh-TW': '選單管理', en: 'Menus' },
    {
      componentUrl: 'system/menu',
      icon: 'app',
      prefix: 'system:menu',
      buttons: CRUD,
    },
  ),
  ...page(
    'system.dictionary',
    'system',
    6,
    { 'zh-CN': '数据字典', 'zh-TW': '資料字典', en: 'Dictionary' },
    {
      componentUrl: 'system/dictionary',
      icon: 'book',
      prefix: 'system:dictionary',
      buttons: [...CRUD, 'enable', 'disable'],
    },
  ),
  ...page(
    'system.area',
    'system',
    7,
    { 'zh-CN': '地区', 'zh-TW': '地區', en: 'Areas' },
    {
      componentUrl: 'system/area',
      icon: 'cluster',
      prefix: 'system:area',
    },
  ),
  ...page(
    'system.organization',
    'system',
    8,
    { 'zh-CN': '组织机构', 'zh-TW': '組織機構', en: 'Organizations' },
    {
      componentUrl: 'system/organization',
      icon: 'org',
      prefix: 'system:organization',
      buttons: [...CRUD, 'import', 'enable', 'disable'],
    },
  ),
  ...page(
    'system.appModule',
    'system',
    9,
    { 'zh-CN': 'APP 模块配置', 'zh-TW': 'APP 模組設定', en: 'App module config' },
    {
      componentUrl: 'system/appModule',
      icon: 'appstore',
      prefix: 'system:appModule',
      buttons: ['edit'],
    },
  ),
  ...page(
    'system.log',
    'system',
    10,
    { 'zh-CN': '操作日志', 'zh-TW': '操作日誌', en: 'Logs' },
    {
      componentUrl: 'system/log',
      icon: 'document',
      prefix: 'system:log',
      buttons: ['export'],
    },
  ),
];
