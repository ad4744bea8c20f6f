import { mailboxLetterEntity } from '@kg/domain';
import { foreignKey, index, pgTable } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { kig, parents } from '../campus/campus.tables.js';

/** The principal's mailbox: letters from families (mailbox-letter.entity.ts), a kindergarten's rows. */
export const mailboxLetters = pgTable('mailbox_letters', { ...kigBaseColumns, ...entityColumns(mailboxLetterEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  // The list's order within a kindergarten, and its unread count.
  index('mailbox_letters_kig_idx').on(t.kigId, t.sentAt),
  // A family's own letters, by its parent row.
  index('mailbox_letters_parent_idx').on(t.kigId, t.parentId, t.sentAt),
  foreignKey({ name: 'mailbox_letters_parent_fk', columns: [t.kigId, t.parentId], foreignColumns: [parents.kigId, parents.id] }),
]);
