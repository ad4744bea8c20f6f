import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const ENROLLMENT_STATUSES = ['pending', 'following', 'preAdmitted', 'admitted', 'invalid'] as const;

/**
 * Prospective children (spec section 4: pending -> following -> pre-admitted -> admitted / invalid).
 * Admitting needs a class and creates the student, so it is a call of its own, not a plain transition.
 */
export const enrollmentEntity = defineEntity({
  name: 'enrollment',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:enrollment',
  labelField: 'childName',
  status: {
    field: 'status',
    transitions: {
      follow: { from: ['pending'], to: 'following' },
      preAdmit: { from: ['pending', 'following'], to: 'preAdmitted' },
      invalidate: { from: ['pending', 'following', 'preAdmitted'], to: 'invalid' },
      reopen: { from: ['invalid'], to: 'pending' },
    },
  },
  fields: {
    childName: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    kigId: kigField,
    birthDate: { kind: 'date', required: true, plausible: 'childBirth' },
    gender: { kind: 'enum', values: ['male', 'female'] },
    parentName: { kind: 'text', max: 32, required: true, format: 'personName' },
    parentPhone: { kind: 'text', max: 20, required: true, format: 'phone', filter: 'like' },
    gradeId: { kind: 'ref', entity: 'grade', filter: 'eq' },
    note: { kind: 'textarea', max: 500 },
    status: { kind: 'enum', values: ENROLLMENT_STATUSES, required: true, default: 'pending', filter: 'eq', form: false },
    studentId: { kind: 'ref', entity: 'student', form: false, list: false },
  },
});
