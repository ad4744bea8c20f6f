import { type AppType, APP_TYPES, sameSystem, userEntity } from '@kg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { IdentityPort } from '../../platform/access-ports.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { subtreeIds } from '../../platform/tenancy/reach.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { generatePassword } from './password-generator.js';
import { roles } from './role.table.js';
import { userRoles, users } from './user.table.js';

/** An account's system must be one its organisation's kind signs into (an agent cannot be a kindergarten user). */
export async function assertAppTypeFitsOrg(tx: Db, orgId: string, appType: AppType): Promise<void> {
  const [org] = await tx.select({ kind: organisations.kind }).from(organisations).where(eq(organisations.id, orgId));
  if (!org || APP_TYPES[appType]?.orgKind !== org.kind) {
    throw badRequest([{ field: 'appType', message: 'validation.appTypeForOrg' }]);
  }
}

/**
 * Roles given to an account must be live roles of the account's own organisation and system. A role
 * the session cannot see is refused as one that does not exist, so it tells nothing.
 */
async function assertRolesFit(tx: Db, ctx: SessionContext, roleIds: string[], orgId: string, appType: AppType): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await tx
    .select({ id: roles.id, orgId: roles.orgId, appType: roles.appType })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.deleted, false), inArray(roles.orgId, subtreeIds(ctx))));
  if (found.length !== new Set(roleIds).size) throw badRequest([{ field: 'roleIds', message: 'validation.invalidOption' }]);
  const fits = (r: (typeof found)[number]) => r.orgId === orgId && sameSystem(r.appType, appType);
  if (!found.every(fits)) {
    throw badRequest([{ field: 'roleIds', message: 'validation.roleOfOtherOrg' }]);
  }
}

function assertNotSelf(ctx: SessionContext, row: Row): void {
  if (row.id === ctx.userId) throw ruleBroken('error.ownAccount');
}

/** Accounts; ending sessions is the identity's, given by the server. */
export const userResource = (identity: IdentityPort): ResourceOptions => ({
  entity: userEntity,
  table: users,
  links: { roleIds: { table: userRoles, owner: userRoles.userId, target: userRoles.roleId } },
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      const orgId = input.orgId as string;
      const appType = input.appType as AppType;
      await assertAppTypeFitsOrg(tx, orgId, appType);
      await assertRolesFit(tx, ctx, (input.roleIds as string[] | null) ?? [], orgId, appType);
      if (existing) {
        if (existing.id === ctx.userId && existing.orgId !== orgId) throw ruleBroken('error.ownAccount');
        return;
      }
      // The administrator chose this password: its owner changes it at the first sign-in.
      const password = generatePassword();
      return { values: { passwordHash: await hashPassword(password), mustChangePassword: true, status: 'enabled' }, once: { password } };
    },
    async beforeDelete(_tx, ctx, row) {
      assertNotSelf(ctx, row);
    },
    async beforeTransition(_tx, ctx, row, action) {
      if (action === 'disable') assertNotSelf(ctx, row);
    },
    // Every path that shuts an account out (disable, delete, a move to another organisation or
    // system) ends its sessions for good: enabling it again must not revive an old token.
    async afterChange(tx, _ctx, before, after) {
      const shutOut = after.deleted === true || after.status !== 'enabled' || after.orgId !== before.orgId || after.appType !== before.appType;
      if (shutOut) await identity.revokeUser(tx, after.id as string);
    },
  },
});
