import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';
import { audienceFields } from './audience.js';

/** Spec section 4: an activity's review, in order; the actions that move it are the review's own calls. */
export const ACTIVITY_STATES = ['pending', 'passed', 'notPassed', 'published', 'unpublished'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/**
 * An activity families apply for (spec sections 3 to 5). Drafted pending review; passed, not passed,
 * published and unpublished only by the review's calls (activity-review.service.ts), never by a save.
 * `appliedCount` is kept in the transaction of every application.
 */
export const activityEntity = defineEntity({
  name: 'activity',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:activity',
  labelField: 'title',
  defaultSort: { field: 'beginDate', order: 'desc' },
  fields: {
    kigId: kigField,
    title: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    sender: { kind: 'text', max: 40, required: true },
    // Who it is for (spec section 3: the whole school, grades or classes).
    ...audienceFields,
    content: { kind: 'richText', max: 20000, required: true },
    beginDate: { kind: 'date', required: true, sort: true, filter: 'range' },
    endDate: { kind: 'date', required: true, sort: true },
    contactName: { kind: 'text', max: 32, required: true, format: 'personName' },
    contactPhone: { kind: 'text', max: 20, required: true, format: 'phone' },
    cover: { kind: 'image', upload: 'image', list: 'more' },
    state: { kind: 'enum', values: ACTIVITY_STATES, required: true, default: 'pending', filter: 'eq', form: false, width: 100 },
    appliedCount: { kind: 'int', min: 0, required: true, default: 0, form: false, sort: true, width: 90 },
    reason: { kind: 'textarea', max: 200, form: false, list: 'more' },
    reviewedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    reviewedAt: { kind: 'datetime', form: false, list: 'more' },
    publishedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    publishedAt: { kind: 'datetime', form: false, list: 'more' },
  },
});
