import { type AppType, type Locale, type MenuItem, SIGNED_IN_PAGES } from '@kg/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { servicesOf } from '../../platform/tenancy/kig-services.js';
import { menus, roleMenus } from './menu.table.js';
import { roles } from './role.table.js';
import { userRoles } from './user.table.js';

type MenuRow = typeof menus.$inferSelect;

/** Builds the nested tree; parentId '0' marks a root (spec section 2). */
export function buildMenuTree(rows: MenuRow[], locale: Locale): MenuItem[] {
  const items = new Map<string, MenuItem>();
  for (const r of rows) {
    items.set(r.id, {
      id: r.id,
      parentId: r.parentId ?? '0',
      href: r.href ?? '',
      name: r.name[locale] || r.name['zh-CN'],
      names: r.name,
      icon: r.icon ?? '',
      isShow: r.isShow ? 1 : 0,
      componentUrl: r.componentUrl ?? '',
      sort: r.sort,
      permission: r.permission ?? '',
      subMenus: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parentId === '0' ? undefined : items.get(item.parentId);
    if (parent) parent.subMenus.push(item);
    else roots.push({ ...item, parentId: '0' });
  }
  const sortTree = (list: MenuItem[]) => {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    for (const i of list) sortTree(i.subMenus);
  };
  sortTree(roots);
  return roots.map(function relink(i): MenuItem {
    return { ...i, subMenus: i.subMenus.map(relink) };
  });
}

/** The health directory and its entries (catalogue codes 'health' and 'health.*'). */
export const isHealthMenu = (code: string | null): boolean => code === 'health' || (code?.startsWith('health.') ?? false);

/** A page entry every signed-in user of its system has, whatever their roles (pages.ts SIGNED_IN_PAGES: `/message`). */
const isSignedInPage = (m: MenuRow): boolean => m.kind === 'page' && (SIGNED_IN_PAGES as readonly string[]).includes(m.componentUrl ?? '');

/**
 * The menu a user sees in one system: the directories and pages their live roles grant, and the pages
 * every signed-in user has, with the ancestors of each entry so that the tree stays whole. Buttons are
 * permissions, not menu.
 */
export async function menuTreeForUser(db: Db, user: { id: string; orgId: string }, appType: AppType, locale: Locale): Promise<MenuItem[]> {
  const userId = user.id;
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.appType, appType), eq(menus.deleted, false), ne(menus.kind, 'button')))
    .orderBy(asc(menus.sort));
  // A kindergarten not sold the morning-check service has no health menus (issue 16).
  const withoutHealth = (await servicesOf(db, user.orgId))?.morningCheckService === false;
  const all = withoutHealth ? rows.filter((m) => !isHealthMenu(m.code)) : rows;
  const granted = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false), eq(roles.status, 'enabled')))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const menuId of [...granted.map((g) => g.menuId), ...all.filter(isSignedInPage).map((m) => m.id)]) {
    for (let m = byId.get(menuId); m && !keep.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
      keep.add(m.id);
    }
  }
  return buildMenuTree(
    all.filter((m) => keep.has(m.id)),
    locale,
  );
}
