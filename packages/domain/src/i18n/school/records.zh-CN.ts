/** School -> Records and Teacher totals (source language). */
export const recordsTextZhCN = {
  records: {
    columns: {
      kigName: '幼儿园',
      title: '标题',
      kind: '类别',
      draftedBy: '起草人',
      draftedAt: '起草时间',
      reviewedBy: '审核人',
      reviewedAt: '审核时间',
      publishedBy: '发布人',
      publishedAt: '发布时间',
      state: '当前状态',
    },
    kind: { activity: '活动', notice: '通知', news: '新闻' },
    period: '期间',
    allKinds: '全部类别',
    person: '人员',
    allPeople: '全部人员',
    allKindergartens: '全部幼儿园',
    empty: '该期间没有发布记录',
    sheetTitle: '{{kig}} 发布记录 {{from}} 至 {{to}}',
  },
  teacherTotals: {
    columns: {
      name: '教职工',
      activitiesDrafted: '起草活动',
      activitiesPublished: '发布活动',
      noticesPublished: '发布通知',
      newsPublished: '发布新闻',
      lettersAnswered: '回复信件',
    },
    total: '合计',
    empty: '该期间没有教职工',
    sheetTitle: '{{kig}} 教师统计 {{from}} 至 {{to}}',
  },
} as const;
