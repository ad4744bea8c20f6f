import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const STUDENT_STATUSES = ['studying', 'graduated', 'left'] as const;

/** Children. Graduation and class changes are year moves with their own calls, not edits. */
export const studentEntity = defineEntity({
  name: 'student',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:student',
  labelField: 'name',
  pickerDetail: 'studentNumber',
  pickedBy: ['campus:consent:record'],
  defaultSort: { field: 'studentNumber', order: 'asc' },
  status: { field: 'status', transitions: { leave: { from: ['studying'], to: 'left' }, return: { from: ['left'], to: 'studying' } }, pickable: ['studying'] },
  actions: { import: true },
  fields: {
    name: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    kigId: kigField,
    studentNumber: { kind: 'text', max: 32, required: true, format: 'code', unique: 'scope', filter: 'like', sort: true },
    classId: { kind: 'ref', entity: 'class', required: true, filter: 'eq', form: 'create' },
    cardNo: { kind: 'text', max: 32, format: 'code', unique: 'scope', filter: 'like', list: false },
    gender: { kind: 'enum', values: ['male', 'female'], filter: 'eq' },
    birthDate: { kind: 'date', required: true, sort: true, plausible: 'childBirth' },
    enrolDate: { kind: 'date', required: true, sort: true },
    facePhoto: { kind: 'image', upload: 'face', list: true },
    serviceEndDate: { kind: 'date', sort: true },
    status: { kind: 'enum', values: STUDENT_STATUSES, required: true, default: 'studying', filter: 'eq', form: false },
    graduatedDate: { kind: 'date', form: false, list: false },
  },
});
