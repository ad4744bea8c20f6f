import type { CatalogueEntry } from './catalogue-entry.js';

/**
 * Spec section 2's test and chart page `atomTest`: every kind of chart the product draws, with sample
 * data, for checking the charts in each language. Operations and the platform's administrators see it.
 */
export const chartTestPage: CatalogueEntry = {
  code: 'atomTest',
  kind: 'page',
  name: { 'zh-CN': '图表测试', 'zh-TW': '圖表測試', en: 'Chart test' },
  href: '/atomTest',
  icon: 'dashboard',
  componentUrl: 'operations/atomTest',
  permission: 'operations:atomTest:view',
  sort: 90,
};
