import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/**
 * A bracelet gateway at a door: which of sign-in, coming in and going out it reports. Its MAC is unique
 * within the kindergarten, as a bracelet's is (bracelet.entity.ts says why not platform-wide).
 */
export const gatewayEntity = defineEntity({
  name: 'gateway',
  area: 'device',
  scope: 'kindergarten',
  permission: 'device:gateway',
  labelField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    kigId: kigField,
    mac: { kind: 'text', max: 17, required: true, format: 'mac', unique: 'scope', filter: 'like' },
    signIn: { kind: 'flag', default: true, width: 100 },
    inFlag: { kind: 'flag', default: true, width: 100 },
    outFlag: { kind: 'flag', default: true, width: 100 },
  },
});
