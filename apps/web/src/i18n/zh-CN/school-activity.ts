/** Words of the activity screens (entity labels live in the shared dictionaries). */
export const schoolActivity = {
  actions: { pass: '审核通过', notPass: '不通过', publish: '发布', publishDirect: '直接发布', unpublish: '下架' },
  confirm: {
    pass: '确定审核通过该活动？',
    publish: '确定发布该活动？家长将可以报名。',
    publishDirect: '确定不经审核直接发布该活动？',
    unpublish: '确定下架该活动？家长将不能再报名。',
  },
  notPass: { title: '审核不通过：{{title}}', reason: '不通过原因', required: '请填写不通过原因', tooLong: '最多 {{max}} 个字', submit: '确定' },
  count: { back: '返回活动列表', applications: '查看报名' },
};
