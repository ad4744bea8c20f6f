import { type KigOpeningState, type Locale, translate } from '@kg/domain';
import { eq, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { createTerminalAccount } from '../device/terminal-account.service.js';
import { createBuiltInRole } from '../system/built-in-role.js';
import { childOrgValues } from '../system/organization.resource.js';
import { userRoles, users } from '../system/user.table.js';
import { assertOpeningNamesFree, openingConflict } from './opening-uniqueness.js';

export type OpeningAction = 'approve' | 'reject' | 'refile';

/** Where each audit call moves a request from (spec section 4); anything else is `error.transitionNotAllowed`. */
export const OPENING_MOVES: Record<OpeningAction, { from: KigOpeningState; to: KigOpeningState }> = {
  approve: { from: 'pending', to: 'approved' },
  reject: { from: 'pending', to: 'rejected' },
  refile: { from: 'rejected', to: 'pending' },
};

// One approval at a time across servers: the platform-wide names it takes are checked and taken under it.
const APPROVAL_LOCK = 0x6b69_6730;

/**
 * The kindergarten an approved request opens, in the caller's transaction: under the agent's group (if
 * any) or the agent, on its parent's shard; its built-in principal's role with every kindergarten menu;
 * its administrator, who must change the initial password at the first sign-in; its machines' terminal
 * account. Every row is audited.
 */
async function openKindergarten(tx: Db, ctx: SessionContext, request: Row, locale: Locale): Promise<string> {
  const [parent] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.id, (request.groupId ?? request.agentId) as string))
    .limit(1);
  if (!parent || parent.deleted) throw ruleBroken('error.transitionNotAllowed');
  const org = childOrgValues(parent);
  await tx.insert(organisations).values({
    ...org,
    parentId: parent.id,
    kind: 'kindergarten',
    code: request.kigCode as string,
    name: request.kigName as string,
    category: request.kigType as string,
    areaCode: request.areaCode as string,
    address: request.address as string,
    contactName: request.contactName as string,
    contactPhone: request.contactPhone as string,
    // The kindergarten's record (issue 16): what the request says of it beyond the tree.
    agentId: request.agentId as string,
    checkedFlag: 'approved',
    openDate: request.kigOpenDate as string,
    website: (request.website as string | null) ?? null,
    systemType: request.systemType as string,
    status: 'enabled',
    sort: 0,
    createdBy: ctx.userId,
  });
  const roleId = await createBuiltInRole(tx, { orgId: org.id, appType: 3, name: translate(locale, 'agency.opening.builtInRole'), createdBy: ctx.userId });
  const [admin] = await tx
    .insert(users)
    .values({
      orgId: org.id,
      userName: request.adminUserName as string,
      nickName: request.contactName as string,
      phone: request.contactPhone as string,
      passwordHash: request.adminPassword as string,
      mustChangePassword: true,
      appType: 3,
      status: 'enabled',
      createdBy: ctx.userId,
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: admin!.id, roleId });
  const terminalId = await createTerminalAccount(tx, {
    kigId: org.id,
    loginName: request.terminalLoginName as string,
    passwordHash: request.terminalPassword as string,
    createdBy: ctx.userId,
  });
  const actor = { ...auditActor(ctx), result: 'ok' as const };
  await recordAudit(tx, { ...actor, action: 'create', resource: 'organization', resourceId: org.id, detail: { code: request.kigCode, opening: request.id } });
  await recordAudit(tx, { ...actor, action: 'create', resource: 'role', resourceId: roleId, detail: { orgId: org.id, builtIn: true } });
  await recordAudit(tx, { ...actor, action: 'create', resource: 'user', resourceId: admin!.id, detail: { userName: request.adminUserName, orgId: org.id } });
  await recordAudit(tx, { ...actor, action: 'create', resource: 'terminalAccount', resourceId: terminalId, detail: { loginName: request.terminalLoginName, orgId: org.id } });
  return org.id;
}

/**
 * Moves one request by an audit call, under its row's lock: of two auditors acting at once, the second
 * finds the state the first left and is refused. Approval opens the kindergarten in the same
 * transaction, under a lock of its own and with the names checked again: if any step fails, nothing is
 * created and the request stays pending, the answer saying why (a name taken meanwhile: 409 on its field).
 */
export async function moveOpening(
  db: Db,
  service: ResourceService,
  ctx: SessionContext,
  input: { id: string; action: OpeningAction; reason?: string },
  locale: Locale,
): Promise<{ id: string; checkedFlag: KigOpeningState; kigId: string | null }> {
  const move = OPENING_MOVES[input.action];
  try {
    return await db.transaction(async (tx) => {
      if (input.action === 'approve') await tx.execute(sql`select pg_advisory_xact_lock(${APPROVAL_LOCK})`);
      const row = await service.lockRow(ctx, input.id, tx);
      if (row.checkedFlag !== move.from) throw ruleBroken('error.transitionNotAllowed');
      const values: Row = { checkedFlag: move.to };
      if (input.action === 'approve') {
        await assertOpeningNamesFree(tx, row);
        Object.assign(values, { openedKigId: await openKindergarten(tx, ctx, row, locale), reason: null, checkedBy: ctx.userId, checkedAt: new Date() });
      }
      if (input.action === 'reject') Object.assign(values, { reason: input.reason, checkedBy: ctx.userId, checkedAt: new Date() });
      const after = await service.updateAtVersion(tx, row.id as string, (row.updatedAt as Date).toISOString(), values);
      await service.changed(tx, [{ before: row, after }]);
      await recordAudit(tx, {
        ...auditActor(ctx),
        action: input.action,
        resource: 'kigOpening',
        resourceId: row.id as string,
        result: 'ok',
        detail: { from: move.from, to: move.to, ...(input.reason ? { reason: input.reason } : {}), ...(values.openedKigId ? { kigId: values.openedKigId } : {}) },
      });
      return { id: row.id as string, checkedFlag: move.to, kigId: (after.openedKigId as string | null) ?? null };
    });
  } catch (error) {
    throw openingConflict(error) ?? error;
  }
}
