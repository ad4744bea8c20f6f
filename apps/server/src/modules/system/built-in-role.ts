import type { AppType } from '@kg/domain';
import { grantAllMenus } from '../../db/seed/menu-sync.js';
import type { Db } from '../../platform/db.js';
import { roles } from './role.table.js';

/**
 * An organisation's built-in administrator role of one system, holding every menu of that system (new
 * menus reach it at start-up, menu-sync.ts). Made by the demo seed and by an approved opening request.
 */
export async function createBuiltInRole(tx: Db, input: { orgId: string; appType: AppType; name: string; createdBy?: string }): Promise<string> {
  const [role] = await tx
    .insert(roles)
    .values({ orgId: input.orgId, appType: input.appType, name: input.name, description: input.name, builtIn: true, status: 'enabled', createdBy: input.createdBy ?? null })
    .returning({ id: roles.id });
  await grantAllMenus(tx, role!.id, input.appType);
  return role!.id;
}
