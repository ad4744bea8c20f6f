import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';
import { PERSON_KINDS } from './common.js';

export const LEAVE_TYPES = ['sick', 'personal', 'other'] as const;
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/**
 * A leave request for a child or a teacher, whole days from start to end. Approved, it turns the
 * absences of those days into leave in every count.
 */
export const leaveRequestEntity = defineEntity({
  name: 'leaveRequest',
  area: 'attendance',
  scope: 'kindergarten',
  permission: 'attendance:leave',
  labelField: 'reason',
  defaultSort: { field: 'startDate', order: 'desc' },
  status: {
    field: 'status',
    transitions: {
      approve: { from: ['pending'], to: 'approved' },
      reject: { from: ['pending'], to: 'rejected' },
      cancel: { from: ['pending', 'approved'], to: 'cancelled' },
    },
  },
  fields: {
    kigId: kigField,
    personKind: { kind: 'enum', values: PERSON_KINDS, required: true, filter: 'eq', form: 'create', width: 100 },
    studentId: { kind: 'ref', entity: 'student', filter: 'eq', form: 'create' },
    teacherId: { kind: 'ref', entity: 'teacher', filter: 'eq', form: 'create' },
    leaveType: { kind: 'enum', values: LEAVE_TYPES, required: true, filter: 'eq', width: 100 },
    startDate: { kind: 'date', required: true, filter: 'range', sort: true },
    endDate: { kind: 'date', required: true, sort: true },
    reason: { kind: 'textarea', max: 200, required: true, list: true },
    status: { kind: 'enum', values: LEAVE_STATUSES, required: true, default: 'pending', filter: 'eq', form: false, width: 100 },
    reviewedBy: { kind: 'ref', entity: 'user', form: false },
    reviewedAt: { kind: 'datetime', form: false },
  },
});
