/** Words of the principal's mailbox screen (the letter's labels live in the shared dictionaries). */
export const mailbox = {
  unread: '未读 {{count}} 封',
  open: '查看',
  letterTitle: '来信 · {{subject}}',
  from: '来信人',
  about: '关于幼儿',
  reply: '回复',
  replyLabel: '回复内容（家长可见）',
  send: '发送回复',
};
