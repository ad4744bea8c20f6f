import { defineEntity } from '../../entity/define.js';
import type { TimeRange } from '../../entity/fields.js';
import { kigField } from '../campus/common.js';

/** Spec section 5: "At most 5 time periods". */
export const MAX_LESSON_PERIODS = 5;

/** A kindergarten's periods until it sets its own: a morning of three lessons and an afternoon one. */
export const DEFAULT_LESSON_PERIODS: readonly TimeRange[] = [
  { start: '08:30', end: '09:00' },
  { start: '09:30', end: '10:00' },
  { start: '10:30', end: '11:00' },
  { start: '15:00', end: '15:30' },
];

/** A kindergarten's lesson periods: their count is the number of rows of every class's timetable. */
export const timetableSettingEntity = defineEntity({
  name: 'timetableSetting',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:timetable',
  labelField: 'kigId',
  actions: { delete: false, export: false },
  fields: {
    kigId: { ...kigField, unique: true },
    periods: { kind: 'timeRanges', max: MAX_LESSON_PERIODS, required: true },
  },
});
