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
};
