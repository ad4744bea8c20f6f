import type { AppType } from '../app-types.js';
import {
  agentFunctionMenus,
  agentKigManagement,
  agentPromotion,
  kindergartenSettings,
  operationsAgentFunctionMenus,
  operationsKigManagement,
  operationsPromotion,
} from './agency-menus.js';
import { attendanceManagement } from './attendance-menus.js';
import { agentPackages, groupPackages, kindergartenPackages, operationsPackages } from './pack-menus.js';
import { campusManagement } from './campus-menus.js';
import type { CatalogueEntry } from './catalogue-entry.js';
import { agentEquipment, kindergartenEquipment, operationsEquipment } from './equipment-menus.js';
import { healthManagement, specialist } from './health-menus.js';
import { schoolManagement } from './school-menus.js';
import { agentSmsMenus, kigHeadPhoneButton, operationsSmsMenus } from './sms-menus.js';
import { systemManagement } from './system-menus.js';
import { kindergartenDocuments, kindergartenFeedback, messagePage, operationsMenus } from './operations-menus.js';
import { agentMoney, financeMoney, kindergartenMoney } from './money-menus.js';
import { kindergartenAlerts, operationsSupervision, supervisionSystem, watcherAlerts } from './supervision-menus.js';
import { chartTestPage, formTestPage } from './chart-test-menus.js';

export type { CatalogueEntry, MenuName } from './catalogue-entry.js';

const home: CatalogueEntry = {
  code: 'home',
  kind: 'page',
  name: { 'zh-CN': '首页', 'zh-TW': '首頁', en: 'Home' },
  href: '/home',
  icon: 'home',
  componentUrl: 'home/index',
  permission: 'home:view',
  sort: 0,
};

/** Spec's root page kigHome: a kindergarten's day at a glance (a group's, per kindergarten), beside the home. */
const kigHome: CatalogueEntry = {
  code: 'kigHome',
  kind: 'page',
  name: { 'zh-CN': '今日园况', 'zh-TW': '今日園況', en: 'Today at school' },
  href: '/kigHome',
  icon: 'dashboard',
  componentUrl: 'home/kig',
  permission: 'home:kig:view',
  sort: 1,
};

/**
 * The menus each system ships with. New entries reach existing databases at start-up (by code);
 * entries already there are never overwritten, so an administrator's edits stay.
 */
export const MENU_CATALOGUE: Partial<Record<AppType, CatalogueEntry[]>> = {
  3: [
    home,
    kigHome,
    messagePage,
    ...campusManagement,
    ...schoolManagement,
    ...healthManagement,
    ...attendanceManagement,
    ...kindergartenEquipment(true),
    ...kindergartenSettings,
    ...kindergartenFeedback,
    ...kindergartenDocuments,
    kigHeadPhoneButton,
    ...kindergartenPackages,
    ...kindergartenMoney,
    ...kindergartenAlerts,
  ],
  4: [
    home,
    messagePage,
    kigHome,
    ...campusManagement,
    ...schoolManagement,
    ...healthManagement,
    ...attendanceManagement,
    ...kindergartenEquipment(false),
    ...groupPackages,
    ...watcherAlerts,
  ],
  5: [home, messagePage, ...agentKigManagement, ...agentFunctionMenus, ...agentPromotion, ...agentPackages, ...agentSmsMenus, ...agentEquipment, ...agentMoney],
  6: [home, messagePage, ...specialist, ...watcherAlerts],
  7: [home, messagePage, ...specialist],
  8: [home, messagePage, ...systemManagement, chartTestPage, formTestPage],
  9: [
    home,
    messagePage,
    ...operationsKigManagement,
    ...operationsEquipment,
    ...operationsAgentFunctionMenus,
    ...operationsPromotion,
    ...operationsPackages,
    ...operationsSmsMenus,
    ...operationsMenus,
    ...operationsSupervision,
    chartTestPage,
    formTestPage,
  ],
  11: [home, messagePage, ...financeMoney],
  18: [home, messagePage, ...specialist],
  20: [home, messagePage, ...supervisionSystem],
};
