import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../db/columns.js';

/**
 * Every upload the server authorised. A record may only name a path that is `confirmed` here and
 * belongs to an organisation within the saver's reach, so nobody can attach someone else's file. On
 * Citus it stays on the coordinator: written at every upload by any organisation kind, read by path.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    path: text('path').notNull(),
    orgId: uuid('org_id').notNull(),
    module: text('module').notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    maxSize: integer('max_size').notNull(),
    size: integer('size'),
    status: text('status').$type<'pending' | 'confirmed' | 'rejected'>().notNull().default('pending'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_path_key').on(t.path),
    index('uploads_org_idx').on(t.orgId),
    // The hourly prune reads only the few uploads never confirmed, not the millions of photos.
    index('uploads_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'confirmed'`),
  ],
);
