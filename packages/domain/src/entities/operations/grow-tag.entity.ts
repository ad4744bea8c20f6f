import { defineEntity } from '../../entity/define.js';

/** The age groups a grow tag is offered to (a kindergarten's small, middle and large classes, or all). */
export const GROW_TAG_AGE_GROUPS = ['all', 'small', 'middle', 'large'] as const;

/**
 * A grow tag (issue 18): a word teachers attach to a child's growth record ("shares", "ties shoelaces"),
 * kept by operations for the whole platform by age group; one name once within an age group.
 */
export const growTagEntity = defineEntity({
  name: 'growTag',
  area: 'operations',
  scope: 'platform',
  permission: 'operations:growTag',
  labelField: 'tagName',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    tagName: { kind: 'text', max: 20, required: true, filter: 'like', sort: true, width: 180 },
    ageGroup: { kind: 'enum', values: GROW_TAG_AGE_GROUPS, required: true, default: 'all', filter: 'eq', width: 120 },
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
    remark: { kind: 'text', max: 100, list: 'more' },
  },
});
