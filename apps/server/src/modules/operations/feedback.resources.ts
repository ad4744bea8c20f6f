import { feedbackEntity } from '@kg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { subtreeIds } from '../../platform/tenancy/reach.js';
import { feedbacks } from './feedback.table.js';

/**
 * What a session sees: operations (the platform) every kindergarten's feedback, its families' too; a
 * kindergarten (or a group) only the feedback its own staff filed, never its families' (theirs is between
 * the family and the platform: such an id answers like a random one).
 */
export function feedbackVisible(ctx: SessionContext) {
  const reach = inArray(feedbacks.kigId, subtreeIds(ctx, 'kindergarten'));
  return ctx.orgKind === 'platform' ? reach : and(reach, eq(feedbacks.source, 'kindergarten'))!;
}

/**
 * A kindergarten files its feedback through the generic create (the server stamps its source, time and
 * state); operations answer it by their own call and close it only once answered.
 */
export const feedbackResource: ResourceOptions = {
  entity: feedbackEntity,
  table: feedbacks,
  scope: { where: feedbackVisible },
  hooks: {
    async beforeSave(_tx, _ctx, _input, existing) {
      if (existing) return;
      return { values: { source: 'kindergarten', filedAt: new Date(), state: 'open' } };
    },
    async beforeTransition(_tx, _ctx, row, action) {
      if (action !== 'close') return;
      if (row.state !== 'answered') throw new AppError(422, 'operations.feedback.answerFirst');
      return { closedAt: new Date() };
    },
  },
};
