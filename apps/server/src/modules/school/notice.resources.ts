import { NOTICE_TYPE_FIELD, newsEntity, noticeEntity } from '@kg/domain';
import { badRequest } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import type { SessionContext } from '../../platform/context.js';
import { audienceValues } from './audience.js';
import { news, notices } from './notice.tables.js';

/**
 * The columns a transition sets besides the state: who published and when (a publication again after a
 * withdrawal replaces them and clears the withdrawal), or who took it down and when.
 */
function stamped(ctx: SessionContext, published: boolean, down: 'withdrawn' | 'unpublished'): Row {
  const now = new Date();
  return published ? { publishedAt: now, publishedBy: ctx.userId, [`${down}At`]: null, [`${down}By`]: null } : { [`${down}At`]: now, [`${down}By`]: ctx.userId };
}

/**
 * A notice says its content (ordinary) or names its address (link), never both; its audience is the
 * whole school, or the grades or classes it names (each of its own kindergarten: the generic save's check).
 */
export const noticeResource: ResourceOptions = {
  entity: noticeEntity,
  table: notices,
  hooks: {
    async beforeSave(_tx, _ctx, input) {
      const type = input.noticeType === 'link' ? 'link' : 'ordinary';
      const needed = NOTICE_TYPE_FIELD[type];
      if (input[needed] === null || input[needed] === undefined || input[needed] === '') throw badRequest([{ field: needed, message: 'validation.required' }]);
      const other = type === 'link' ? 'content' : 'link';
      return { values: { ...audienceValues(input), [other]: null } };
    },
    async beforeTransition(_tx, ctx, _row, action) {
      return stamped(ctx, action === 'publish', 'withdrawn');
    },
  },
};

export const newsResource: ResourceOptions = {
  entity: newsEntity,
  table: news,
  hooks: {
    async beforeTransition(_tx, ctx, _row, action) {
      return stamped(ctx, action === 'publish', 'unpublished');
    },
  },
};
