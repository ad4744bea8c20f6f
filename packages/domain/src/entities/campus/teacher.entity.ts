import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const TEACHER_STATUSES = ['onDuty', 'resigned'] as const;

/** Teachers: on duty or resigned (with the date); the phone is unique within the kindergarten. */
export const teacherEntity = defineEntity({
  name: 'teacher',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:teacher',
  labelField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  status: {
    field: 'status',
    transitions: { resign: { from: ['onDuty'], to: 'resigned' }, reinstate: { from: ['resigned'], to: 'onDuty' } },
    pickable: ['onDuty'],
  },
  actions: { import: true },
  fields: {
    name: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    kigId: kigField,
    phone: { kind: 'text', max: 20, required: true, format: 'phone', unique: 'scope', filter: 'like' },
    positionId: { kind: 'ref', entity: 'position', filter: 'eq' },
    rank: { kind: 'text', max: 32 },
    cardNo: { kind: 'text', max: 32, format: 'code', unique: 'scope', filter: 'like' },
    facePhoto: { kind: 'image', upload: 'face', list: true },
    status: { kind: 'enum', values: TEACHER_STATUSES, required: true, default: 'onDuty', filter: 'eq', form: false },
    resignDate: { kind: 'date', form: false },
  },
});
