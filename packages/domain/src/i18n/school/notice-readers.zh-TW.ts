import type { DictShape } from '../types.js';
import type { noticeReadersZhCN } from './notice-readers.zh-CN.js';

export const noticeReadersZhTW: DictShape<typeof noticeReadersZhCN> = {
  sheet: '閱讀情況',
  sheetTitle: '{{title}}：已讀家長 {{read}}，通知對象幼兒 {{audience}}',
  readers: '已讀（{{n}} 位家長）',
  notRead: '未讀（{{n}} 名幼兒）',
  parent: '家長',
  child: '幼兒',
  class: '班級',
  readAt: '閱讀時間',
};
