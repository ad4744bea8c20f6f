import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../db/columns.js';

/** One row per write and per sign-in (DESIGN section 6); shown in System management -> logs. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    orgId: uuid('org_id'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    ip: text('ip'),
    result: text('result').$type<'ok' | 'fail'>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_logs_at_idx').on(t.at), index('audit_logs_user_idx').on(t.userId)],
);
