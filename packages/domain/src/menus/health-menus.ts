import { CRUD, page, type CatalogueEntry } from './catalogue-entry.js';

/** Health (spec: health statistics, morning and afternoon checks, manual check). */
export const healthManagement: CatalogueEntry[] = [
  {
    code: 'health',
    kind: 'directory',
    name: { 'zh-CN': '健康管理', 'zh-TW': '健康管理', en: 'Health' },
    href: '/health',
    icon: 'health',
    sort: 22,
  },
  ...page(
    'health.daily',
    'health',
    1,
    { 'zh-CN': '晨午检统计', 'zh-TW': '晨午檢統計', en: 'Check statistics' },
    {
      componentUrl: 'health/daily',
      icon: 'chart',
      prefix: 'health:stats',
    },
  ),
  ...page(
    'health.monthly',
    'health',
    1,
    { 'zh-CN': '月度健康统计', 'zh-TW': '月度健康統計', en: 'Monthly health statistics' },
    {
      componentUrl: 'health/monthly',
      icon: 'statistics',
      prefix: 'health:stats',
      buttons: ['export'],
    },
  ),
  ...page(
    'health.check',
    'health',
    2,
    { 'zh-CN': '晨午检记录', 'zh-TW': '晨午檢紀錄', en: 'Health checks' },
    {
      componentUrl: 'health/check',
      icon: 'medicine',
      prefix: 'health:check',
      buttons: ['export', 'review'],
    },
  ),
  // Spec: mon-aft-healthDetail, a page under the layout reached from the statistics, not from the menu.
  ...page(
    'health.dayDetail',
    'health',
    2,
    { 'zh-CN': '晨午检详情', 'zh-TW': '晨午檢詳情', en: 'Day of checks' },
    {
      componentUrl: 'health/dayDetail',
      icon: 'medicine',
      prefix: 'health:check',
      href: '/mon-aft-healthDetail',
      hidden: true,
    },
  ),
  ...page(
    'health.message',
    'health',
    3,
    { 'zh-CN': '医生留言', 'zh-TW': '醫生留言', en: 'Doctor messages' },
    {
      componentUrl: 'health/message',
      icon: 'message',
      prefix: 'health:message',
      buttons: ['reply', 'export'],
    },
  ),
  ...page(
    'health.growth',
    'health',
    9,
    { 'zh-CN': '成长报告', 'zh-TW': '成長報告', en: 'Growth reports' },
    {
      componentUrl: 'health/growth',
      icon: 'file',
      prefix: 'health:growth',
      buttons: ['generate'],
    },
  ),
  ...page(
    'health.eye',
    'health',
    6,
    { 'zh-CN': '视力检查', 'zh-TW': '視力檢查', en: 'Eye tests' },
    {
      componentUrl: 'health/eye',
      icon: 'health',
      prefix: 'health:eye',
      buttons: CRUD,
    },
  ),
  ...page(
    'health.measurement',
    'health',
    7,
    { 'zh-CN': '身高体重', 'zh-TW': '身高體重', en: 'Height and weight' },
    {
      componentUrl: 'health/measurement',
      icon: 'statistics',
      prefix: 'health:measurement',
      buttons: CRUD,
    },
  ),
  ...page(
    'health.epidemic',
    'health',
    8,
    { 'zh-CN': '疫情上报', 'zh-TW': '疫情通報', en: 'Epidemic reports' },
    {
      componentUrl: 'health/epidemic',
      icon: 'alert',
      prefix: 'health:epidemic',
      buttons: CRUD,
    },
  ),
  ...page(
    'health.setting',
    'health',
    4,
    { 'zh-CN': '健康阈值', 'zh-TW': '健康門檻', en: 'Health thresholds' },
    {
      componentUrl: 'health/setting',
      icon: 'setting',
      prefix: 'health:setting',
      buttons: ['add', 'edit'],
    },
  ),
  ...page(
    'health.contract',
    'health',
    5,
    { 'zh-CN': '签约医疗机构', 'zh-TW': '簽約醫療機構', en: 'Medical institutions' },
    {
      componentUrl: 'health/contract',
      icon: 'medicine',
      prefix: 'health:contract',
      buttons: [...CRUD, 'enable', 'disable'],
    },
  ),
];

/** Institutions and their experts (spec: specialist abnormal list, doctor messages). */
export const specialist: CatalogueEntry[] = [
  {
    code: 'specialist',
    kind: 'directory',
    name: { 'zh-CN': '专科异常', 'zh-TW': '專科異常', en: 'Specialist' },
    href: '/specialist',
    icon: 'medicine',
    sort: 10,
  },
  ...page(
    'specialist.abnormal',
    'specialist',
    1,
    { 'zh-CN': '专科异常名单', 'zh-TW': '專科異常名單', en: 'Abnormal list' },
    {
      componentUrl: 'health/abnormal',
      icon: 'alert',
      prefix: 'health:check',
      buttons: ['export'],
    },
  ),
  ...page(
    'specialist.message',
    'specialist',
    2,
    { 'zh-CN': '医生留言', 'zh-TW': '醫生留言', en: 'Doctor messages' },
    {
      componentUrl: 'health/message',
      icon: 'message',
      prefix: 'health:message',
      buttons: ['write', 'export'],
    },
  ),
];
