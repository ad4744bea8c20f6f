import type { CatalogueEntry } from './catalogue-entry.js';

/**
 * Spec section 2's test and chart page `atomTest`: every kind of chart the product draws, with sample
 * data, for checking the charts in each language. Hidden from the side menu, as the spec lists it;
 * operations and the platform's administrators open it by its address.
 */
export const chartTestPage: CatalogueEntry = {
  code: 'atomTest',
  kind: 'page',
  name: { 'zh-CN': '图表测试', 'zh-TW': '圖表測試', en: 'Chart test' },
  href: '/atomTest',
  icon: 'dashboard',
  componentUrl: 'operations/atomTest',
  permission: 'operations:atomTest:view',
  isShow: false,
  sort: 90,
};

/**
 * Spec section 2's `atomDebugger`, the chart page's partner: the form components' test page (every kind
 * of field the declarations use, its checks and the values it would send). Hidden from the side menu,
 * as the spec lists it; the same people as the chart page open it by its address.
 */
export const formTestPage: CatalogueEntry = {
  code: 'atomDebugger',
  kind: 'page',
  name: { 'zh-CN': '表单测试', 'zh-TW': '表單測試', en: 'Form test' },
  href: '/atomDebugger',
  icon: 'tool',
  componentUrl: 'operations/atomDebugger',
  permission: 'operations:atomDebugger:view',
  isShow: false,
  sort: 91,
};
