/** A kindergarten's whole record, its services and its settings (issue 16): labels and messages (source language). */
export const kigBaseEntityZhCN = {
  kigBase: {
    title: '幼儿园',
    fields: {
      code: '幼儿园编码',
      name: '幼儿园名称',
      category: '幼儿园类型',
      agentId: '代理商',
      contactName: '负责人',
      contactPhone: '负责人电话',
      checkedFlag: '审核状态',
      openDate: '开园日期',
      areaCode: '所在地区',
      address: '详细地址',
      website: '网址',
      photo: '幼儿园照片',
      systemType: '系统类型',
      morningCheckService: '晨检机服务',
      checkInService: '签到机服务',
      onlinePayService: '在线缴费',
      videoPayService: '视频缴费',
      checkPayService: '晨检缴费',
      platformServiceEnd: '平台服务到期日',
      videoServiceEnd: '视频服务到期日',
      morningCheckServiceEnd: '晨检服务到期日',
      status: '服务状态',
    },
    values: {
      systemType: { universal: '通用版', wechat: '微信版' },
      checkedFlag: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
    },
  },
} as const;

export const kigBaseTextZhCN = {
  flagsOperationsOnly: '服务开关只能由运营设置',
  noMorningCheckService: '该幼儿园未开通晨检机服务，不接收晨检数据',
  noCheckInService: '该幼儿园未开通签到机服务，不接收签到数据',
  badTimeZone: '请选择有效的时区',
  noTerminalAccount: '该幼儿园没有终端账号',
  stillServing: '该幼儿园仍在服务中：请先停用，服务结束后才能删除其数据',
  erased: '幼儿园数据已删除',
} as const;
