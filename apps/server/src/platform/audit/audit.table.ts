import { auditLogEntity } from '@kg/domain';
import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../db/columns.js';
import { entityColumns } from '../resource/entity-columns.js';

/**
 * One row per write and per sign-in (docs/architecture.md, section 6); shown in System management -> logs.
 * On Citus it stays on the coordinator: written by every organisation kind, read by the platform's screen.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    ...entityColumns(auditLogEntity),
    userId: uuid('user_id'),
    orgId: uuid('org_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_logs_at_idx').on(t.at), index('audit_logs_user_idx').on(t.userId)],
);
