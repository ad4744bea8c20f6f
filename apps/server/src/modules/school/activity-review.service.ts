import type { ActivityState } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { roles } from '../system/role.table.js';
import { userRoles, users } from '../system/user.table.js';
import { activities } from './activity.tables.js';

export type ReviewAction = 'pass' | 'notPass' | 'publish' | 'unpublish';

/** Where each action moves an activity from (spec section 4); anything else is `error.transitionNotAllowed`. */
export const ACTIVITY_MOVES: Record<ReviewAction, { from: readonly ActivityState[]; to: ActivityState }> = {
  pass: { from: ['pending'], to: 'passed' },
  notPass: { from: ['pending'], to: 'notPassed' },
  publish: { from: ['passed', 'unpublished'], to: 'published' },
  unpublish: { from: ['published'], to: 'unpublished' },
};

/** What a direct publisher (`pubFlag`) may also publish: its own activity, still pending review. */
const DIRECT_FROM: readonly ActivityState[] = ['pending', 'passed', 'unpublished'];

/**
 * Whether an account publishes without review: its own flag, or the flag of one of its live, enabled
 * roles. Read at the action (not kept in the session), so a flag taken away counts at once.
 */
export async function publishesDirectly(db: Db, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ pubFlag: users.pubFlag })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.deleted, false)));
  if (!user) return false;
  if (user.pubFlag) return true;
  const [role] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.pubFlag, true), eq(roles.status, 'enabled'), eq(roles.deleted, false)))
    .limit(1);
  return role !== undefined;
}

/**
 * Moves one activity by a review action, under its row's lock: of two reviewers acting at once, the
 * second finds the state the first left and is refused. `granted` are the session's permission codes.
 */
export async function moveActivity(
  db: Db,
  service: ResourceService,
  ctx: SessionContext,
  granted: ReadonlySet<string>,
  input: { id: string; action: ReviewAction; reason?: string },
): Promise<{ id: string; state: ActivityState }> {
  const { action } = input;
  return db.transaction(async (tx) => {
    const row = await service.lockRow(ctx, input.id, tx);
    const from = row.state as ActivityState;
    const move = ACTIVITY_MOVES[action];
    let direct = false;
    if (action === 'publish' && !(granted.has('school:activity:publish') && move.from.includes(from))) {
      // Not a publisher's publishing of a passed activity: a direct publisher's own, without review, or nothing.
      if (!(await publishesDirectly(tx, ctx.userId))) {
        if (!granted.has('school:activity:publish')) throw forbidden();
      } else if (row.createdBy !== ctx.userId) throw ruleBroken('school.activity.notYours');
      else direct = true;
    }
    if (!(direct ? DIRECT_FROM : move.from).includes(from)) throw ruleBroken('error.transitionNotAllowed');
    const now = new Date();
    const values: Row = { state: move.to };
    if (action === 'pass' || action === 'notPass') Object.assign(values, { reviewedBy: ctx.userId, reviewedAt: now, reason: action === 'notPass' ? input.reason : null });
    if (action === 'publish') Object.assign(values, { publishedBy: ctx.userId, publishedAt: now });
    const [after] = await tx
      .update(activities)
      .set(values)
      .where(and(eq(activities.kigId, row.kigId as string), eq(activities.id, row.id as string)))
      .returning();
    await service.changed(tx, [{ before: row, after: after as Row }]);
    await recordAudit(tx, {
      ...auditActor(ctx),
      action,
      resource: 'activity',
      resourceId: row.id as string,
      result: 'ok',
      detail: { from, to: move.to, ...(direct ? { direct: true } : {}), ...(input.reason ? { reason: input.reason } : {}) },
    });
    return { id: row.id as string, state: move.to };
  });
}
