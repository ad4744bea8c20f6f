import type { AppType } from '@kg/domain';
import { MENU_CATALOGUE } from '@kg/domain/menus/menu-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { menus, roleMenus } from '../../modules/system/menu.table.js';
import { roles } from '../../modules/system/role.table.js';

/**
 * Adds catalogue menus missing from the database (by appType and code) and grants each new one to
 * the built-in administrator roles of its system. Returns how many menus were added.
 */
export async function syncMenuCatalogue(db: Db): Promise<number> {
  let added = 0;
  for (const [appTypeKey, entries = []] of Object.entries(MENU_CATALOGUE)) {
    const appType = Number(appTypeKey) as AppType;
    await db.transaction(async (tx) => {
      const existing = await tx.select({ id: menus.id, code: menus.code }).from(menus).where(eq(menus.appType, appType));
      const idByCode = new Map(existing.filter((m) => m.code).map((m) => [m.code!, m.id]));
      const newIds: string[] = [];
      for (const entry of entries) {
        if (idByCode.has(entry.code)) continue;
        const parentId = entry.parent ? idByCode.get(entry.parent) : undefined;
        if (entry.parent && !parentId) throw new Error(`menu ${entry.code}: parent ${entry.parent} comes later`);
        const [row] = await tx
          .insert(menus)
          .values({
            code: entry.code,
            parentId: parentId ?? null,
            appType,
            kind: entry.kind,
            name: entry.name,
            href: entry.href ?? '',
            icon: entry.icon ?? '',
            componentUrl: entry.componentUrl ?? null,
            permission: entry.permission ?? '',
            isShow: entry.isShow ?? true,
            sort: entry.sort,
          })
          .returning({ id: menus.id });
        idByCode.set(entry.code, row!.id);
        newIds.push(row!.id);
      }
      if (newIds.length === 0) return;
      const admins = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.appType, appType), eq(roles.builtIn, true), eq(roles.deleted, false)));
      if (admins.length > 0) {
        await tx
          .insert(roleMenus)
          .values(admins.flatMap((r) => newIds.map((menuId) => ({ roleId: r.id, menuId }))))
          .onConflictDoNothing();
      }
      added += newIds.length;
    });
  }
  return added;
}

/** Grants every menu of the role's system to a built-in role (used when such a role is created). */
export async function grantAllMenus(db: Db, roleId: string, appType: AppType): Promise<void> {
  const all = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appType, appType), eq(menus.deleted, false)));
  if (all.length === 0) return;
  await db
    .insert(roleMenus)
    .values(all.map((m) => ({ roleId, menuId: m.id })))
    .onConflictDoNothing();
}
