import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const classroomEntity = defineEntity({
  name: 'classroom',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:classroom',
  labelField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 32, required: true, filter: 'like', sort: true, unique: 'scope' },
    kigId: kigField,
    location: { kind: 'text', max: 64 },
    capacity: { kind: 'int', min: 1, max: 200 },
  },
});
