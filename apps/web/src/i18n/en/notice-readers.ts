import type { DictShape } from '@kg/domain';
import type { noticeReaders as source } from '../zh-CN/notice-readers';

export const noticeReaders: DictShape<typeof source> = {
  action: 'Who has read it',
  title: '{{title}} · readers',
  readCount: 'Parents who read it',
  unreadCount: 'Children not read yet',
  audience: 'Children in its audience',
};
