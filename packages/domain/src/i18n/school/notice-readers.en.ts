import type { DictShape } from '../types.js';
import type { noticeReadersZhCN } from './notice-readers.zh-CN.js';

export const noticeReadersEn: DictShape<typeof noticeReadersZhCN> = {
  sheet: 'Readers',
  sheetTitle: '{{title}}: read by {{read}} parents, {{audience}} children in its audience',
  readers: 'Read ({{n}} parents)',
  notRead: 'Not read yet ({{n}} children)',
  parent: 'Parent',
  child: 'Child',
  class: 'Class',
  readAt: 'Read at',
};
