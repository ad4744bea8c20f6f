import { defineEntity } from '../../entity/define.js';
import { enableTransitions, statusField } from '../common.js';

/**
 * Dictionary types (roots) and their values (children), e.g. relationship -> father, mother ...
 * Screens read their option lists from it by type code.
 */
export const dictionaryEntity = defineEntity({
  name: 'dictionary',
  area: 'system',
  scope: 'platform',
  permission: 'system:dictionary',
  labelField: 'name',
  tree: { parentField: 'parentId' },
  status: { field: 'status', transitions: enableTransitions },
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    name: { kind: 'i18nText', max: 40, required: true, width: 200 },
    code: { kind: 'text', max: 64, required: true, format: 'code', filter: 'like', sort: true },
    parentId: { kind: 'ref', entity: 'dictionary', list: false, form: 'create' },
    status: statusField,
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
  },
});
