import type { DictShape } from '../types.js';
import type { healthTextZhCN, healthZhCN } from './zh-CN.js';

export const healthEn: DictShape<typeof healthZhCN> = {
  healthCheck: {
    title: 'Health checks',
    fields: {
      kigId: 'Kindergarten',
      studentId: 'Child',
      classId: 'Class',
      session: 'Check',
      schoolDay: 'Date',
      checkedAt: 'Checked at',
      temperature: 'Temperature',
      hand: 'Hands',
      mouth: 'Mouth',
      trauma: 'Trauma',
      nails: 'Nails',
      abnormal: 'Abnormal',
      reasons: 'Reasons',
      review: 'Review',
      reviewNote: 'Review note',
      reviewedBy: 'Reviewed by',
      reviewedAt: 'Reviewed at',
    },
    values: {
      session: { morning: 'Morning', afternoon: 'Afternoon' },
      hand: { normal: 'Normal', rash: 'Rash', blister: 'Blisters' },
      mouth: { normal: 'Normal', ulcer: 'Ulcer', herpes: 'Herpes', redThroat: 'Red throat' },
      trauma: { none: 'None', scratch: 'Scratch', bruise: 'Bruise', wound: 'Wound' },
      nails: { clean: 'Clean', long: 'Too long', dirty: 'Dirty' },
      reasons: { fever: 'Fever', highFever: 'High fever', lowTemperature: 'Low temperature', hand: 'Hands', mouth: 'Mouth', trauma: 'Trauma', nails: 'Nails' },
      review: { auto: 'Not needed', pending: 'To review', confirmed: 'Confirmed', corrected: 'Corrected' },
    },
  },
  medicalContract: {
    title: 'Medical institutions',
    fields: { kigId: 'Kindergarten', institutionId: 'Institution', beginDate: 'From', endDate: 'To', note: 'Note', status: 'Status' },
    actions: { enable: 'Enable', disable: 'Disable' },
  },
  doctorMessage: {
    title: 'Doctor messages',
    fields: {
      kigId: 'Kindergarten', checkId: 'Check', studentId: 'Child', institutionId: 'Institution', authorId: 'Doctor', sentAt: 'Sent',
      content: 'Message', reply: 'Reply', repliedBy: 'Replied by', repliedAt: 'Replied at', state: 'State',
    },
    values: { state: { open: 'Waiting for reply', answered: 'Answered' } },
  },
  eyeTest: {
    title: 'Eye tests',
    fields: { kigId: 'Kindergarten', studentId: 'Child', testDate: 'Date', leftEye: 'Left eye', rightEye: 'Right eye', examiner: 'Examiner', note: 'Note' },
  },
  measurement: {
    title: 'Height and weight',
    fields: { kigId: 'Kindergarten', studentId: 'Child', termId: 'Term', measuredOn: 'Measured on', height: 'Height', weight: 'Weight', note: 'Note' },
  },
  epidemicReport: {
    title: 'Epidemic reports',
    fields: {
      kigId: 'Kindergarten', personKind: 'For', studentId: 'Child', teacherId: 'Staff member', reportDate: 'Date', healthStatus: 'Health',
      local: 'In town', detentionPlace: 'Staying at', returnDate: 'Back on', travelPlan: 'Travel plans', riskExposure: 'Risk-area exposure', note: 'Note',
    },
    values: {
      personKind: { student: 'Child', teacher: 'Staff' },
      healthStatus: { healthy: 'Healthy', fever: 'Fever', cough: 'Cough', diarrhoea: 'Diarrhoea', other: 'Other' },
    },
  },
  growthReport: {
    title: 'Growth reports',
    fields: { kigId: 'Kindergarten', studentId: 'Child', classId: 'Class', termId: 'Term', status: 'State', generatedAt: 'Generated', error: 'Why it failed' },
    values: { status: { notGenerated: 'Not generated', generating: 'Generating', generated: 'Generated', failed: 'Failed' } },
  },
  healthSetting: {
    title: 'Health thresholds',
    fields: { kigId: 'Kindergarten', feverTemperature: 'Fever from', highFeverTemperature: 'High fever from', lowTemperature: 'Low below', afternoonCheck: 'Afternoon check' },
  },
};

export const healthTextEn: DictShape<typeof healthTextZhCN> = {
  pdf: {
    title: 'Growth report: {{name}}', term: '{{year}} {{semester}}', attendance: 'Attendance', checks: 'Health checks', messages: 'Doctor messages', eyeTests: 'Eyes', measurements: 'Height and weight', checkCount: 'Checks', abnormal: 'Abnormal', maxTemperature: 'Highest temperature', schoolDays: 'School days', none: 'None', reply: 'Reply', generatedAt: 'Generated {{time}}',
    countedFrom: 'Counted from {{date}} (enrolment or the first recorded day)', noAttendance: 'No attendance recorded this term',
    charts: { attendance: 'Days by attendance', byKind: 'Abnormal findings by kind (times)', eyeTests: 'Vision over the term', height: 'Height (cm)', weight: 'Weight (kg)', temperature: 'Temperature by week (°C)', average: 'Average', highest: 'Highest', noData: 'No data', noAbnormal: 'No abnormal findings this term' },
  },
  sheet: { title: '{{kig}}: {{session}} checks, {{month}}', byClass: 'By class', byDay: 'By day', className: 'Class', date: 'Date', expected: 'Expected', checked: 'Checked', abnormal: 'Abnormal', fever: 'Fever', rate: 'Checked %', dailyTitle: '{{kig}}: {{session}} checks, {{date}}', notChecked: 'Not checked', pendingReview: 'To review', total: 'Total', byKind: 'Abnormal by kind', kind: 'Kind', band: 'Temperature (°C)', bands: 'Checks by temperature', count: 'Children' },
  bands: { below355: 'below 35.5', '355to369': '35.5–36.9', '370to372': '37.0–37.2', '373to380': '37.3–38.0', from381: '38.1 and above' },
  counts: { expected: 'Expected', checked: 'Checked', notChecked: 'Not checked', abnormal: 'Abnormal', pendingReview: 'To review' },
  review: { nothingToReview: 'This check needs no review' },
};
