/** Labels of the health entities (source language). */
export const healthZhCN = {
  healthCheck: {
    title: '晨午检记录',
    fields: {
      kigId: '幼儿园',
      studentId: '幼儿',
      classId: '班级',
      session: '检查',
      schoolDay: '日期',
      checkedAt: '检查时间',
      temperature: '体温',
      hand: '手部',
      mouth: '口腔',
      trauma: '外伤',
      nails: '指甲',
      abnormal: '异常',
      reasons: '异常原因',
      review: '复核',
      reviewNote: '复核备注',
      reviewedBy: '复核人',
      reviewedAt: '复核时间',
    },
    values: {
      session: { morning: '晨检', afternoon: '午检' },
      hand: { normal: '正常', rash: '皮疹', blister: '疱疹' },
      mouth: { normal: '正常', ulcer: '溃疡', herpes: '疱疹', redThroat: '咽红' },
      trauma: { none: '无', scratch: '擦伤', bruise: '淤青', wound: '伤口' },
      nails: { clean: '干净', long: '过长', dirty: '不洁' },
      reasons: { fever: '发热', highFever: '高热', lowTemperature: '体温偏低', hand: '手部异常', mouth: '口腔异常', trauma: '外伤', nails: '指甲' },
      review: { auto: '无需复核', pending: '待复核', confirmed: '已确认', corrected: '已更正' },
    },
  },
  medicalContract: {
    title: '签约医疗机构',
    fields: { kigId: '幼儿园', institutionId: '医疗机构', beginDate: '开始日期', endDate: '结束日期', note: '备注', status: '状态' },
    actions: { enable: '启用', disable: '停用' },
  },
  doctorMessage: {
    title: '医生留言',
    fields: {
      kigId: '幼儿园', checkId: '检查记录', studentId: '幼儿', institutionId: '医疗机构', authorId: '医生', sentAt: '留言时间',
      content: '留言', reply: '回复', repliedBy: '回复人', repliedAt: '回复时间', state: '状态',
    },
    values: { state: { open: '待回复', answered: '已回复' } },
  },
  eyeTest: {
    title: '视力检查',
    fields: { kigId: '幼儿园', studentId: '幼儿', testDate: '检查日期', leftEye: '左眼', rightEye: '右眼', examiner: '检查人', note: '备注' },
  },
  measurement: {
    title: '身高体重',
    fields: { kigId: '幼儿园', studentId: '幼儿', termId: '学期', measuredOn: '测量日期', height: '身高', weight: '体重', note: '备注' },
  },
  epidemicReport: {
    title: '疫情上报',
    fields: {
      kigId: '幼儿园', personKind: '上报对象', studentId: '幼儿', teacherId: '教职工', reportDate: '上报日期', healthStatus: '健康状况',
      local: '是否在本地', detentionPlace: '居留地点', returnDate: '返园日期', travelPlan: '出行计划', riskExposure: '接触风险地区', note: '备注',
    },
    values: {
      personKind: { student: '幼儿', teacher: '教职工' },
      healthStatus: { healthy: '健康', fever: '发热', cough: '咳嗽', diarrhoea: '腹泻', other: '其他' },
    },
  },
  growthReport: {
    title: '成长报告',
    fields: { kigId: '幼儿园', studentId: '幼儿', classId: '班级', termId: '学期', status: '状态', generatedAt: '生成时间', error: '失败原因' },
    values: { status: { notGenerated: '未生成', generating: '生成中', generated: '已生成', failed: '生成失败' } },
  },
  healthSetting: {
    title: '健康阈值设置',
    fields: { kigId: '幼儿园', feverTemperature: '发热体温', highFeverTemperature: '高热体温', lowTemperature: '偏低体温', afternoonCheck: '开展午检' },
  },
} as const;

/** Words of the health screens and sheets shared with the server. */
export const healthTextZhCN = {
  pdf: {
    title: '{{name}} 成长报告', term: '{{year}} {{semester}}', attendance: '出勤', checks: '晨午检', messages: '医生留言', eyeTests: '视力', measurements: '身高体重', checkCount: '检查次数', abnormal: '异常次数', maxTemperature: '最高体温', schoolDays: '在园日', none: '无', reply: '回复', generatedAt: '生成于 {{time}}',
    countedFrom: '自 {{date}} 起计（入园或开始记录考勤之日）', noAttendance: '本学期尚无考勤记录',
    charts: { attendance: '出勤天数', byKind: '异常类型（次）', eyeTests: '视力变化', height: '身高（cm）', weight: '体重（kg）', temperature: '体温（每周，°C）', average: '平均', highest: '最高', noData: '暂无数据', noAbnormal: '本学期无异常' },
  },
  sheet: { title: '{{kig}} {{month}} 月{{session}}统计', byClass: '各班', byDay: '逐日', className: '班级', date: '日期', expected: '应检', checked: '已检', abnormal: '异常', fever: '发热', rate: '检查率', dailyTitle: '{{kig}} {{date}} {{session}}统计', notChecked: '未检', pendingReview: '待复核', total: '合计', byKind: '异常类型', kind: '类型', band: '体温（℃）', bands: '体温分布', count: '人数' },
  bands: { below355: '35.5 以下', '355to369': '35.5–36.9', '370to372': '37.0–37.2', '373to380': '37.3–38.0', from381: '38.1 及以上' },
  counts: { expected: '应检', checked: '已检', notChecked: '未检', abnormal: '异常', pendingReview: '待复核' },
  review: { nothingToReview: '此检查无需复核' },
} as const;
