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
  camera: {
    title: '摄像头',
    fields: { name: '名称', kigId: '幼儿园', channelNo: '通道号', clarity: '清晰度', nvr: 'NVR 功能', ip: 'IP 地址', userName: '用户名', password: '密码' },
    values: { clarity: { clear: '流畅', balance: '均衡', hd: '高清' } },
  },
  gateway: {
    title: '网关',
    fields: { name: '名称', kigId: '幼儿园', mac: 'MAC 地址', signIn: '签到', inFlag: '入园', outFlag: '离园' },
  },
  speaker: {
    title: '音箱通道',
    fields: { name: '名称', kigId: '幼儿园', channelNo: '通道号' },
  },
} as const;
