import type { AppType, MenuKind, PageKey } from '@kg/domain';

type MenuName = { 'zh-CN': string; 'zh-TW': string; en: string };

export interface CatalogueEntry {
  /** Stable key; a child's code starts with its parent's ('system', 'system.user'). */
  code: string;
  parent?: string;
  kind: MenuKind;
  name: MenuName;
  href?: string;
  icon?: string;
  componentUrl?: PageKey;
  permission?: string;
  isShow?: boolean;
  sort: number;
}

const ALL_SYSTEMS: AppType[] = [3, 4, 5, 6, 7, 8, 9, 11, 18];

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

/**
 * The menus each system ships with. New entries reach existing databases at start-up (by code);
 * entries already there are never overwritten, so an administrator's edits stay.
 */
export const MENU_CATALOGUE: Record<AppType, CatalogueEntry[]> = Object.fromEntries(
  ALL_SYSTEMS.map((appType) => [appType, [home]]),
) as Record<AppType, CatalogueEntry[]>;
