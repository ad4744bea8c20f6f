import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** A letter's life: a family writes it (unread), the principal opens it (read), answers (answered), closes it. */
export const LETTER_STATES = ['unread', 'read', 'answered', 'closed'] as const;
export type LetterState = (typeof LETTER_STATES)[number];

export const LETTER_SUBJECT_MAX = 40;
export const LETTER_CONTENT_MAX = 1000;
export const LETTER_REPLY_MAX = 500;

/**
 * The principal's mailbox (issue 15): a letter from a family (written through the parents' app) to one of
 * its children's kindergartens, optionally about one child. Opened, answered and closed through its own
 * calls (a letter closes only once answered, and its reply is read back by the family); the generic ones
 * list and export it.
 */
export const mailboxLetterEntity = defineEntity({
  name: 'mailboxLetter',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:mailbox',
  labelField: 'subject',
  defaultSort: { field: 'sentAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  // Offered from every open state so that closing an unanswered letter says why it may not (the server's hook).
  status: { field: 'state', transitions: { close: { from: ['unread', 'read', 'answered'], to: 'closed' } } },
  fields: {
    kigId: { ...kigField, form: false },
    parentId: { kind: 'ref', entity: 'parent', required: true, filter: 'eq', form: false },
    studentId: { kind: 'ref', entity: 'student', filter: 'eq', form: false },
    subject: { kind: 'text', max: LETTER_SUBJECT_MAX, required: true, filter: 'like', form: false },
    content: { kind: 'textarea', max: LETTER_CONTENT_MAX, required: true, form: false, list: false },
    sentAt: { kind: 'datetime', required: true, filter: 'range', sort: true, form: false, width: 170 },
    state: { kind: 'enum', values: LETTER_STATES, required: true, default: 'unread', filter: 'eq', form: false, width: 100 },
    reply: { kind: 'textarea', max: LETTER_REPLY_MAX, form: false, list: 'more' },
    repliedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    repliedAt: { kind: 'datetime', form: false, list: 'more' },
    closedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    closedAt: { kind: 'datetime', form: false, list: 'more' },
  },
});
