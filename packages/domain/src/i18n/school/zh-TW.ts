import { mailboxLetterZhTW, mailboxTextZhTW } from './mailbox.zh-TW.js';

/** School life's entities and messages, one file per feature (issue 15). */
export const schoolEntitiesZhTW = { mailboxLetter: mailboxLetterZhTW };
export const schoolTextZhTW = { mailbox: mailboxTextZhTW };
