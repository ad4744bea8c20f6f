import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

export const newId = (): string => uuidv7();

/** Columns every business table carries (DESIGN section 6). */
export const baseColumns = {
  id: uuid('id').primaryKey().$defaultFn(newId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  createdBy: uuid('created_by'),
  deleted: boolean('deleted').notNull().default(false),
};
