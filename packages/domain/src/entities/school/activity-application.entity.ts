import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/**
 * A family's application for its child to an activity (`activity-count`): made through the families'
 * API (activity-application.service.ts), one per child and activity; listed and exported here.
 * The class and phone are as they were when the family applied.
 */
export const activityApplicationEntity = defineEntity({
  name: 'activityApplication',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:activityApplication',
  labelField: 'phone',
  defaultSort: { field: 'appliedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    kigId: { ...kigField, form: false },
    activityId: { kind: 'ref', entity: 'activity', required: true, filter: 'eq', form: false },
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq', form: false },
    classId: { kind: 'ref', entity: 'class', required: true, filter: 'eq', form: false },
    parentId: { kind: 'ref', entity: 'parent', required: true, form: false },
    phone: { kind: 'text', max: 20, required: true, form: false },
    appliedAt: { kind: 'datetime', required: true, form: false, sort: true },
  },
});
