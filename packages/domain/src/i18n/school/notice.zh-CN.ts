/** Notices, news, their audiences and rich text (issue 15): the source language. */
export const noticeTextZhCN = {
  audience: { school: '全园', grades: '按年级', classes: '按班级' },
} as const;

export const noticeEntitiesZhCN = {
  notice: {
    title: '通知公告',
    fields: {
      title: '标题',
      kigId: '幼儿园',
      noticeType: '类型',
      content: '内容',
      link: '链接',
      audience: '发送范围',
      gradeIds: '年级',
      classIds: '班级',
      state: '状态',
      publishedAt: '发布时间',
      publishedBy: '发布人',
      withdrawnAt: '撤回时间',
      withdrawnBy: '撤回人',
      readCount: '已读人数',
    },
    values: {
      noticeType: { ordinary: '普通', link: '链接' },
      state: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
    },
    actions: { publish: '发布', withdraw: '撤回' },
  },
  news: {
    title: '校园新闻',
    fields: {
      title: '标题',
      kigId: '幼儿园',
      content: '内容',
      state: '状态',
      publishedAt: '发布时间',
      publishedBy: '发布人',
      unpublishedAt: '下架时间',
      unpublishedBy: '下架人',
    },
    values: { state: { draft: '草稿', published: '已发布', unpublished: '已下架' } },
    actions: { publish: '发布', unpublish: '下架' },
  },
} as const;
