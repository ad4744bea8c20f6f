import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** Vision on the five-point chart (4.0 to 5.3), in tenths as it travels: 5.0 is 50. */
const eye = { kind: 'int', min: 30, max: 53, scale: 1, required: true, width: 90 } as const;

/** An eye test: both eyes of a child on a day. */
export const eyeTestEntity = defineEntity({
  name: 'eyeTest',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:eye',
  labelField: 'testDate',
  defaultSort: { field: 'testDate', order: 'desc' },
  fields: {
    kigId: kigField,
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq' },
    testDate: { kind: 'date', required: true, filter: 'range', sort: true },
    leftEye: eye,
    rightEye: eye,
    examiner: { kind: 'text', max: 32, format: 'personName' },
    note: { kind: 'textarea', max: 200 },
  },
});
