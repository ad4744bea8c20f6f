import type { DictShape } from '../types.js';
import type { noticeEntitiesZhCN, noticeTextZhCN } from './notice.zh-CN.js';

export const noticeTextEn: DictShape<typeof noticeTextZhCN> = {
  audience: { school: 'Whole school', grades: 'Grades', classes: 'Classes' },
};

export const noticeEntitiesEn: DictShape<typeof noticeEntitiesZhCN> = {
  notice: {
    title: 'Notices',
    fields: {
      title: 'Title',
      kigId: 'Kindergarten',
      noticeType: 'Type',
      content: 'Content',
      link: 'Link',
      audience: 'Audience',
      gradeIds: 'Grades',
      classIds: 'Classes',
      state: 'State',
      publishedAt: 'Published at',
      publishedBy: 'Published by',
      withdrawnAt: 'Withdrawn at',
      withdrawnBy: 'Withdrawn by',
      readCount: 'Read by',
    },
    values: {
      noticeType: { ordinary: 'Ordinary', link: 'Link' },
      state: { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' },
    },
    actions: { publish: 'Publish', withdraw: 'Withdraw' },
  },
  news: {
    title: 'News',
    fields: {
      title: 'Title',
      kigId: 'Kindergarten',
      content: 'Content',
      state: 'State',
      publishedAt: 'Published at',
      publishedBy: 'Published by',
      unpublishedAt: 'Unpublished at',
      unpublishedBy: 'Unpublished by',
    },
    values: { state: { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' } },
    actions: { publish: 'Publish', unpublish: 'Unpublish' },
  },
};
