/** Labels of the attendance entities (source language). */
export const attendanceZhCN = {
  attendanceRule: {
    title: '考勤规则',
    fields: {
      name: '规则名称',
      kigId: '幼儿园',
      personKind: '适用对象',
      periods: '考勤时间段',
      lateMinutes: '迟到阈值（分钟）',
      leaveEarlyMinutes: '早退阈值（分钟）',
      workDays: '工作日',
      status: '状态',
    },
    values: {
      personKind: { student: '学生', teacher: '教师' },
      workDays: { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' },
    },
    actions: { enable: '启用', disable: '停用' },
  },
  leaveRequest: {
    title: '请假',
    fields: {
      kigId: '幼儿园',
      personKind: '请假对象',
      studentId: '学生',
      teacherId: '教师',
      leaveType: '请假类型',
      startDate: '开始日期',
      endDate: '结束日期',
      reason: '事由',
      status: '状态',
      reviewedBy: '审批人',
      reviewedAt: '审批时间',
    },
    values: {
      personKind: { student: '学生', teacher: '教师' },
      leaveType: { sick: '病假', personal: '事假', other: '其他' },
      status: { pending: '待审批', approved: '已批准', rejected: '已驳回', cancelled: '已撤销' },
    },
    actions: { approve: '批准', reject: '驳回', cancel: '撤销' },
  },
} as const;

/** Words of the attendance reports, shared by the screens and the exported sheets. */
export const attendanceTextZhCN = {
  status: { normal: '正常', late: '迟到', leftEarly: '早退', lateAndLeftEarly: '迟到且早退', absent: '缺勤', leave: '请假', rest: '休息', pending: '未到' },
  symbol: { normal: '√', late: '迟', leftEarly: '退', lateAndLeftEarly: '迟退', absent: '×', leave: '假', rest: '-', pending: '·' },
  counts: { expected: '应到', present: '实到', late: '迟到', leftEarly: '早退', absent: '缺勤', leave: '请假', rate: '出勤率' },
  sheet: {
    monthlyTitle: '{{kig}} {{month}} 月考勤',
    person: '姓名',
    className: '班级',
    number: '学号',
    workDays: '应出勤天数',
    legend: '图例',
  },
  noRule: '尚未设置考勤规则：只要有入园记录即计为正常',
  leaveNeedsPerson: '请选择请假的学生或教师',
  leaveDates: '结束日期不能早于开始日期',
  leaveOverlap: '该时间段已有请假',
} as const;
