import { kigBaseEntityZhCN, kigBaseTextZhCN } from './kig-base.zh-CN.js';

/** Opening a kindergarten (issue 16): the request's labels and the audit's messages (source language). */
export const agencyEntitiesZhCN = {
  kigOpening: {
    title: '开园申请',
    fields: {
      kigCode: '幼儿园编码',
      kigName: '幼儿园名称',
      kigType: '幼儿园类型',
      agentId: '代理商',
      groupId: '所属集团',
      contactName: '负责人',
      contactPhone: '负责人电话',
      areaCode: '所在地区',
      address: '详细地址',
      kigOpenDate: '开园日期',
      website: '网址',
      systemType: '系统类型',
      adminUserName: '管理员用户名',
      adminPassword: '管理员初始密码',
      terminalLoginName: '终端登录名',
      terminalPassword: '终端密码',
      checkedFlag: '审核状态',
      reason: '驳回原因',
      checkedBy: '审核人',
      checkedAt: '审核时间',
      openedKigId: '开通的幼儿园',
    },
    values: {
      systemType: { universal: '通用版', wechat: '微信版' },
      checkedFlag: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
    },
  },
  ...kigBaseEntityZhCN,
} as const;

export const agencyTextZhCN = {
  kig: kigBaseTextZhCN,
  opening: {
    closed: '已通过的开园申请不能再修改',
    notAgent: '请选择代理商',
    groupNotOfAgent: '集团不属于该代理商',
    passwordRequired: '请输入初始密码',
    builtInRole: '园长',
  },
} as const;
