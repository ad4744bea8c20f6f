import type { DictShape } from '../types.js';
import type { deviceZhCN } from './zh-CN.js';

export const deviceEn: DictShape<typeof deviceZhCN> = {
  device: {
    title: 'Devices',
    fields: {
      serialNo: 'Serial number',
      name: 'Name',
      kind: 'Kind',
      kigId: 'Kindergarten',
      customCode: 'Custom code',
      registeredAt: 'Registered',
      activatedAt: 'Activated',
      version: 'Version',
      lastOnlineAt: 'Last online',
      fingerprint: 'Hardware fingerprint',
      status: 'Status',
    },
    values: {
      kind: { signIn: 'Sign-in machine', morningCheck: 'Morning-check machine', gateway: 'Gateway', speaker: 'Speaker', camera: 'Camera' },
    },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
};
