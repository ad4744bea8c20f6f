/** Labels of the activity entities (source language). */
export const activityZhCN = {
  activity: {
    title: '活动',
    fields: {
      kigId: '幼儿园',
      title: '活动标题',
      sender: '发布人',
      audience: '活动对象',
      gradeIds: '年级',
      classIds: '班级',
      content: '活动内容',
      beginDate: '报名开始',
      endDate: '报名截止',
      contactName: '联系人',
      contactPhone: '联系电话',
      cover: '封面图片',
      state: '审核状态',
      appliedCount: '报名人数',
      reason: '未通过原因',
      reviewedBy: '审核人',
      reviewedAt: '审核时间',
      publishedBy: '发布操作人',
      publishedAt: '发布时间',
    },
    values: {
      state: { pending: '待审核', passed: '审核通过', notPassed: '审核未通过', published: '已发布', unpublished: '已下架' },
    },
  },
  activityApplication: {
    title: '活动报名',
    fields: {
      kigId: '幼儿园',
      activityId: '活动',
      studentId: '幼儿',
      classId: '班级',
      parentId: '家长',
      phone: '家长电话',
      appliedAt: '报名时间',
    },
  },
} as const;

/** The activities' messages (source language). */
export const activityTextZhCN = {
  activity: {
    publishedLocked: '已发布的活动不能修改或删除，请先下架',
    notYours: '只能直接发布自己起草的活动',
  },
  application: {
    notPublished: '该活动未发布，不能报名',
    notOpen: '报名尚未开始',
    closed: '报名已截止',
    already: '该幼儿已报名此活动',
    notTargeted: '该活动不面向该幼儿所在的班级',
    notYourChild: '只能为自己的孩子报名',
  },
} as const;
