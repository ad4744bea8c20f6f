import type { DictShape } from '../types.js';
import type { attendanceTextZhCN, attendanceZhCN } from './zh-CN.js';

export const attendanceZhTW: DictShape<typeof attendanceZhCN> = {
  attendanceRule: {
    title: '考勤規則',
    fields: {
      name: '規則名稱',
      kigId: '幼兒園',
      personKind: '適用對象',
      periods: '考勤時段',
      lateMinutes: '遲到門檻（分鐘）',
      leaveEarlyMinutes: '早退門檻（分鐘）',
      workDays: '工作日',
      status: '狀態',
    },
    values: {
      personKind: { student: '學生', teacher: '教師' },
      workDays: { 1: '週一', 2: '週二', 3: '週三', 4: '週四', 5: '週五', 6: '週六', 7: '週日' },
    },
    actions: { enable: '啟用', disable: '停用' },
  },
  leaveRequest: {
    title: '請假',
    fields: {
      kigId: '幼兒園',
      personKind: '請假對象',
      studentId: '學生',
      teacherId: '教師',
      leaveType: '請假類型',
      startDate: '開始日期',
      endDate: '結束日期',
      reason: '事由',
      status: '狀態',
      reviewedBy: '審批人',
      reviewedAt: '審批時間',
    },
    values: {
      personKind: { student: '學生', teacher: '教師' },
      leaveType: { sick: '病假', personal: '事假', other: '其他' },
      status: { pending: '待審批', approved: '已核准', rejected: '已駁回', cancelled: '已撤銷' },
    },
    actions: { approve: '核准', reject: '駁回', cancel: '撤銷' },
  },
};

export const attendanceTextZhTW: DictShape<typeof attendanceTextZhCN> = {
  status: { normal: '正常', late: '遲到', leftEarly: '早退', lateAndLeftEarly: '遲到且早退', absent: '缺勤', leave: '請假', rest: '休息', pending: '未到' },
  symbol: { normal: '√', late: '遲', leftEarly: '退', lateAndLeftEarly: '遲退', absent: '×', leave: '假', rest: '-', pending: '·' },
  counts: { expected: '應到', present: '實到', late: '遲到', leftEarly: '早退', absent: '缺勤', leave: '請假', rate: '出勤率' },
  sheet: {
    monthlyTitle: '{{kig}} {{month}} 月考勤',
    person: '姓名',
    className: '班級',
    number: '學號',
    workDays: '應出勤天數',
    legend: '圖例',
    dailyTitle: '{{kig}} {{date}} 考勤',
    children: '幼兒（按班級）',
    staff: '教職員',
    total: '合計',
    ratePercent: '出勤率（%）',
    noCheckTitle: '{{kig}} {{date}} 未到園名單',
    noCheckName: '未到園名單',
    cardNo: '卡號',
    notArrived: '未到 {{count}} 人',
    onLeave: '請假 {{count}} 人',
    reportTitle: '{{kig}} 考勤報表 {{from}} 至 {{to}}',
    date: '日期',
    status: '考勤狀態',
    firstIn: '入園時間',
    lastOut: '離園時間',
  },
  noRule: '尚未設定考勤規則：只要有入園紀錄即計為正常',
  leaveNeedsPerson: '請選擇請假的學生或教師',
  leaveDates: '結束日期不能早於開始日期',
  leaveOverlap: '該時段已有請假',
};
