/** Words of a notice's readers drawer (its columns live in the shared dictionaries, with its sheet). */
export const noticeReaders = {
  action: '谁已读',
  title: '{{title}} · 阅读情况',
  readCount: '已读家长',
  unreadCount: '未读幼儿',
  audience: '通知对象幼儿',
};
