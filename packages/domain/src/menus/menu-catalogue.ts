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
import { agentPackages, kindergartenPackages, operationsPackages } from './pack-menus.js';
import { campusManagement } from './campus-menus.js';
import type { CatalogueEntry } from './catalogue-entry.js';
import { agentEquipment, kindergartenEquipment, operationsEquipment } from './equipment-menus.js';
import { healthManagement, specialist } from './health-menus.js';
import { schoolManagement } from './school-menus.js';
import { agentSmsMenus, kigHeadPhoneButton, operationsSmsMenus } from './sms-menus.js';
import { systemManagement } from './system-menus.js';
import { agentMoney, financeMoney, kindergartenMoney } from './money-menus.js';

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
    ...campusManagement,
    ...schoolManagement,
    ...healthManagement,
    ...attendanceManagement,
    ...kindergartenEquipment(true),
    ...kindergartenSettings,
    kigHeadPhoneButton,
    ...kindergartenPackages,
    ...kindergartenMoney,
  ],
  4: [home, kigHome, ...campusManagement, ...schoolManagement, ...healthManagement, ...attendanceManagement, ...kindergartenEquipment(false)],
  5: [home, ...agentKigManagement, ...agentFunctionMenus, ...agentPromotion, ...agentPackages, ...agentSmsMenus, ...agentEquipment, ...agentMoney],
  6: [home, ...specialist],
  7: [home, ...specialist],
  8: [home, ...systemManagement],
  9: [home, ...operationsKigManagement, ...operationsEquipment, ...operationsAgentFunctionMenus, ...operationsPromotion, ...operationsPackages, ...operationsSmsMenus],
  11: [home, ...financeMoney],
  18: [home, ...specialist],
};
