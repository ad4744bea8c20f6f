import { type MenuItem, PAGE_ALIASES } from '@kg/domain';
import { flattenMenus } from '../menu/menu-tree';

/** An alias path (`/stereo`) and the path of its page in this session's menu (`/device/speaker`). */
export interface AliasPath {
  from: string;
  to: string;
}

/**
 * The spec's route names (PAGE_ALIASES) this menu can open: each leads to its page's menu path. A page
 * the menu lacks has no alias either (both answer 404), and a menu path of the same name wins.
 */
export function aliasPaths(menus: readonly MenuItem[]): AliasPath[] {
  const routed = flattenMenus(menus).filter((entry) => !entry.external && !entry.item.subMenus?.length);
  const taken = new Set(routed.map((entry) => entry.path));
  return Object.entries(PAGE_ALIASES).flatMap(([name, page]) => {
    const from = `/${name}`;
    const target = routed.find((entry) => entry.item.componentUrl === page);
    return target && !taken.has(from) ? [{ from, to: target.path }] : [];
  });
}

/** Where an alias path leads in this menu, or null when `pathname` is none. */
export function aliasTarget(pathname: string, menus: readonly MenuItem[]): string | null {
  return aliasPaths(menus).find((alias) => alias.from === pathname)?.to ?? null;
}
