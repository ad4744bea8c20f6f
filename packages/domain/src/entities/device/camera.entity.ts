import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

export const CAMERA_CLARITIES = ['clear', 'balance', 'hd'] as const;

/** A camera of a kindergarten's video: where to reach it and how to sign in to it (the password is never sent back). */
export const cameraEntity = defineEntity({
  name: 'camera',
  area: 'device',
  scope: 'kindergarten',
  permission: 'device:camera',
  labelField: 'name',
  defaultSort: { field: 'channelNo', order: 'asc' },
  fields: {
    name: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    kigId: kigField,
    channelNo: { kind: 'int', min: 1, max: 256, required: true, unique: 'scope', sort: true, width: 110 },
    clarity: { kind: 'enum', values: CAMERA_CLARITIES, required: true, default: 'balance', filter: 'eq', width: 110 },
    nvr: { kind: 'flag', default: false, width: 100 },
    ip: { kind: 'text', max: 39, required: true, format: 'ip', filter: 'like', width: 150 },
    userName: { kind: 'text', max: 32, format: 'code' },
    password: { kind: 'text', max: 64, secret: true },
  },
});
