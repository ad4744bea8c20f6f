import { activityZhTW, activityTextZhTW } from './activity.zh-TW.js';
import { mailboxLetterZhTW, mailboxTextZhTW } from './mailbox.zh-TW.js';
import { noticeReadersZhTW } from './notice-readers.zh-TW.js';
import { recordsTextZhTW } from './records.zh-TW.js';

/** School life's entities and messages, one file per feature (issue 15). */
export const schoolEntitiesZhTW = { ...activityZhTW, mailboxLetter: mailboxLetterZhTW };
export const schoolTextZhTW = { ...activityTextZhTW, mailbox: mailboxTextZhTW, noticeReaders: noticeReadersZhTW, ...recordsTextZhTW };
