import type { DictShape } from '../types.js';
import type { healthTextZhCN, healthZhCN } from './zh-CN.js';

export const healthZhTW: DictShape<typeof healthZhCN> = {
  healthCheck: {
    title: '晨午檢紀錄',
    fields: {
      kigId: '幼兒園',
      studentId: '幼兒',
      classId: '班級',
      session: '檢查',
      schoolDay: '日期',
      checkedAt: '檢查時間',
      temperature: '體溫',
      hand: '手部',
      mouth: '口腔',
      trauma: '外傷',
      nails: '指甲',
      abnormal: '異常',
      reasons: '異常原因',
      review: '複核',
      reviewNote: '複核備註',
      reviewedBy: '複核人',
      reviewedAt: '複核時間',
    },
    values: {
      session: { morning: '晨檢', afternoon: '午檢' },
      hand: { normal: '正常', rash: '皮疹', blister: '皰疹' },
      mouth: { normal: '正常', ulcer: '潰瘍', herpes: '皰疹', redThroat: '咽紅' },
      trauma: { none: '無', scratch: '擦傷', bruise: '瘀青', wound: '傷口' },
      nails: { clean: '乾淨', long: '過長', dirty: '不潔' },
      reasons: { fever: '發燒', highFever: '高燒', lowTemperature: '體溫偏低', hand: '手部異常', mouth: '口腔異常', trauma: '外傷', nails: '指甲' },
      review: { auto: '無需複核', pending: '待複核', confirmed: '已確認', corrected: '已更正' },
    },
  },
  medicalContract: {
    title: '簽約醫療機構',
    fields: { kigId: '幼兒園', institutionId: '醫療機構', beginDate: '開始日期', endDate: '結束日期', note: '備註', status: '狀態' },
    actions: { enable: '啟用', disable: '停用' },
  },
  doctorMessage: {
    title: '醫生留言',
    fields: {
      kigId: '幼兒園', checkId: '檢查紀錄', studentId: '幼兒', institutionId: '醫療機構', authorId: '醫生', sentAt: '留言時間',
      content: '留言', reply: '回覆', repliedBy: '回覆人', repliedAt: '回覆時間', state: '狀態',
    },
    values: { state: { open: '待回覆', answered: '已回覆' } },
  },
  eyeTest: {
    title: '視力檢查',
    fields: { kigId: '幼兒園', studentId: '幼兒', testDate: '檢查日期', leftEye: '左眼', rightEye: '右眼', examiner: '檢查人', note: '備註' },
  },
  measurement: {
    title: '身高體重',
    fields: { kigId: '幼兒園', studentId: '幼兒', termId: '學期', measuredOn: '測量日期', height: '身高', weight: '體重', note: '備註' },
  },
  epidemicReport: {
    title: '疫情通報',
    fields: {
      kigId: '幼兒園', personKind: '通報對象', studentId: '幼兒', teacherId: '教職員', reportDate: '通報日期', healthStatus: '健康狀況',
      local: '是否在本地', detentionPlace: '居留地點', returnDate: '返園日期', travelPlan: '出行計畫', riskExposure: '接觸風險地區', note: '備註',
    },
    values: {
      personKind: { student: '幼兒', teacher: '教職員' },
      healthStatus: { healthy: '健康', fever: '發燒', cough: '咳嗽', diarrhoea: '腹瀉', other: '其他' },
    },
  },
  growthReport: {
    title: '成長報告',
    fields: { kigId: '幼兒園', studentId: '幼兒', classId: '班級', termId: '學期', status: '狀態', generatedAt: '產生時間', error: '失敗原因' },
    values: { status: { notGenerated: '未產生', generating: '產生中', generated: '已產生', failed: '產生失敗' } },
  },
  healthSetting: {
    title: '健康門檻設定',
    fields: { kigId: '幼兒園', feverTemperature: '發燒體溫', highFeverTemperature: '高燒體溫', lowTemperature: '偏低體溫', afternoonCheck: '進行午檢' },
  },
};

export const healthTextZhTW: DictShape<typeof healthTextZhCN> = {
  pdf: {
    title: '{{name}} 成長報告', term: '{{year}} {{semester}}', attendance: '出勤', checks: '晨午檢', messages: '醫生留言', eyeTests: '視力', measurements: '身高體重', checkCount: '檢查次數', abnormal: '異常次數', maxTemperature: '最高體溫', schoolDays: '在園日', none: '無', reply: '回覆', generatedAt: '產生於 {{time}}',
    countedFrom: '自 {{date}} 起計（入園或開始記錄考勤之日）', noAttendance: '本學期尚無考勤紀錄',
    charts: { attendance: '出勤天數', byKind: '異常類型（次）', eyeTests: '視力變化', height: '身高（cm）', weight: '體重（kg）', temperature: '體溫（每週，°C）', average: '平均', highest: '最高', noData: '暫無資料', noAbnormal: '本學期無異常' },
  },
  sheet: { title: '{{kig}} {{month}} 月{{session}}統計', byClass: '各班', byDay: '逐日', className: '班級', date: '日期', expected: '應檢', checked: '已檢', abnormal: '異常', fever: '發燒', rate: '檢查率', dailyTitle: '{{kig}} {{date}} {{session}}統計', notChecked: '未檢', pendingReview: '待複核', total: '合計', byKind: '異常類型', kind: '類型', band: '體溫（℃）', bands: '體溫分佈', count: '人數' },
  bands: { below355: '35.5 以下', '355to369': '35.5–36.9', '370to372': '37.0–37.2', '373to380': '37.3–38.0', from381: '38.1 及以上' },
  counts: { expected: '應檢', checked: '已檢', notChecked: '未檢', abnormal: '異常', pendingReview: '待複核' },
  review: { nothingToReview: '此檢查無需複核' },
};
