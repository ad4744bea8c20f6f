import type { DictShape } from '@kg/domain';
import type { mailbox as source } from '../zh-CN/mailbox';

export const mailbox: DictShape<typeof source> = {
  unread: '{{count}} unread',
  open: 'Open',
  letterTitle: 'Letter · {{subject}}',
  from: 'From',
  about: 'About',
  reply: 'Reply',
  replyLabel: 'Reply (the family reads it)',
  send: 'Send reply',
};
