import type { DictShape } from '@kg/domain';
import type { agencyOpening as source } from '../zh-CN/agency-opening';

export const agencyOpening: DictShape<typeof source> = {
  actions: { approve: 'Approve', reject: 'Reject', refile: 'Refile' },
  confirm: {
    approve: 'Approve? The kindergarten, its administrator and its terminal account will be opened.',
    refile: 'File this request again?',
  },
  reject: { title: 'Reject opening request: {{name}}', reason: 'Reason', required: 'Give the reason', tooLong: 'At most {{max}} characters', submit: 'OK' },
};
