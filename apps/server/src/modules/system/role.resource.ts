import { type AppType, roleEntity } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { roleMenus } from './menu.table.js';
import { roles } from './role.table.js';
import { assertAppTypeFitsOrg } from './user.resource.js';
import { userRoles, users } from './user.table.js';

export const roleResource: ResourceOptions = {
  entity: roleEntity,
  table: roles,
  links: { menuIds: { table: roleMenus, owner: roleMenus.roleId, target: roleMenus.menuId } },
  hooks: {
    async beforeSave(tx, _ctx, input, existing) {
      await assertAppTypeFitsOrg(tx, input.orgId as string, input.appType as AppType);
      if (existing?.builtIn && (existing.orgId !== input.orgId || existing.appType !== input.appType)) {
        throw ruleBroken('error.builtInRole');
      }
      return existing ? undefined : { values: { status: 'enabled' } };
    },
    async beforeDelete(tx, _ctx, row) {
      if (row.builtIn) throw ruleBroken('error.builtInRole');
      const [holder] = await tx
        .select({ id: users.id })
        .from(userRoles)
        .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.deleted, false)))
        .where(eq(userRoles.roleId, row.id as string))
        .limit(1);
      if (holder) throw ruleBroken('error.roleInUse');
    },
  },
};
