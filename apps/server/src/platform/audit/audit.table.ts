import { auditLogEntity } from '@kg/domain';
import { index, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../db/columns.js';
import { entityColumns } from '../resource/entity-columns.js';

/**
 * One row per write and per sign-in (docs/architecture.md, section 6); shown in System management -> logs.
 * Partitioned by the month of `at` (migration 0009, db/partitioned-tables.ts): it grows without end,
 * and an old month is detached for archive without locking the current one. The partition key
 * belongs to the primary key, as PostgreSQL requires.
 * On Citus it stays on the coordinator: written by every organisation kind, read by the platform's screen.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').notNull().$defaultFn(newId),
    ...entityColumns(auditLogEntity),
    userId: uuid('user_id'),
    orgId: uuid('org_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.id, t.at] }), index('audit_logs_at_idx').on(t.at.desc().nullsLast(), t.id), index('audit_logs_user_idx').on(t.userId)],
);
