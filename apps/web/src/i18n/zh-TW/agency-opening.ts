import type { DictShape } from '@kg/domain';
import type { agencyOpening as source } from '../zh-CN/agency-opening';

export const agencyOpening: DictShape<typeof source> = {
  actions: { approve: '審核通過', reject: '駁回', refile: '重新提交' },
  confirm: {
    approve: '確定審核通過？將開通該幼兒園及其管理員和終端帳號。',
    refile: '確定重新提交該申請？',
  },
  reject: { title: '駁回開園申請：{{name}}', reason: '駁回原因', required: '請填寫駁回原因', tooLong: '最多 {{max}} 個字', submit: '確定' },
};
