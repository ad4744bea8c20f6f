import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const visitorEntity = defineEntity({
  name: 'visitor',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:visitor',
  labelField: 'name',
  defaultSort: { field: 'visitTime', order: 'desc' },
  fields: {
    name: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    kigId: kigField,
    phone: { kind: 'text', max: 20, required: true, format: 'phone', filter: 'like' },
    reason: { kind: 'text', max: 100, required: true },
    visitTime: { kind: 'datetime', required: true, filter: 'range', sort: true },
    hostTeacherId: { kind: 'ref', entity: 'teacher', filter: 'eq' },
  },
});
