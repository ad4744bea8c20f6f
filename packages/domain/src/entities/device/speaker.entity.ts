import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/** A speaker (stereo) channel that announces arrivals: a name and its numeric channel. */
export const speakerEntity = defineEntity({
  name: 'speaker',
  area: 'device',
  scope: 'kindergarten',
  permission: 'device:speaker',
  labelField: 'name',
  defaultSort: { field: 'channelNo', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    kigId: kigField,
    channelNo: { kind: 'int', min: 0, max: 9999, required: true, unique: 'scope', sort: true },
  },
});
