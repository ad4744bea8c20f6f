import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

export const NEWS_STATES = ['draft', 'published', 'unpublished'] as const;

/**
 * A piece of the kindergarten's news (spec section 3: title, content; section 5: title at most 40):
 * formatted text with pictures, published to the kindergarten's page for families and taken down
 * again (who and when kept); an unpublished piece may be published again.
 */
export const newsEntity = defineEntity({
  name: 'news',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:news',
  labelField: 'title',
  defaultSort: { field: 'publishedAt', order: 'desc' },
  fields: {
    title: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    kigId: kigField,
    content: { kind: 'richText', max: 50_000, required: true },
    state: { kind: 'enum', values: NEWS_STATES, required: true, default: 'draft', filter: 'eq', form: false, width: 100 },
    publishedAt: { kind: 'datetime', form: false, sort: true },
    publishedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    unpublishedAt: { kind: 'datetime', form: false, list: 'more' },
    unpublishedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
  },
  status: {
    field: 'state',
    transitions: {
      publish: { from: ['draft', 'unpublished'], to: 'published' },
      unpublish: { from: ['published'], to: 'unpublished' },
    },
  },
});
