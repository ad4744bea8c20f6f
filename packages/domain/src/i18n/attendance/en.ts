import type { DictShape } from '../types.js';
import type { attendanceTextZhCN, attendanceZhCN } from './zh-CN.js';

export const attendanceEn: DictShape<typeof attendanceZhCN> = {
  attendanceRule: {
    title: 'Attendance rules',
    fields: {
      name: 'Rule name',
      kigId: 'Kindergarten',
      personKind: 'Applies to',
      periods: 'Time periods',
      lateMinutes: 'Late after (minutes)',
      leaveEarlyMinutes: 'Leaving early before (minutes)',
      workDays: 'Working days',
      status: 'Status',
    },
    values: {
      personKind: { student: 'Students', teacher: 'Teachers' },
      workDays: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
    },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
  leaveRequest: {
    title: 'Leave',
    fields: {
      kigId: 'Kindergarten',
      personKind: 'For',
      studentId: 'Student',
      teacherId: 'Teacher',
      leaveType: 'Type',
      startDate: 'From',
      endDate: 'To',
      reason: 'Reason',
      status: 'Status',
      reviewedBy: 'Reviewed by',
      reviewedAt: 'Reviewed at',
    },
    values: {
      personKind: { student: 'Student', teacher: 'Teacher' },
      leaveType: { sick: 'Sick', personal: 'Personal', other: 'Other' },
      status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
    },
    actions: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel' },
  },
};

export const attendanceTextEn: DictShape<typeof attendanceTextZhCN> = {
  status: { normal: 'Normal', late: 'Late', leftEarly: 'Left early', lateAndLeftEarly: 'Late and left early', absent: 'Absent', leave: 'On leave', rest: 'Day off', pending: 'Not yet arrived' },
  symbol: { normal: '√', late: 'L', leftEarly: 'E', lateAndLeftEarly: 'LE', absent: '×', leave: 'V', rest: '-', pending: '·' },
  counts: { expected: 'Expected', present: 'Present', late: 'Late', leftEarly: 'Left early', absent: 'Absent', leave: 'On leave', rate: 'Attendance rate' },
  sheet: {
    monthlyTitle: '{{kig}} attendance, {{month}}',
    person: 'Name',
    className: 'Class',
    number: 'Number',
    workDays: 'Working days',
    legend: 'Legend',
    dailyTitle: '{{kig}} attendance, {{date}}',
    children: 'Children by class',
    staff: 'Staff',
    total: 'Total',
    ratePercent: 'Attendance rate (%)',
    noCheckTitle: '{{kig}}: not arrived, {{date}}',
    noCheckName: 'not arrived',
    cardNo: 'Card number',
    notArrived: 'Not arrived: {{count}}',
    onLeave: 'On leave: {{count}}',
    reportTitle: '{{kig}} attendance report, {{from}} to {{to}}',
    date: 'Date',
    status: 'Status',
    firstIn: 'Arrived',
    lastOut: 'Left',
  },
  noRule: 'No attendance rule yet: any arrival counts as normal',
  leaveNeedsPerson: 'Choose the student or teacher on leave',
  leaveDates: 'The end cannot be before the start',
  leaveOverlap: 'There is already leave in these days',
};
