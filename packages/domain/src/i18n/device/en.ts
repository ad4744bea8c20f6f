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
  camera: {
    title: 'Cameras',
    fields: { name: 'Name', kigId: 'Kindergarten', channelNo: 'Channel', clarity: 'Clarity', nvr: 'NVR', ip: 'IP address', userName: 'User name', password: 'Password' },
    values: { clarity: { clear: 'Clear', balance: 'Balance', hd: 'HD' } },
  },
  gateway: {
    title: 'Gateways',
    fields: { name: 'Name', kigId: 'Kindergarten', mac: 'MAC address', signIn: 'Sign-in', inFlag: 'In', outFlag: 'Out' },
  },
  speaker: {
    title: 'Speaker channels',
    fields: { name: 'Name', kigId: 'Kindergarten', channelNo: 'Channel' },
  },
};
