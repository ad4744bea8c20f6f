import { page, type CatalogueEntry, type MenuName } from './catalogue-entry.js';

/**
 * The supervisory platform (issue 18): an authority's area and its outbreak alerts (system 20); the
 * alerts of a kindergarten (answered there), of a group and of a contracted institution; operations
 * open authorities.
 */
const names = {
  directory: { 'zh-CN': '监管平台', 'zh-TW': '監管平台', en: 'Supervision' },
  overview: { 'zh-CN': '辖区概况', 'zh-TW': '轄區概況', en: 'Area overview' },
  alert: { 'zh-CN': '疫情预警', 'zh-TW': '疫情預警', en: 'Outbreak alerts' },
  authority: { 'zh-CN': '监管账号', 'zh-TW': '監管帳號', en: 'Supervision accounts' },
  rules: { 'zh-CN': '预警规则', 'zh-TW': '預警規則', en: 'Outbreak rules' },
  answer: { 'zh-CN': '处置回复', 'zh-TW': '處置回覆', en: 'Answer' },
  close: { 'zh-CN': '关闭预警', 'zh-TW': '關閉預警', en: 'Close' },
} satisfies Record<string, MenuName>;

const directory = (sort: number): CatalogueEntry => ({ code: 'supervision', kind: 'directory', name: names.directory, href: '/supervision', icon: 'alert', sort });

const alertPage = (button?: 'answer' | 'close'): CatalogueEntry[] => {
  const entries = page('supervision.alert', 'supervision', 2, names.alert, { componentUrl: 'supervision/alert', icon: 'alert', prefix: 'supervision:alert' });
  if (button) {
    entries.push({ code: `supervision.alert.${button}`, parent: 'supervision.alert', kind: 'button', name: names[button], permission: `supervision:alert:${button}`, sort: 1 });
  }
  return entries;
};

/** A supervision account: its area's kindergartens and the alerts it follows to closure. */
export const supervisionSystem: CatalogueEntry[] = [
  directory(10),
  ...page('supervision.overview', 'supervision', 1, names.overview, { componentUrl: 'supervision/overview', icon: 'dashboard', prefix: 'supervision:overview' }),
  ...alertPage('close'),
  // The area's outbreak rules: the one thing besides closing alerts that a supervision account changes.
  ...page('supervision.rules', 'supervision', 3, names.rules, {
    componentUrl: 'supervision/rules',
    // Not /supervision/rules: that address is the API's GET of the rules, which a page's reload would be answered by.
    href: '/supervision/outbreakRules',
    icon: 'setting',
    prefix: 'supervision:rules',
    buttons: ['edit'],
  }),
];

/** A kindergarten answers its alerts. */
export const kindergartenAlerts: CatalogueEntry[] = [directory(58), ...alertPage('answer')];

/** A group and a contracted institution see the alerts of their kindergartens. */
export const watcherAlerts: CatalogueEntry[] = [directory(58), ...alertPage()];

/** Operations open an authority and its first account. */
export const operationsSupervision: CatalogueEntry[] = [
  directory(50),
  ...page('supervision.authority', 'supervision', 3, names.authority, {
    componentUrl: 'supervision/authority',
    icon: 'account',
    prefix: 'supervision:authority',
    view: 'supervision:authority:create',
  }),
];
