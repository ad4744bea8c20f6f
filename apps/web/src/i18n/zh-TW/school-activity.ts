import type { DictShape } from '@kg/domain';
import type { schoolActivity as source } from '../zh-CN/school-activity';

export const schoolActivity: DictShape<typeof source> = {
  actions: { pass: '審核通過', notPass: '不通過', publish: '發布', publishDirect: '直接發布', unpublish: '下架' },
  confirm: {
    pass: '確定審核通過該活動？',
    publish: '確定發布該活動？家長將可以報名。',
    publishDirect: '確定不經審核直接發布該活動？',
    unpublish: '確定下架該活動？家長將不能再報名。',
  },
  notPass: { title: '審核不通過：{{title}}', reason: '不通過原因', required: '請填寫不通過原因', tooLong: '最多 {{max}} 個字', submit: '確定' },
  count: { back: '返回活動列表', applications: '查看報名' },
};
