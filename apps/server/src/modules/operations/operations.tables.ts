import { costEntity, growTagEntity, popupEntity, sysMessageEntity } from '@kg/domain';
import { index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';

/** Operations' system messages (issue 18): platform rows, each with its audience (sys-message.entity.ts). */
export const sysMessages = pgTable('sys_messages', { ...baseColumns, ...entityColumns(sysMessageEntity) }, (t) => [index('sys_messages_shown_idx').on(t.state, t.showFrom)]);

/**
 * Who opened a system message: one row per user, the first time (inbox.service.ts); the message's
 * `read_count` is kept with it in the same transaction. No kindergarten: its users are of every kind.
 */
export const sysMessageReads = pgTable(
  'sys_message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => sysMessages.id),
    userId: uuid('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('sys_message_reads_user_idx').on(t.userId)],
);

/** The platform's grow tags, by age group: a name once within its age group (live rows, any case). */
export const growTags = pgTable('grow_tags', { ...baseColumns, ...entityColumns(growTagEntity) }, (t) => [
  ...uniqueIndexes('grow_tags', growTagEntity, t),
  uniqueIndex('grow_tags_name_key')
    .on(t.ageGroup, sql`lower(${t.tagName})`)
    .where(sql`${t.deleted} = false`),
]);

/** The platform's running costs: one live row for a kind and month. */
export const costs = pgTable('costs', { ...baseColumns, ...entityColumns(costEntity) }, (t) => [
  ...uniqueIndexes('costs', costEntity, t),
  uniqueIndex('costs_month_kind_key')
    .on(t.month, t.costKind)
    .where(sql`${t.deleted} = false`),
]);

/** The apps' popups at their start (issue 18): platform rows. */
export const popups = pgTable('popups', { ...baseColumns, ...entityColumns(popupEntity) }, (t) => [index('popups_state_idx').on(t.state, t.beginDate)]);
