import type { DictShape } from '../types.js';
import type { recordsTextZhCN } from './records.zh-CN.js';

export const recordsTextZhTW: DictShape<typeof recordsTextZhCN> = {
  records: {
    columns: {
      kigName: '幼兒園',
      title: '標題',
      kind: '類別',
      draftedBy: '起草人',
      draftedAt: '起草時間',
      reviewedBy: '審核人',
      reviewedAt: '審核時間',
      publishedBy: '發布人',
      publishedAt: '發布時間',
      state: '目前狀態',
    },
    kind: { activity: '活動', notice: '通知', news: '新聞' },
    period: '期間',
    allKinds: '全部類別',
    person: '人員',
    allPeople: '全部人員',
    allKindergartens: '全部幼兒園',
    empty: '該期間沒有發布紀錄',
    sheetTitle: '{{kig}} 發布紀錄 {{from}} 至 {{to}}',
  },
  teacherTotals: {
    columns: {
      name: '教職員',
      activitiesDrafted: '起草活動',
      activitiesPublished: '發布活動',
      noticesPublished: '發布通知',
      newsPublished: '發布新聞',
      lettersAnswered: '回覆信件',
    },
    total: '合計',
    empty: '該期間沒有教職員',
    sheetTitle: '{{kig}} 教師統計 {{from}} 至 {{to}}',
  },
};
