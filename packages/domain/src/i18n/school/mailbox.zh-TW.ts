import type { DictShape } from '../types.js';
import type { mailboxLetterZhCN, mailboxTextZhCN } from './mailbox.zh-CN.js';

export const mailboxLetterZhTW: DictShape<typeof mailboxLetterZhCN> = {
  title: '園長信箱',
  fields: {
    kigId: '幼兒園',
    parentId: '家長',
    studentId: '關於幼兒',
    subject: '主旨',
    content: '內容',
    sentAt: '來信時間',
    state: '狀態',
    reply: '回覆',
    repliedBy: '回覆人',
    repliedAt: '回覆時間',
    closedBy: '關閉人',
    closedAt: '關閉時間',
  },
  actions: { close: '關閉' },
  values: { state: { unread: '未讀', read: '已讀', answered: '已回覆', closed: '已關閉' } },
};

export const mailboxTextZhTW: DictShape<typeof mailboxTextZhCN> = {
  replyFirst: '請先回覆這封信，再關閉',
  alreadyAnswered: '這封信已回覆',
  closed: '這封信已關閉',
  off: '幼兒園 APP 的園長信箱已關閉，暫時不能寫信',
};
