import type { DictShape } from '../types.js';
import type { supervisionTextZhCN } from './zh-CN.js';

/** The supervisory platform (issue 18): its messages and labels, traditional Chinese. */
export const supervisionTextZhTW: DictShape<typeof supervisionTextZhCN> = {
  supervision: {
    builtInRole: '監管管理員',
    alert: {
      closedAlready: '該預警已關閉，不能再回覆',
      notAnswered: '幼兒園尚未回覆處置情況，暫不能關閉',
    },
    rules: {
      bounds: {
        clusterChildren: '人數須為 2 到 30 之間的整數',
        clusterSchoolDays: '在園日數須為 1 到 10 之間的整數',
        sickLeavePercent: '病假比例須為 5 到 90 之間的整數（%）',
      },
      noArea: '該監管帳號未綁定轄區，不能設定預警規則',
    },
    authorityKind: { education: '教育局', health: '衛生健康部門' },
    rule: {
      fever: '同班發熱聚集',
      finding: '同班相同異常聚集',
      sickLeave: '同班病假率超標',
    },
    ruleText: {
      fever: '同一班級 {{days}} 個在園日內 {{children}} 名及以上幼兒發熱',
      finding: '同一班級 {{days}} 個在園日內 {{children}} 名及以上幼兒出現相同異常',
      sickLeave: '同一班級當日病假人數超過 {{percent}}%',
    },
    finding: { hand: '手部異常', mouth: '口腔異常' },
    status: { open: '待處置', answered: '已回覆', closed: '已關閉' },
    action: { isolation: '隔離', disinfection: '消毒', familyNotice: '通知家長' },
    event: { raised: '觸發預警', answered: '幼兒園回覆', closed: '監管部門關閉' },
    figures: {
      kigName: '幼兒園',
      className: '班級',
      expected: '應到',
      present: '實到',
      sickLeave: '病假',
      checked: '晨檢',
      abnormal: '異常',
      fever: '發熱',
      openAlerts: '未關閉預警',
      epidemicReports: '疫情報告',
      total: '合計',
    },
    sheet: { title: '{{org}} 轄區概況 {{period}}', byKindergarten: '各幼兒園' },
  },
};
