import type { DictShape } from '@kg/domain';
import type { schoolActivity as source } from '../zh-CN/school-activity';

export const schoolActivity: DictShape<typeof source> = {
  actions: { pass: 'Pass', notPass: 'Not pass', publish: 'Publish', publishDirect: 'Publish directly', unpublish: 'Unpublish' },
  confirm: {
    pass: 'Pass this activity?',
    publish: 'Publish this activity? Families will be able to apply.',
    publishDirect: 'Publish this activity without review?',
    unpublish: 'Unpublish this activity? Families will no longer be able to apply.',
  },
  notPass: { title: 'Not passed: {{title}}', reason: 'Reason', required: 'Give the reason', tooLong: 'At most {{max}} characters', submit: 'OK' },
  count: { back: 'Back to the activities', applications: 'Applications' },
};
