import type { DictShape } from '../types.js';
import type { activityTextZhCN, activityZhCN } from './activity.zh-CN.js';

export const activityZhTW: DictShape<typeof activityZhCN> = {
  activity: {
    title: '活動',
    fields: {
      kigId: '幼兒園',
      title: '活動標題',
      sender: '發布人',
      audience: '活動對象',
      gradeIds: '年級',
      classIds: '班級',
      content: '活動內容',
      beginDate: '報名開始',
      endDate: '報名截止',
      contactName: '聯絡人',
      contactPhone: '聯絡電話',
      cover: '封面圖片',
      state: '審核狀態',
      appliedCount: '報名人數',
      reason: '未通過原因',
      reviewedBy: '審核人',
      reviewedAt: '審核時間',
      publishedBy: '發布操作人',
      publishedAt: '發布時間',
    },
    values: {
      state: { pending: '待審核', passed: '審核通過', notPassed: '審核未通過', published: '已發布', unpublished: '已下架' },
    },
  },
  activityApplication: {
    title: '活動報名',
    fields: {
      kigId: '幼兒園',
      activityId: '活動',
      studentId: '幼兒',
      classId: '班級',
      parentId: '家長',
      phone: '家長電話',
      appliedAt: '報名時間',
    },
  },
};

export const activityTextZhTW: DictShape<typeof activityTextZhCN> = {
  activity: {
    publishedLocked: '已發布的活動不能修改或刪除，請先下架',
    notYours: '只能直接發布自己起草的活動',
  },
  application: {
    notPublished: '該活動未發布，不能報名',
    notOpen: '報名尚未開始',
    closed: '報名已截止',
    already: '該幼兒已報名此活動',
    notTargeted: '該活動不面向該幼兒所在的班級',
    notYourChild: '只能為自己的孩子報名',
  },
};
