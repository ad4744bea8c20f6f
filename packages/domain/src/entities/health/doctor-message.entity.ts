import { defineEntity } from '../../entity/define.js';

export const MESSAGE_STATES = ['open', 'answered'] as const;

/**
 * A doctor's message about an abnormal check (spec: doctorMessagesDetail): written by an expert of a
 * contracted institution, read and answered by the kindergarten. Written and answered through their
 * own calls; the generic ones list and show.
 */
export const doctorMessageEntity = defineEntity({
  name: 'doctorMessage',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:message',
  labelField: 'content',
  defaultSort: { field: 'sentAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    kigId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', form: false, width: 180 },
    checkId: { kind: 'ref', entity: 'healthCheck', required: true, filter: 'eq', form: false, list: false },
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq', form: false },
    institutionId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', form: false, width: 180 },
    authorId: { kind: 'ref', entity: 'user', required: true, form: false },
    sentAt: { kind: 'datetime', required: true, form: false, sort: true },
    content: { kind: 'textarea', max: 500, required: true, form: false, list: true },
    reply: { kind: 'textarea', max: 500, form: false, list: true },
    repliedBy: { kind: 'ref', entity: 'user', form: false, list: false },
    repliedAt: { kind: 'datetime', form: false, list: 'more' },
    state: { kind: 'enum', values: MESSAGE_STATES, required: true, default: 'open', filter: 'eq', form: false, width: 100 },
  },
});
