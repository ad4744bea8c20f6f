import type { KigGroupHistoryQuery, KigGroupKig, KigGroupListQuery, KigGroupMembership, KigGroupMove, KigGroupMoved, KigGroupRow } from '@kg/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound, ruleBroken } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { inSubtree, kindergartenReach, subtreeIds } from '../../platform/tenancy/reach.js';
import { users } from '../system/user.table.js';
import { kigGroupMemberships as m } from './kig-group.table.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const live = eq(organisations.deleted, false);
const current = and(isNull(m.toAt), eq(m.deleted, false));

/** The live groups of the session's subtree (by a part of their name), each with its agent and its live kindergartens now. */
export async function groupList(db: Db, ctx: SessionContext, q: KigGroupListQuery): Promise<KigGroupRow[]> {
  const agent = alias(organisations, 'agent');
  const kig = alias(organisations, 'kig');
  const where: SQL[] = [eq(organisations.kind, 'group'), live, inSubtree(ctx)];
  if (q.name) where.push(ilike(organisations.name, `%${escapeLike(q.name)}%`));
  const kigs = db
    .select({ parentId: kig.parentId, n: count().as('kig_n') })
    .from(kig)
    .where(and(eq(kig.kind, 'kindergarten'), eq(kig.deleted, false)))
    .groupBy(kig.parentId)
    .as('kigs');
  const rows = await db
    .select({ id: organisations.id, code: organisations.code, name: organisations.name, areaCode: organisations.areaCode, agentName: agent.name, n: kigs.n })
    .from(organisations)
    .leftJoin(agent, eq(agent.id, organisations.agentId))
    .leftJoin(kigs, eq(kigs.parentId, organisations.id))
    .where(and(...where))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code as string,
    name: r.name as string,
    areaCode: (r.areaCode as string | null) ?? null,
    agentName: r.agentName ?? null,
    kigCount: Number(r.n ?? 0),
  }));
}

/** A live group of the session's subtree; another's (or none) answers as an id that names nothing. */
async function groupOf(db: Db, ctx: SessionContext, groupId: string) {
  const [group] = await db
    .select({ id: organisations.id, path: organisations.path, agentId: organisations.agentId })
    .from(organisations)
    .where(and(eq(organisations.id, groupId), eq(organisations.kind, 'group'), live, inSubtree(ctx)))
    .limit(1);
  return group;
}

/** The current memberships' start of these kindergartens (each read on its own shard's rows by `kig_id`). */
async function sinceOf(db: Db, kigIds: string[]): Promise<Map<string, Date>> {
  if (kigIds.length === 0) return new Map();
  const rows = await db
    .select({ kigId: m.kigId, fromAt: m.fromAt })
    .from(m)
    .where(and(inArray(m.kigId, kigIds), current));
  return new Map(rows.map((r) => [r.kigId, r.fromAt]));
}

/** A group's kindergartens now; without a group, the kindergartens of the session's reach in none. */
export async function groupKigs(db: Db, ctx: SessionContext, groupId: string | undefined): Promise<KigGroupKig[]> {
  const where: SQL[] = [eq(organisations.kind, 'kindergarten'), live, inArray(organisations.id, kindergartenReach(ctx))];
  if (groupId) {
    if (!(await groupOf(db, ctx, groupId))) throw notFound();
    where.push(eq(organisations.parentId, groupId));
  } else {
    // A kindergarten in no group: its parent is an agent or the platform.
    const above = alias(organisations, 'above');
    where.push(inArray(organisations.parentId, db.select({ id: above.id }).from(above).where(ne(above.kind, 'group'))));
  }
  const rows = await db
    .select({ id: organisations.id, code: organisations.code, name: organisations.name, areaCode: organisations.areaCode, parentId: organisations.parentId })
    .from(organisations)
    .where(and(...where))
    .orderBy(asc(organisations.name), asc(organisations.id));
  const since = await sinceOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code as string,
    name: r.name as string,
    areaCode: (r.areaCode as string | null) ?? null,
    groupId: groupId ?? null,
    since: since.get(r.id)?.toISOString() ?? null,
  }));
}

/** Two moves of one kindergarten racing: the unique index of current memberships lets one in; the other is a 409. */
async function asConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const text = `${(error as { code?: string }).code ?? ''} ${String((error as { cause?: { code?: string } }).cause?.code ?? '')} ${String(error)}`;
    if (text.includes('23505') || text.includes('kig_group_memberships_current_key')) throw conflict();
    throw error;
  }
}

/**
 * Moves a kindergarten of the session's reach to a group of its subtree, or out of any group (under
 * its agent). The tree changes (`parent_id`, `path`): the old group's sessions no longer reach the
 * kindergarten from their next request, the new group's do (every reach is read from the tree, and
 * the access cache is emptied by any change of organisations). Its current membership is ended and
 * kept with who moved it out (one recorded from the tree when none was), the new one begun, the move
 * audited. A group of another agent is refused: a kindergarten changes group within its agent.
 * The same group again is no change.
 */
