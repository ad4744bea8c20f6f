import { defineEntity } from '../../entity/define.js';

/** Spec section 4: not generated -> generating -> generated (and failed, with the reason, to try again). */
export const GROWTH_REPORT_STATES = ['notGenerated', 'generating', 'generated', 'failed'] as const;
export type GrowthReportState = (typeof GROWTH_REPORT_STATES)[number];

/**
 * A child's growth report for a term: the term's attendance, checks and abnormalities, doctor
 * messages, eye tests and measurements brought together by a background job. Generated through its
 * own calls; the generic ones list it.
 */
export const growthReportEntity = defineEntity({
  name: 'growthReport',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:growth',
  labelField: 'studentId',
  defaultSort: { field: 'generatedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: false },
  fields: {
    kigId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', form: false, width: 180 },
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq', form: false },
    classId: { kind: 'ref', entity: 'class', filter: 'eq', form: false },
    termId: { kind: 'ref', entity: 'term', required: true, filter: 'eq', form: false },
    status: { kind: 'enum', values: GROWTH_REPORT_STATES, required: true, default: 'notGenerated', filter: 'eq', form: false, width: 110 },
    generatedAt: { kind: 'datetime', form: false, sort: true },
    error: { kind: 'text', max: 500, form: false, list: false },
  },
});
