import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { nextVersion } from '../platform/resource/row-version.js';

export const newId = (): string => uuidv7();

/** Columns every business table carries (docs/architecture.md, section 6). */
export const baseColumns = {
  id: uuid('id').primaryKey().$defaultFn(newId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    // The row's version (optimistic saves): every update moves it forward, by at least a millisecond.
    .$onUpdate(() => nextVersion()),
  createdBy: uuid('created_by'),
  deleted: boolean('deleted').notNull().default(false),
};
