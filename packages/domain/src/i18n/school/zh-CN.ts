import { mailboxLetterZhCN, mailboxTextZhCN } from './mailbox.zh-CN.js';

/** School life's entities and messages, one file per feature (issue 15). */
export const schoolEntitiesZhCN = { mailboxLetter: mailboxLetterZhCN };
export const schoolTextZhCN = { mailbox: mailboxTextZhCN };
