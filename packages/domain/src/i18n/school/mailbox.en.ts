import type { DictShape } from '../types.js';
import type { mailboxLetterZhCN, mailboxTextZhCN } from './mailbox.zh-CN.js';

export const mailboxLetterEn: DictShape<typeof mailboxLetterZhCN> = {
  title: "Principal's mailbox",
  fields: {
    kigId: 'Kindergarten',
    parentId: 'Parent',
    studentId: 'About child',
    subject: 'Subject',
    content: 'Letter',
    sentAt: 'Received',
    state: 'State',
    reply: 'Reply',
    repliedBy: 'Replied by',
    repliedAt: 'Replied at',
    closedBy: 'Closed by',
    closedAt: 'Closed at',
  },
  actions: { close: 'Close' },
  values: { state: { unread: 'Unread', read: 'Read', answered: 'Answered', closed: 'Closed' } },
};

export const mailboxTextEn: DictShape<typeof mailboxTextZhCN> = {
  replyFirst: 'Reply to this letter before closing it',
  alreadyAnswered: 'This letter has already been answered',
  closed: 'This letter is closed',
  off: "The principal's mailbox is switched off in the kindergarten's app: letters cannot be sent for now",
};
