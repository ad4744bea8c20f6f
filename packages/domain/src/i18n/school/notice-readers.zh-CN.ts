/** Who has read a notice: its sheet (source language). */
export const noticeReadersZhCN = {
  sheet: '阅读情况',
  sheetTitle: '{{title}}：已读家长 {{read}}，通知对象幼儿 {{audience}}',
  readers: '已读（{{n}} 位家长）',
  notRead: '未读（{{n}} 名幼儿）',
  parent: '家长',
  child: '幼儿',
  class: '班级',
  readAt: '阅读时间',
};
