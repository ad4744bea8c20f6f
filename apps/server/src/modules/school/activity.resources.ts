import { activityApplicationEntity, activityEntity } from '@kg/domain';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { activities, activityApplications } from './activity.tables.js';
import { audienceValues } from './audience.js';

/** Review fields emptied when an edit sends an activity back to review. */
const BACK_TO_REVIEW = { state: 'pending', reason: null, reviewedBy: null, reviewedAt: null, publishedBy: null, publishedAt: null } as const;

/**
 * The audience names its grades or classes (and only them); the window closes on or after it opens. A
 * published activity is not edited or deleted (families read it and applied under it: unpublish first);
 * an edit of a reviewed one (passed, not passed, unpublished) returns it to review, so that nothing
 * reaches families unreviewed.
 */
export const activityResource: ResourceOptions = {
  entity: activityEntity,
  table: activities,
  hooks: {
    async beforeSave(_tx, _ctx, input, existing) {
      if (existing?.state === 'published') throw ruleBroken('school.activity.publishedLocked');
      const value = (name: string) => (name in input ? input[name] : existing?.[name]);
      const values: Row = audienceValues({ audience: value('audience'), gradeIds: value('gradeIds'), classIds: value('classIds') });
      if (String(value('endDate')) < String(value('beginDate'))) throw badRequest([{ field: 'endDate', message: 'validation.date.endBeforeBegin' }]);
      if (existing && existing.state !== 'pending') Object.assign(values, BACK_TO_REVIEW);
      return { values };
    },
    async beforeDelete(_tx, _ctx, row) {
      if (row.state === 'published') throw ruleBroken('school.activity.publishedLocked');
    },
  },
};

export const activityApplicationResource: ResourceOptions = { entity: activityApplicationEntity, table: activityApplications };
