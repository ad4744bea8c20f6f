import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** Height (cm) and weight (kg) of a child in a term, in tenths as they travel: 105.2 cm is 1052. */
export const measurementEntity = defineEntity({
  name: 'measurement',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:measurement',
  labelField: 'measuredOn',
  defaultSort: { field: 'measuredOn', order: 'desc' },
  fields: {
    kigId: kigField,
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq' },
    termId: { kind: 'ref', entity: 'term', required: true, filter: 'eq' },
    measuredOn: { kind: 'date', required: true, filter: 'range', sort: true },
    height: { kind: 'int', min: 400, max: 1800, scale: 1, unit: 'cm', required: true, sort: true, width: 100 },
    weight: { kind: 'int', min: 50, max: 600, scale: 1, unit: 'kg', required: true, sort: true, width: 100 },
    note: { kind: 'textarea', max: 200 },
  },
});
