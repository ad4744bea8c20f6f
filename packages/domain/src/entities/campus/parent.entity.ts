import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

/**
 * A parent or guardian; one person (one phone) may have several children in the kindergarten. Which
 * children, and how related to each, is the `parentStudent` link (parent-student.link.ts).
 */
export const parentEntity = defineEntity({
  name: 'parent',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:parent',
  labelField: 'name',
  pickerDetail: 'phone',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    kigId: kigField,
    phone: { kind: 'text', max: 20, required: true, format: 'phone', unique: 'scope', filter: 'like' },
  },
});
