import type { DictShape } from '../types.js';
import type { noticeEntitiesZhCN, noticeTextZhCN } from './notice.zh-CN.js';

export const noticeTextZhTW: DictShape<typeof noticeTextZhCN> = {
  audience: { school: '全園', grades: '按年級', classes: '按班級' },
};

export const noticeEntitiesZhTW: DictShape<typeof noticeEntitiesZhCN> = {
  notice: {
    title: '通知公告',
    fields: {
      title: '標題',
      kigId: '幼兒園',
      noticeType: '類型',
      content: '內容',
      link: '連結',
      audience: '發送範圍',
      gradeIds: '年級',
      classIds: '班級',
      state: '狀態',
      publishedAt: '發布時間',
      publishedBy: '發布人',
      withdrawnAt: '撤回時間',
      withdrawnBy: '撤回人',
      readCount: '已讀人數',
    },
    values: {
      noticeType: { ordinary: '一般', link: '連結' },
      state: { draft: '草稿', published: '已發布', withdrawn: '已撤回' },
    },
    actions: { publish: '發布', withdraw: '撤回' },
  },
  news: {
    title: '校園新聞',
    fields: {
      title: '標題',
      kigId: '幼兒園',
      content: '內容',
      state: '狀態',
      publishedAt: '發布時間',
      publishedBy: '發布人',
      unpublishedAt: '下架時間',
      unpublishedBy: '下架人',
    },
    values: { state: { draft: '草稿', published: '已發布', unpublished: '已下架' } },
    actions: { publish: '發布', unpublish: '下架' },
  },
};
