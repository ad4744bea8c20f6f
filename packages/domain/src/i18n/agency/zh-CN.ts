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
      channel: '渠道',
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
      channel: { parentApp: '家长端', teacherApp: '教师端' },
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
  salesman: {
    title: '业务员',
    fields: {
      name: '姓名',
      phone: '手机号',
      orgId: '代理商',
      state: '状态',
      remark: '备注',
    },
    values: {
      state: {
        onDuty: '在职',
        left: '离职',
      },
    },
    actions: {
      resign: '离职',
      reinstate: '复职',
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
  salesman: {
    notAgent: '只有代理商可以维护业务员',
    notOnDuty: '该业务员已离职，不能分配幼儿园',
    kigNotOfAgent: '该幼儿园不属于业务员所在的代理商',
    hasKigs: '该业务员还有幼儿园，请先将幼儿园分配给其他业务员',
    hasNoSalesman: '该幼儿园当前没有业务员',
  },
  stats: {
    sheetTitle: '{{owner}} 数据统计 {{from}}~{{to}}',
    month: '月份',
    opened: '新开幼儿园',
    children: '服务幼儿（月末）',
    kigCode: '幼儿园编码',
    kigName: '幼儿园',
    agent: '代理商',
    openedOn: '开园日期',
    childrenNow: '在园幼儿',
    machines: '设备数',
    total: '合计',
    monthsCaption: '按月',
    kigsCaption: '按幼儿园',
    memberships: '售出会员',
    membershipYuan: '会员收入（元）',
  },
} as const;
