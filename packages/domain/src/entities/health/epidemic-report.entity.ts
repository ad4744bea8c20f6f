import { defineEntity } from '../../entity/define.js';
import { PERSON_KINDS } from '../attendance/common.js';
import { kigField } from '../campus/common.js';

export const EPIDEMIC_HEALTH = ['healthy', 'fever', 'cough', 'diarrhoea', 'other'] as const;

/**
 * A daily epidemic report of a child or a staff member (spec: health status, local or not, where
 * they are staying, return date, travel plans, exposure to risk areas).
 */
export const epidemicReportEntity = defineEntity({
  name: 'epidemicReport',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:epidemic',
  labelField: 'reportDate',
  defaultSort: { field: 'reportDate', order: 'desc' },
  fields: {
    kigId: kigField,
    personKind: { kind: 'enum', values: PERSON_KINDS, required: true, filter: 'eq', form: 'create', width: 100 },
    studentId: { kind: 'ref', entity: 'student', filter: 'eq', form: 'create' },
    teacherId: { kind: 'ref', entity: 'teacher', filter: 'eq', form: 'create' },
    reportDate: { kind: 'date', required: true, filter: 'range', sort: true },
    healthStatus: { kind: 'enum', values: EPIDEMIC_HEALTH, required: true, default: 'healthy', filter: 'eq', width: 100 },
    local: { kind: 'flag', required: true, default: true, filter: 'eq', width: 90 },
    detentionPlace: { kind: 'text', max: 100 },
    returnDate: { kind: 'date' },
    travelPlan: { kind: 'textarea', max: 200 },
    riskExposure: { kind: 'flag', required: true, default: false, filter: 'eq', width: 110 },
    note: { kind: 'textarea', max: 200 },
  },
});
