import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

/** A child's bracelet, by its MAC address (unique everywhere: one device, one child). */
export const braceletEntity = defineEntity({
  name: 'bracelet',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:bracelet',
  labelField: 'mac',
  defaultSort: { field: 'mac', order: 'asc' },
  fields: {
    mac: { kind: 'text', max: 17, required: true, format: 'mac', unique: true, filter: 'like', sort: true },
    kigId: kigField,
    studentId: { kind: 'ref', entity: 'student', filter: 'eq' },
  },
});
