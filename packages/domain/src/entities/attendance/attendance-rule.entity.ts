import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';
import { enableTransitions, statusField } from '../common.js';
import { MAX_PERIODS, PERSON_KINDS, WEEKDAYS } from './common.js';

/**
 * When a kindergarten's children or staff are expected: up to five periods on its working days, and
 * how many minutes after a period starts is late and before it ends is leaving early. One rule per
 * kind of person per kindergarten.
 */
export const attendanceRuleEntity = defineEntity({
  name: 'attendanceRule',
  area: 'attendance',
  scope: 'kindergarten',
  permission: 'attendance:rule',
  labelField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  status: { field: 'status', transitions: enableTransitions },
  fields: {
    name: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    kigId: kigField,
    personKind: { kind: 'enum', values: PERSON_KINDS, required: true, unique: 'scope', filter: 'eq', form: 'create', width: 110 },
    periods: { kind: 'timeRanges', max: MAX_PERIODS, required: true },
    lateMinutes: { kind: 'int', min: 0, max: 240, required: true, default: 10, width: 120 },
    leaveEarlyMinutes: { kind: 'int', min: 0, max: 240, required: true, default: 10, width: 120 },
    workDays: { kind: 'enums', values: WEEKDAYS, required: true, default: [1, 2, 3, 4, 5] },
    status: statusField,
  },
});
