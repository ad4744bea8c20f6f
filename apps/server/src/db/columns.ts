import { boolean, type PgColumn, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { nextVersion } from '../platform/resource/row-version.js';

export const newId = (): string => uuidv7();

const rowColumns = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    // The row's version (optimistic saves): every update moves it forward, by at least a millisecond.
    .$onUpdate(() => nextVersion()),
  createdBy: uuid('created_by'),
  deleted: boolean('deleted').notNull().default(false),
};

/** Columns every business table carries (docs/architecture.md, section 6). */
export const baseColumns = { id: uuid('id').primaryKey().$defaultFn(newId), ...rowColumns };

/**
 * The same for a kindergarten-scoped table: its primary key is `(kig_id, id)` (`kigPrimaryKey`), so
 * that on Citus it holds on each kindergarten's shard (docs/architecture.md, section 10).
 */
export const kigBaseColumns = { id: uuid('id').notNull().$defaultFn(newId), ...rowColumns };

/** A kindergarten-scoped table's primary key, the distribution column first. */
export const kigPrimaryKey = (t: { kigId: PgColumn; id: PgColumn }) => primaryKey({ columns: [t.kigId, t.id] });

/**
 * The primary key of a kindergarten table partitioned by the month of its school day: PostgreSQL
 * requires the partition key in every unique key of a partitioned table.
 */
export const kigDayPrimaryKey = (t: { kigId: PgColumn; id: PgColumn; schoolDay: PgColumn }) => primaryKey({ columns: [t.kigId, t.id, t.schoolDay] });
