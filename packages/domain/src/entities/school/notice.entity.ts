import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';
import { audienceFields } from './audience.js';

export const NOTICE_TYPES = ['ordinary', 'link'] as const;
export const NOTICE_STATES = ['draft', 'published', 'withdrawn'] as const;

/**
 * A notice to families (spec section 3: title, type, content, link; section 5: title at most 40): an
 * ordinary one says its content, a link one names an http(s) address; it goes to the whole school,
 * some grades or some classes. Published and withdrawn by its own actions (who and when kept); a
 * withdrawn notice may be published again. Families mark it read (`notice_reads`), counted live.
 */
export const noticeEntity = defineEntity({
  name: 'notice',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:notice',
  labelField: 'title',
  defaultSort: { field: 'publishedAt', order: 'desc' },
  fields: {
    title: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    kigId: kigField,
    noticeType: { kind: 'enum', values: NOTICE_TYPES, required: true, default: 'ordinary', filter: 'eq', width: 90 },
    content: { kind: 'richText', max: 20_000 },
    link: { kind: 'text', max: 500, format: 'url', list: 'more' },
    ...audienceFields,
    state: { kind: 'enum', values: NOTICE_STATES, required: true, default: 'draft', filter: 'eq', form: false, width: 100 },
    readCount: { kind: 'int', required: true, default: 0, form: false, sort: true, width: 90 },
    publishedAt: { kind: 'datetime', form: false, sort: true },
    publishedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    withdrawnAt: { kind: 'datetime', form: false, list: 'more' },
    withdrawnBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
  },
  status: {
    field: 'state',
    transitions: {
      publish: { from: ['draft', 'withdrawn'], to: 'published' },
      withdraw: { from: ['published'], to: 'withdrawn' },
    },
  },
});

/** The field a notice of each type requires: its content, or its address. */
export const NOTICE_TYPE_FIELD = { ordinary: 'content', link: 'link' } as const satisfies Record<(typeof NOTICE_TYPES)[number], string>;
