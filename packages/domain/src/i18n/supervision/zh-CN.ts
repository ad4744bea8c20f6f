/** The supervisory platform (issue 18): its messages and labels, the source language. */
export const supervisionTextZhCN = {
  supervision: {
    builtInRole: '监管管理员',
    alert: {
      closedAlready: '该预警已关闭，不能再回复',
      notAnswered: '幼儿园尚未回复处置情况，暂不能关闭',
    },
    rules: {
      bounds: {
        clusterChildren: '人数须为 2 到 30 之间的整数',
        clusterSchoolDays: '在园日数须为 1 到 10 之间的整数',
        sickLeavePercent: '病假比例须为 5 到 90 之间的整数（%）',
      },
      noArea: '该监管账号未绑定辖区，不能设置预警规则',
    },
    authorityKind: { education: '教育局', health: '卫生健康部门' },
    rule: {
      fever: '同班发热聚集',
      finding: '同班相同异常聚集',
      sickLeave: '同班病假率超标',
    },
    ruleText: {
      fever: '同一班级 {{days}} 个在园日内 {{children}} 名及以上幼儿发热',
      finding: '同一班级 {{days}} 个在园日内 {{children}} 名及以上幼儿出现相同异常',
      sickLeave: '同一班级当日病假人数超过 {{percent}}%',
    },
    finding: { hand: '手部异常', mouth: '口腔异常' },
    status: { open: '待处置', answered: '已回复', closed: '已关闭' },
    action: { isolation: '隔离', disinfection: '消毒', familyNotice: '通知家长' },
    event: { raised: '触发预警', answered: '幼儿园回复', closed: '监管部门关闭' },
    figures: {
      kigName: '幼儿园',
      className: '班级',
      expected: '应到',
      present: '实到',
      sickLeave: '病假',
      checked: '晨检',
      abnormal: '异常',
      fever: '发热',
      openAlerts: '未关闭预警',
      epidemicReports: '疫情报告',
      total: '合计',
    },
    sheet: { title: '{{org}} 辖区概况 {{period}}', byKindergarten: '各幼儿园' },
  },
} as const;
