import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

/** Bus drivers: up to three phone numbers (spec section 5). */
export const driverEntity = defineEntity({
  name: 'driver',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:driver',
  labelField: 'driverName',
  defaultSort: { field: 'driverName', order: 'asc' },
  fields: {
    driverName: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    kigId: kigField,
    phone: { kind: 'text', max: 20, required: true, format: 'phone', unique: 'scope', filter: 'like' },
    phone2: { kind: 'text', max: 20, format: 'phone', list: false },
    phone3: { kind: 'text', max: 20, format: 'phone', list: false },
    driverAge: { kind: 'int', min: 18, max: 70 },
    licenceNo: { kind: 'text', max: 32, format: 'code' },
  },
});
