import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';
import { TEMPERATURE_DEFAULTS } from './common.js';

/** A kindergarten's health thresholds; without a row the defaults apply (37.3, 38.1 and 35.5 °C). */
export const healthSettingEntity = defineEntity({
  name: 'healthSetting',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:setting',
  labelField: 'kigId',
  actions: { delete: false, export: false },
  fields: {
    kigId: { ...kigField, unique: true },
    feverTemperature: { kind: 'int', min: 360, max: 400, scale: 1, unit: '°C', required: true, default: TEMPERATURE_DEFAULTS.fever },
    highFeverTemperature: { kind: 'int', min: 370, max: 420, scale: 1, unit: '°C', required: true, default: TEMPERATURE_DEFAULTS.highFever },
    lowTemperature: { kind: 'int', min: 330, max: 365, scale: 1, unit: '°C', required: true, default: TEMPERATURE_DEFAULTS.low },
    afternoonCheck: { kind: 'flag', required: true, default: true },
  },
});
