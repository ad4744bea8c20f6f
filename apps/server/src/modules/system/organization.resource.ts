import { CHILD_KINDS, organizationEntity, type OrgKind } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import type { IdentityPort } from '../../platform/access-ports.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { inSubtree } from '../../platform/tenancy/reach.js';
import { users } from './user.table.js';

async function orgById(tx: Db, id: string) {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row;
}

/**
 * A new organisation's place under its parent: its path in the tree, and the parent's shard and time
 * zone (a kindergarten lives where its agent's or group's kindergartens live). Used by the generic
 * save and by an approved opening request.
 */
export function childOrgValues(parent: { path: string; shardNum: string; timeZone: string }) {
  const id = newId();
  return { id, path: `${parent.path}${id}/`, shardNum: parent.shardNum, timeZone: parent.timeZone };
}

/** Organisations; ending sessions is the identity's, given by the server. */
export const organizationResource = (identity: IdentityPort): ResourceOptions => ({
  entity: organizationEntity,
  table: organisations,
  // An organisation sees itself and what lies below it.
  scope: { where: inSubtree },
  // Medical institutions are a public directory: any kindergarten may pick one to contract.
  pickerScope: (_ctx, filters) => (filters.kind === 'institution' ? eq(organisations.kind, 'institution') : undefined),
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      if (existing) return;
      const parentId = input.parentId as string | null;
      if (!parentId) throw badRequest([{ field: 'parentId', message: 'validation.required' }]);
      const parent = await orgById(tx, parentId);
      // A parent out of the session's reach is refused as one that does not exist: it tells nothing.
      if (!parent || parent.deleted || !parent.path.startsWith(ctx.orgPath)) throw badRequest([{ field: 'parentId', message: 'validation.invalidOption' }]);
      if (!CHILD_KINDS[parent.kind as OrgKind].includes(input.kind as OrgKind)) {
        throw badRequest([{ field: 'kind', message: 'validation.orgKindUnderParent' }]);
      }
      // The agent above (issue 16: a kindergarten's, straight or through its group): its parent, or its parent's.
      const agentId = parent.kind === 'agent' ? parent.id : parent.agentId;
      return { values: { ...childOrgValues(parent), ...(agentId ? { agentId } : {}) } };
    },
    async beforeDelete(tx, ctx, row: Row) {
      if (row.id === ctx.orgId) throw ruleBroken('error.ownOrganization');
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, row.id as string), eq(users.deleted, false)))
        .limit(1);
      if (member) throw ruleBroken('error.organizationHasUsers');
    },
    async beforeTransition(_tx, ctx, row, action) {
      if (action === 'disable' && row.id === ctx.orgId) throw ruleBroken('error.ownOrganization');
    },
    // A disabled or deleted organisation's accounts, and those of every organisation below it, are
    // signed out for good; sign-in refuses them while any organisation above them is shut.
    async afterChange(tx, _ctx, _before, after) {
      if (after.deleted !== true && after.status === 'enabled') return;
      const org = await orgById(tx, after.id as string);
      if (org) await identity.revokeOrganisation(tx, org.path);
    },
  },
});
