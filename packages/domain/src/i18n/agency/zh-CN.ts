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
  advert: {
    title: '广告',
    fields: {
      adName: '广告名称',
      adPosition: '广告位置',
      picture: '图片',
      adWeight: '权重',
      link: '链接',
      beginDate: '开始日期',
      endDate: '结束日期',
      kigIds: '投放幼儿园',
      sort: '排序',
      state: '状态',
    },
    values: {
      adPosition: { startScreen: '启动页', homeBanner: '首页轮播图', homeFeed: '首页信息流' },
      state: { draft: '草稿', on: '已上架', off: '已下架' },
    },
    actions: { turnOn: '上架', turnOff: '下架' },
  },
  document: {
    title: '资料下载',
    fields: {
      docName: '资料名称',
      docType: '资料类型',
      file: '文件',
      address: '地址',
      remark: '备注',
      orgId: '发布方',
    },
    values: {
      docType: { promotion: '宣传资料', appDescription: 'APP 说明', morningCheck: '晨检', signInMachine: '签到机', other: '其他' },
    },
  },
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
  advert: {
    httpsOnly: '链接须以 https:// 开头',
  },
  document: {
    fileOrAddress: '请上传文件或填写地址',
    platformReadOnly: '平台发布的资料不能修改',
    download: '下载',
    noFile: '该资料没有可下载的文件',
  },
} as const;
