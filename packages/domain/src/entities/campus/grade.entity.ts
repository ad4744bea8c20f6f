import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

/** Grades of a kindergarten in order (小班, 中班, 大班): promotion moves a class to the next by sort. */
export const gradeEntity = defineEntity({
  name: 'grade',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:grade',
  labelField: 'gradeName',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    gradeName: { kind: 'text', max: 20, required: true, filter: 'like', sort: true, unique: 'scope' },
    kigId: kigField,
    // The order of the grades: promotion moves a class to the next one, so no two share a place.
    sort: { kind: 'int', min: 0, max: 99, required: true, default: 0, sort: true, unique: 'scope', width: 80 },
  },
});
