/** The principal's mailbox (source language). */
export const mailboxLetterZhCN = {
  title: '园长信箱',
  fields: {
    kigId: '幼儿园',
    parentId: '家长',
    studentId: '关于幼儿',
    subject: '主题',
    content: '内容',
    sentAt: '来信时间',
    state: '状态',
    reply: '回复',
    repliedBy: '回复人',
    repliedAt: '回复时间',
    closedBy: '关闭人',
    closedAt: '关闭时间',
  },
  actions: { close: '关闭' },
  values: { state: { unread: '未读', read: '已读', answered: '已回复', closed: '已关闭' } },
} as const;

/** The mailbox's server messages. */
export const mailboxTextZhCN = {
  replyFirst: '请先回复这封信，再关闭',
  alreadyAnswered: '这封信已回复',
  closed: '这封信已关闭',
  off: '幼儿园 APP 的园长信箱已关闭，暂时不能写信',
} as const;
