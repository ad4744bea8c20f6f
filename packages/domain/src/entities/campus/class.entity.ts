import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const classEntity = defineEntity({
  name: 'class',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:class',
  labelField: 'className',
  defaultSort: { field: 'sort', order: 'asc' },
  // The class filter of the attendance report, the class chosen to move a child to or admit one into, and a timetable's class.
  pickedBy: ['attendance:report:view', 'campus:student:changeClass', 'campus:enrollment:admit', 'school:timetable:view'],
  fields: {
    className: { kind: 'text', max: 20, required: true, filter: 'like', sort: true, unique: 'scope' },
    kigId: kigField,
    gradeId: { kind: 'ref', entity: 'grade', required: true, filter: 'eq' },
    headTeacherId: { kind: 'ref', entity: 'teacher' },
    classroomId: { kind: 'ref', entity: 'classroom' },
    sort: { kind: 'int', min: 0, max: 999, required: true, default: 0, sort: true, width: 80 },
  },
});
