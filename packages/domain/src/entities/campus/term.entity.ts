import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const SEMESTERS = ['autumn', 'spring'] as const;

/** A term of a school year; terms of one kindergarten never overlap. */
export const termEntity = defineEntity({
  name: 'term',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:term',
  labelField: 'schoolYear',
  pickerDetail: 'beginDate',
  defaultSort: { field: 'beginDate', order: 'desc' },
  fields: {
    schoolYear: { kind: 'text', max: 9, min: 9, required: true, format: 'schoolYear', filter: 'eq', sort: true },
    semester: { kind: 'enum', values: SEMESTERS, required: true, filter: 'eq' },
    kigId: kigField,
    beginDate: { kind: 'date', required: true, sort: true },
    endDate: { kind: 'date', required: true, sort: true },
  },
});
