import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An app module switched on or off for an organisation kind; a pair never set is on. */
export const appModuleSettings = pgTable(
  'app_module_settings',
  {
    orgKind: text('org_kind').notNull(),
    module: text('module').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.orgKind, t.module] })],
);
