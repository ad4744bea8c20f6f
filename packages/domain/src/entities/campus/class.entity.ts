import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const classEntity = defineEntity({
  name: 'class',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:class',
  labelField: 'className',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    className: { kind: 'text', max: 20, required: true, filter: 'like', sort: true, unique: 'scope' },
    kigId: kigField,
    gradeId: { kind: 'ref', entity: 'grade', required: true, filter: 'eq' },
    headTeacherId: { kind: 'ref', entity: 'teacher' },
    classroomId: { kind: 'ref', entity: 'classroom' },
    sort: { kind: 'int', min: 0, max: 999, required: true, default: 0, sort: true, width: 80 },
  },
});
