import type { DictShape } from '../types.js';
import type { deviceZhCN } from './zh-CN.js';

export const deviceZhTW: DictShape<typeof deviceZhCN> = {
  device: {
    title: '設備',
    fields: {
      serialNo: '序號',
      name: '名稱',
      kind: '類型',
      kigId: '幼兒園',
      customCode: '自訂編號',
      registeredAt: '註冊時間',
      activatedAt: '啟用時間',
      version: '版本',
      lastOnlineAt: '最後上線',
      fingerprint: '硬體指紋',
      status: '狀態',
    },
    values: {
      kind: { signIn: '簽到機', morningCheck: '晨檢機', gateway: '閘道', speaker: '音箱', camera: '攝影機' },
    },
    actions: { enable: '啟用', disable: '停用' },
  },
  camera: {
    title: '攝影機',
    fields: { name: '名稱', kigId: '幼兒園', channelNo: '通道號', clarity: '清晰度', nvr: 'NVR 功能', ip: 'IP 位址', userName: '使用者名稱', password: '密碼' },
    values: { clarity: { clear: '流暢', balance: '均衡', hd: '高畫質' } },
  },
  gateway: {
    title: '閘道',
    fields: { name: '名稱', kigId: '幼兒園', mac: 'MAC 位址', signIn: '簽到', inFlag: '入園', outFlag: '離園' },
  },
  speaker: {
    title: '音箱通道',
    fields: { name: '名稱', kigId: '幼兒園', channelNo: '通道號' },
  },
};
