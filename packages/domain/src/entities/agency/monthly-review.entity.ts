import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** Spec section 4, "Agent confirmation". */
export const MONTHLY_REVIEW_STATES = ['toConfirm', 'confirmed'] as const;

/**
 * The monthly online review (issue 16): a kindergarten's month of memberships sold (count and amount, read
 * from the memberships), confirmed by its agent once the month is over; a confirmed month is closed (its
 * figures are no longer refreshed), the statement of issue 17 starts from it.
 */
export const monthlyReviewEntity = defineEntity({
  name: 'monthlyReview',
  area: 'agency',
  scope: 'kindergarten',
  permission: 'agency:monthlyReview',
  labelField: 'month',
  defaultSort: { field: 'month', order: 'desc' },
  fields: {
    kigId: kigField,
    month: { kind: 'text', max: 7, required: true, unique: 'scope', filter: 'eq', sort: true, width: 100 },
    soldCount: { kind: 'int', min: 0, required: true, default: 0, width: 100 },
    soldAmount: { kind: 'money', required: true, default: 0, sort: true, width: 120 },
    state: { kind: 'enum', values: MONTHLY_REVIEW_STATES, required: true, default: 'toConfirm', filter: 'eq', form: false, width: 110 },
    confirmedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    confirmedAt: { kind: 'datetime', form: false, list: 'more' },
  },
  status: { field: 'state', transitions: { confirm: { from: ['toConfirm'], to: 'confirmed' } } },
  actions: { create: false, update: false, delete: false, export: true },
});
