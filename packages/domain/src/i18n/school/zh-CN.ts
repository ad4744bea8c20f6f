import { activityZhCN, activityTextZhCN } from './activity.zh-CN.js';
import { mailboxLetterZhCN, mailboxTextZhCN } from './mailbox.zh-CN.js';
import { noticeReadersZhCN } from './notice-readers.zh-CN.js';
import { recordsTextZhCN } from './records.zh-CN.js';

/** School life's entities and messages, one file per feature (issue 15). */
export const schoolEntitiesZhCN = { ...activityZhCN, mailboxLetter: mailboxLetterZhCN };
export const schoolTextZhCN = { ...activityTextZhCN, mailbox: mailboxTextZhCN, noticeReaders: noticeReadersZhCN, ...recordsTextZhCN };
