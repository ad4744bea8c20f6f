import type { DictShape } from '@kg/domain';
import type { mailbox as source } from '../zh-CN/mailbox';

export const mailbox: DictShape<typeof source> = {
  unread: '未讀 {{count}} 封',
  open: '查看',
  letterTitle: '來信 · {{subject}}',
  from: '來信人',
  about: '關於幼兒',
  reply: '回覆',
  replyLabel: '回覆內容（家長可見）',
  send: '送出回覆',
};
