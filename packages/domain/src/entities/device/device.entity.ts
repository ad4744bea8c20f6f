import { defineEntity } from '../../entity/define.js';
import { enableTransitions, statusField } from '../common.js';

export const DEVICE_KINDS = ['signIn', 'morningCheck', 'gateway', 'speaker', 'camera'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * A machine at the gate. Operations provision it (serial number; a verification code is made and
 * shown once, for its label); a kindergarten registers it with both; then the machine activates itself
 * and talks to /device/v1 with its own credential.
 */
export const deviceEntity = defineEntity({
  name: 'device',
  area: 'device',
  scope: 'kindergarten',
  permission: 'device:device',
  labelField: 'serialNo',
  defaultSort: { field: 'serialNo', order: 'asc' },
  status: { field: 'status', transitions: enableTransitions },
  fields: {
    serialNo: { kind: 'text', max: 32, min: 6, required: true, format: 'code', unique: true, filter: 'like', sort: true, form: 'create' },
    name: { kind: 'text', max: 40, filter: 'like' },
    kind: { kind: 'enum', values: DEVICE_KINDS, required: true, filter: 'eq', form: 'create' },
    kigId: { kind: 'ref', entity: 'organization', filter: 'eq', form: false, width: 180 },
    customCode: { kind: 'text', max: 32, format: 'code' },
    registeredAt: { kind: 'datetime', form: false, sort: true },
    activatedAt: { kind: 'datetime', form: false, list: false },
    version: { kind: 'text', max: 32, form: false },
    lastOnlineAt: { kind: 'datetime', form: false, sort: true },
    fingerprint: { kind: 'text', max: 128, form: false, list: false },
    status: statusField,
  },
});
