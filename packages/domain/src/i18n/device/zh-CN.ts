/** Labels of the device entities (source language). */
export const deviceZhCN = {
  device: {
    title: '设备',
    fields: {
      serialNo: '序列号',
      name: '名称',
      kind: '类型',
      kigId: '幼儿园',
      customCode: '自定义编号',
      registeredAt: '注册时间',
      activatedAt: '激活时间',
      version: '版本',
      lastOnlineAt: '最后在线',
      fingerprint: '硬件指纹',
      status: '状态',
    },
    values: {
      kind: { signIn: '签到机', morningCheck: '晨检机', gateway: '网关', speaker: '音箱', camera: '摄像头' },
    },
    actions: { enable: '启用', disable: '停用' },
  },
} as const;
