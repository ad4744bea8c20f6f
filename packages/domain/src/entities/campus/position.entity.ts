import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

export const positionEntity = defineEntity({
  name: 'position',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:position',
  labelField: 'positionName',
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    positionName: { kind: 'text', max: 32, required: true, filter: 'like', sort: true, unique: 'scope' },
    kigId: kigField,
    sort: { kind: 'int', min: 0, max: 999, required: true, default: 0, sort: true, width: 80 },
  },
});
