import { mailboxLetterEn, mailboxTextEn } from './mailbox.en.js';

/** School life's entities and messages, one file per feature (issue 15). */
export const schoolEntitiesEn = { mailboxLetter: mailboxLetterEn };
export const schoolTextEn = { mailbox: mailboxTextEn };
