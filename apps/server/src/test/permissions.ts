import type { AppType } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { menus, roleMenus } from '../modules/system/menu.table.js';
import { organisations } from '../platform/tenancy/organization.table.js';
import { roles } from '../modules/system/role.table.js';
import type { Db } from '../platform/db.js';

/**
 * Gives the built-in role of an organisation's system some permission codes, as button menus that a
 * later release's catalogue would ship. Returns the organisation's id.
 */
export async function grantPermissions(db: Db, orgCode: string, appType: AppType, codes: string[]): Promise<string> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, orgCode));
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, org!.id), eq(roles.appType, appType), eq(roles.builtIn, true)));
  const planted = await db
    .insert(menus)
    .values(
      codes.map((permission, sort) => ({ appType, kind: 'button' as const, name: { 'zh-CN': permission, 'zh-TW': permission, en: permission }, permission, sort, isShow: false })),
    )
    .returning({ id: menus.id });
  await db.insert(roleMenus).values(planted.map((m) => ({ roleId: role!.id, menuId: m.id })));
  return org!.id;
}

/** Every generic permission code of some entities' prefixes. */
export function allCodes(prefixes: string[], extra: string[] = []): string[] {
  const actions = ['view', 'add', 'edit', 'delete', 'export', 'import'];
  return [...prefixes.flatMap((p) => actions.map((a) => `${p}:${a}`)), ...extra];
}
