import { defineEntity } from '../../entity/define.js';
import { kigField } from './common.js';

/**
 * A child's bracelet, by its MAC address. Unique within its kindergarten, whose machines alone read it
 * (recognise.ts asks by kindergarten): not platform-wide, which on Citus no index could hold (every
 * unique index includes `kig_id`), which would tell one kindergarten that another has a bracelet, and
 * which would keep a moved child's bracelet from its new kindergarten until the old one deleted it.
 */
export const braceletEntity = defineEntity({
  name: 'bracelet',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:bracelet',
  labelField: 'mac',
  defaultSort: { field: 'mac', order: 'asc' },
  fields: {
    mac: { kind: 'text', max: 17, required: true, format: 'mac', unique: 'scope', filter: 'like', sort: true },
    kigId: kigField,
    studentId: { kind: 'ref', entity: 'student', filter: 'eq' },
  },
});
