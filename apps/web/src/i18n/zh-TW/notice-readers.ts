import type { DictShape } from '@kg/domain';
import type { noticeReaders as source } from '../zh-CN/notice-readers';

export const noticeReaders: DictShape<typeof source> = {
  action: '誰已讀',
  title: '{{title}} · 閱讀情況',
  readCount: '已讀家長',
  unreadCount: '未讀幼兒',
  audience: '通知對象幼兒',
};
