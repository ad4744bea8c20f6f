import { defineEntity } from '../../entity/define.js';
import { ABNORMAL_KINDS, PHOTOS_WITHHELD, CHECK_SESSIONS, HAND_FINDINGS, MOUTH_FINDINGS, NAIL_FINDINGS, REVIEW_STATES, TRAUMA_FINDINGS } from './common.js';

/**
 * A child's morning or afternoon check as a machine recorded it and a teacher reviewed it. Written
 * only by machines (the device API) and by review; the generic calls list, show and export it.
 * The list's everyday columns say who, when, how warm and what was wrong (reasons); the day (in the
 * check's time) and each finding on its own wait in the column chooser ('more'), and are exported.
 */
export const healthCheckEntity = defineEntity({
  name: 'healthCheck',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:check',
  labelField: 'schoolDay',
  defaultSort: { field: 'checkedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    kigId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', form: false, width: 180 },
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq', form: false },
    classId: { kind: 'ref', entity: 'class', filter: 'eq', form: false, width: 110 },
    session: { kind: 'enum', values: CHECK_SESSIONS, required: true, filter: 'eq', form: false, width: 90 },
    schoolDay: { kind: 'date', required: true, filter: 'range', sort: true, form: false, list: 'more' },
    checkedAt: { kind: 'datetime', required: true, sort: true, form: false },
    temperature: { kind: 'int', min: 300, max: 450, scale: 1, unit: '°C', sort: true, form: false, width: 90 },
    hand: { kind: 'enum', values: HAND_FINDINGS, required: true, default: 'normal', form: false, width: 90, list: 'more' },
    mouth: { kind: 'enum', values: MOUTH_FINDINGS, required: true, default: 'normal', form: false, width: 90, list: 'more' },
    trauma: { kind: 'enum', values: TRAUMA_FINDINGS, required: true, default: 'none', form: false, width: 90, list: 'more' },
    nails: { kind: 'enum', values: NAIL_FINDINGS, required: true, default: 'clean', form: false, width: 90, list: 'more' },
    abnormal: { kind: 'flag', required: true, default: false, filter: 'eq', form: false, width: 90 },
    reasons: { kind: 'enums', values: ABNORMAL_KINDS, required: true, default: [], form: false, width: 160 },
    review: { kind: 'enum', values: REVIEW_STATES, required: true, default: 'auto', filter: 'eq', form: false, width: 100 },
    reviewNote: { kind: 'textarea', max: 200, form: false },
    reviewedBy: { kind: 'ref', entity: 'user', form: false, list: false },
    reviewedAt: { kind: 'datetime', form: false, list: false },
    /** Why the check keeps no photo of the child although the machine sent some: no guardian's face-photo consent. */
    photosWithheld: { kind: 'enum', values: PHOTOS_WITHHELD, form: false, list: false },
  },
});