export async function moveKig(db: Db, ctx: SessionContext, input: KigGroupMove): Promise<KigGroupMoved> {
  const parent = alias(organisations, 'parent');
  const [kig] = await db
    .select({
      id: organisations.id,
      agentId: organisations.agentId,
      createdAt: organisations.createdAt,
      parentId: organisations.parentId,
      parentKind: parent.kind,
    })
    .from(organisations)
    .innerJoin(parent, eq(parent.id, organisations.parentId))
    .where(and(eq(organisations.id, input.kigId), eq(organisations.kind, 'kindergarten'), live, inArray(organisations.id, kindergartenReach(ctx))))
    .limit(1);
  if (!kig) throw notFound();
  const previousId = kig.parentKind === 'group' ? kig.parentId : null;
  let target: { id: string; path: string; agentId: string | null } | undefined;
  if (input.groupId) {
    target = await groupOf(db, ctx, input.groupId);
    if (!target) throw badRequest([{ field: 'groupId', message: 'validation.invalidOption' }]);
    if (kig.agentId && target.agentId !== kig.agentId) throw ruleBroken('kigGroup.otherAgent');
  } else {
    if (!kig.agentId) throw ruleBroken('kigGroup.noAgent');
    const [agent] = await db
      .select({ id: organisations.id, path: organisations.path, agentId: organisations.agentId })
      .from(organisations)
      .where(and(eq(organisations.id, kig.agentId), live))
      .limit(1);
    if (!agent) throw ruleBroken('kigGroup.noAgent');
    target = { ...agent, agentId: agent.id };
  }
  if ((input.groupId ?? null) === previousId) return { kigId: kig.id, groupId: previousId, previousId };
  const newParent = target;
  return asConflict(() =>
    db.transaction(async (tx) => {
      const at = new Date();
      await tx
        .update(organisations)
        .set({ parentId: newParent.id, path: `${newParent.path}${kig.id}/`, agentId: newParent.agentId ?? kig.agentId, updatedAt: at })
        .where(eq(organisations.id, kig.id));
      // Named by its kindergarten: one shard on Citus.
      const [before] = await tx
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.kigId, kig.id), current))
        .limit(1)
        .for('update');
      if (before) {
        await tx
          .update(m)
          .set({ toAt: at, endedBy: ctx.userId, updatedAt: at })
          .where(and(eq(m.kigId, kig.id), eq(m.id, before.id)));
      } else if (previousId) {
        // The membership it had from the tree before any move: kept from its opening to now.
        await tx.insert(m).values({ kigId: kig.id, groupId: previousId, fromAt: kig.createdAt, toAt: at, endedBy: ctx.userId });
      }
      if (input.groupId) await tx.insert(m).values({ kigId: kig.id, groupId: input.groupId, fromAt: at, createdBy: ctx.userId });
      await recordAudit(tx, {
        ...auditActor(ctx),
        action: input.groupId ? 'assign' : 'unlink',
        resource: 'kigGroup',
        resourceId: kig.id,
        result: 'ok',
        detail: { from: previousId, to: input.groupId },
      });
      return { kigId: kig.id, groupId: input.groupId, previousId };
    }),
  );
}

/** The memberships of the session's kindergartens in its groups (of one kindergarten, of one group, or both), newest first; another's read as none. */
export async function groupHistory(db: Db, ctx: SessionContext, q: KigGroupHistoryQuery): Promise<KigGroupMembership[]> {
  // Both ends within reach: a group's session reads its own group's memberships of the kindergartens it has now.
  const where: SQL[] = [eq(m.deleted, false), inArray(m.kigId, kindergartenReach(ctx)), inArray(m.groupId, subtreeIds(ctx, 'group'))];
  if (q.kigId) where.push(eq(m.kigId, q.kigId));
  if (q.groupId) where.push(eq(m.groupId, q.groupId));
  const rows = await db
    .select({ id: m.id, kigId: m.kigId, groupId: m.groupId, fromAt: m.fromAt, toAt: m.toAt, createdBy: m.createdBy, endedBy: m.endedBy })
    .from(m)
    .where(and(...where))
    .orderBy(desc(m.fromAt), desc(m.id))
    .limit(1000);
  const orgIds = [...new Set(rows.flatMap((r) => [r.kigId, r.groupId]))];
  const userIds = [...new Set(rows.flatMap((r) => [r.createdBy, r.endedBy]).filter((u): u is string => !!u))];
  const orgNames = new Map(
    orgIds.length
      ? (await db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(inArray(organisations.id, orgIds))).map((o) => [o.id, o.name as string])
      : [],
  );
  const userNames = new Map(
    userIds.length
      ? (await db.select({ id: users.id, name: users.nickName }).from(users).where(inArray(users.id, userIds))).map((u) => [u.id, (u.name as string | null) ?? ''])
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    kigId: r.kigId,
    kigName: orgNames.get(r.kigId) ?? '',
    groupId: r.groupId,
    groupName: orgNames.get(r.groupId) ?? '',
    fromAt: r.fromAt.toISOString(),
    toAt: r.toAt ? r.toAt.toISOString() : null,
    movedInBy: r.createdBy ? (userNames.get(r.createdBy) ?? null) : null,
    movedOutBy: r.endedBy ? (userNames.get(r.endedBy) ?? null) : null,
  }));
}
