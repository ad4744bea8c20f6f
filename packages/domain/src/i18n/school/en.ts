import { activityEn, activityTextEn } from './activity.en.js';
import { mailboxLetterEn, mailboxTextEn } from './mailbox.en.js';
import { noticeReadersEn } from './notice-readers.en.js';
import { recordsTextEn } from './records.en.js';

/** School life's entities and messages, one file per feature (issue 15). */
export const schoolEntitiesEn = { ...activityEn, mailboxLetter: mailboxLetterEn };
export const schoolTextEn = { ...activityTextEn, mailbox: mailboxTextEn, noticeReaders: noticeReadersEn, ...recordsTextEn };
