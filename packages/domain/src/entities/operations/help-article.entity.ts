import { defineEntity } from '../../entity/define.js';

/** What a help article is about (the reader's list groups and filters by it). */
export const HELP_CATEGORIES = ['gettingStarted', 'account', 'campus', 'health', 'attendance', 'devices', 'other'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_TITLE_MAX = 80;
export const HELP_BODY_MAX = 20000;

/**
 * User help (issue 18): an article operations write in the three languages (the title side by side, a
 * body in each language with the rich editor), with its category and order; once published it is listed
 * to every signed-in user of every system in the reader's language (`POST /sys/help/list`, searchable,
 * the header's help), and read in full (`GET /sys/help/get`).
 */
export const helpArticleEntity = defineEntity({
  name: 'helpArticle',
  area: 'operations',
  scope: 'platform',
  permission: 'operations:helpArticle',
  labelField: 'title',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    title: { kind: 'i18nText', max: HELP_TITLE_MAX, required: true, width: 260 },
    category: { kind: 'enum', values: HELP_CATEGORIES, required: true, default: 'gettingStarted', filter: 'eq', width: 120 },
    bodyZhCN: { kind: 'richText', max: HELP_BODY_MAX, required: true, list: false },
    bodyZhTW: { kind: 'richText', max: HELP_BODY_MAX, required: true, list: false },
    bodyEn: { kind: 'richText', max: HELP_BODY_MAX, required: true, list: false },
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
    published: { kind: 'flag', required: true, default: false, filter: 'eq', width: 90 },
  },
});
