import { newsEntity, noticeEntity } from '@kg/domain';
import { foreignKey, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { kig, parents } from '../campus/campus.tables.js';

export const notices = pgTable('notices', { ...kigBaseColumns, ...entityColumns(noticeEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('notices_kig_idx').on(t.kigId, t.state, t.publishedAt),
]);

/**
 * Who has read a notice: one row per parent, the first time (markNoticeRead); the notice's
 * `read_count` is kept with it. On the notice's shard: the kindergarten leads the key and both links.
 */
export const noticeReads = pgTable(
  'notice_reads',
  {
    ...kig(),
    noticeId: uuid('notice_id').notNull(),
    parentId: uuid('parent_id').notNull(),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kigId, t.noticeId, t.parentId] }),
    foreignKey({ name: 'notice_reads_notice_fk', columns: [t.kigId, t.noticeId], foreignColumns: [notices.kigId, notices.id] }),
    foreignKey({ name: 'notice_reads_parent_fk', columns: [t.kigId, t.parentId], foreignColumns: [parents.kigId, parents.id] }),
  ],
);

export const news = pgTable('news', { ...kigBaseColumns, ...entityColumns(newsEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('news_kig_idx').on(t.kigId, t.state, t.publishedAt),
]);
