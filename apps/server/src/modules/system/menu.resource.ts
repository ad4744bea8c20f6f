import { menuEntity } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { menus, roleMenus } from './menu.table.js';
import { roles } from './role.table.js';

/** The parent must be a live menu of the same system, and not the menu itself or one below it. */
async function assertParent(tx: Db, parentId: string | null, appType: number, selfId: string | undefined) {
  for (let id = parentId; id;) {
    if (id === selfId) throw badRequest([{ field: 'parentId', message: 'validation.parentCycle' }]);
    const [m] = await tx
      .select({ parentId: menus.parentId, appType: menus.appType, kind: menus.kind })
      .from(menus)
      .where(and(eq(menus.id, id), eq(menus.deleted, false)));
    if (!m || m.appType !== appType || (id === parentId && m.kind === 'button')) {
      throw badRequest([{ field: 'parentId', message: 'validation.invalidOption' }]);
    }
    id = m.parentId;
  }
}

export const menuResource: ResourceOptions = {
  entity: menuEntity,
  table: menus,
  hooks: {
    async beforeSave(tx, _ctx, input, existing) {
      const appType = (existing?.appType ?? input.appType) as number;
      await assertParent(tx, (input.parentId as string | null) ?? null, appType, existing?.id as string | undefined);
      const external = typeof input.href === 'string' && /^https?:\/\//.test(input.href);
      if (input.kind === 'page' && !input.componentUrl && !external) {
        throw badRequest([{ field: 'componentUrl', message: 'validation.required' }]);
      }
      if (input.kind === 'button' && !input.permission) {
        throw badRequest([{ field: 'permission', message: 'validation.required' }]);
      }
    },
    // A new menu reaches the built-in administrator roles of its system, as catalogue menus do.
    async afterSave(tx, _ctx, row, created) {
      if (!created) return;
      const admins = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.appType, row.appType as never), eq(roles.builtIn, true), eq(roles.deleted, false)));
      if (admins.length) {
        await tx
          .insert(roleMenus)
          .values(admins.map((r) => ({ roleId: r.id, menuId: row.id as string })))
          .onConflictDoNothing();
      }
    },
  },
};
