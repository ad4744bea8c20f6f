import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** What a feedback is about. */
export const FEEDBACK_KINDS = ['suggestion', 'problem', 'complaint', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Who filed it: a kindergarten in the back office, or a family through the parents' app. */
export const FEEDBACK_SOURCES = ['kindergarten', 'family'] as const;

/** A feedback's life: filed (open), answered by operations, closed by operations (only once answered). */
export const FEEDBACK_STATES = ['open', 'answered', 'closed'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 40;
export const FEEDBACK_ANSWER_MAX = 1000;

/**
 * Feedback to the platform (issue 18): filed by a kindergarten (this declaration's create) or by a family
 * (`POST /app/v1/feedback`), kept with the kindergarten it came from. Operations see all of it, answer it
 * (`POST /operations/feedback/answer`) and close it; a kindergarten sees only its own (not its families'),
 * a family only its own, each with the answer.
 */
export const feedbackEntity = defineEntity({
  name: 'feedback',
  area: 'operations',
  scope: 'kindergarten',
  permission: 'operations:feedback',
  labelField: 'content',
  defaultSort: { field: 'filedAt', order: 'desc' },
  actions: { create: true, update: false, delete: false, export: true },
  status: { field: 'state', transitions: { close: { from: ['open', 'answered'], to: 'closed' } } },
  fields: {
    kigId: kigField,
    feedbackKind: { kind: 'enum', values: FEEDBACK_KINDS, required: true, default: 'suggestion', filter: 'eq', width: 110 },
    content: { kind: 'textarea', max: FEEDBACK_CONTENT_MAX, required: true, filter: 'like', list: true, width: 280 },
    picture: { kind: 'image', upload: 'image', list: 'more' },
    contact: { kind: 'text', max: FEEDBACK_CONTACT_MAX, required: true, width: 140 },
    source: { kind: 'enum', values: FEEDBACK_SOURCES, required: true, default: 'kindergarten', filter: 'eq', form: false, width: 100 },
    filedAt: { kind: 'datetime', required: true, filter: 'range', sort: true, form: false, width: 170 },
    state: { kind: 'enum', values: FEEDBACK_STATES, required: true, default: 'open', filter: 'eq', form: false, width: 90 },
    // Shown in the list: the filer reads the answer there.
    answer: { kind: 'textarea', max: FEEDBACK_ANSWER_MAX, form: false, list: true, width: 240 },
    answeredBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    answeredAt: { kind: 'datetime', form: false, list: 'more' },
    closedAt: { kind: 'datetime', form: false, list: 'more' },
  },
});
