import type { Locale, MenuItem } from '@kg/domain';

/** Menu tree helpers (spec section 2, 'Menu-driven routes'); pure, so they are unit-tested. */

export const ROOT_PARENT_ID = '0';

/** An href with a scheme (https:, mailto:) or protocol-relative opens in a new window instead of routing. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Absolute hrefs stand alone; relative ones hang under their parent's path. */
export function joinPath(parentPath: string, href: string): string {
  const raw = href.startsWith('/') ? href : `${parentPath}/${href}`;
  const path = raw.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return path.startsWith('/') ? path : `/${path}`;
}

export function sortMenus(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

/** One menu item with its resolved path and the ids of its ancestors, root first. */
export interface MenuEntry {
  item: MenuItem;
  /** Route path, or the URL itself for an external item. */
  path: string;
  external: boolean;
  ancestors: string[];
}

export function flattenMenus(menus: readonly MenuItem[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const walk = (items: readonly MenuItem[], parentPath: string, ancestors: string[]) => {
    for (const item of sortMenus(items)) {
      const external = isExternalHref(item.href);
      const path = external ? item.href : joinPath(parentPath, item.href || item.id);
      entries.push({ item, path, external, ancestors });
      walk(item.subMenus ?? [], external ? parentPath : path, [...ancestors, item.id]);
    }
  };
  walk(menus, '', []);
  return entries;
}

/** The menu entries from the root down to the one whose path is `pathname` (empty when none is). */
export function findTrail(entries: readonly MenuEntry[], pathname: string): MenuEntry[] {
  const leaf =
    entries.find((entry) => !entry.external && entry.path === pathname && !entry.item.subMenus?.length) ?? entries.find((entry) => !entry.external && entry.path === pathname);
  if (!leaf) return [];
  const byId = new Map(entries.map((entry) => [entry.item.id, entry]));
  return [...leaf.ancestors.map((id) => byId.get(id)).filter((e): e is MenuEntry => Boolean(e)), leaf];
}

/** What the router builds from the menu: a page per leaf, a pass-through view per item with children. */
export type RouteSpec =
  { kind: 'page'; id: string; path: string; componentUrl: string } | { kind: 'group'; id: string; path: string; redirectTo: string | null; children: RouteSpec[] };

export function menuRouteSpecs(menus: readonly MenuItem[], parentPath = ''): RouteSpec[] {
  const specs: RouteSpec[] = [];
  for (const item of sortMenus(menus)) {
    if (isExternalHref(item.href)) continue;
    const path = joinPath(parentPath, item.href || item.id);
    const children = menuRouteSpecs(item.subMenus ?? [], path);
    if (item.subMenus?.length) {
      // Opening a directory's own path shows its first page.
      const first = firstPagePath(children);
      specs.push({ kind: 'group', id: item.id, path, redirectTo: first && first !== path ? first : null, children });
    } else {
      specs.push({ kind: 'page', id: item.id, path, componentUrl: item.componentUrl });
    }
  }
  return specs;
}

function firstPagePath(specs: readonly RouteSpec[]): string | null {
  for (const spec of specs) {
    if (spec.kind === 'page') return spec.path;
    const nested = firstPagePath(spec.children);
    if (nested) return nested;
  }
  return null;
}

/** A menu item's name in the reader's language; menus saved before names were sent fall back to `name`. */
export function menuName(item: MenuItem, locale: Locale): string {
  return item.names?.[locale] || item.name;
}
