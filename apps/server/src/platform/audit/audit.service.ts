import type { Db } from '../db.js';
import { auditLogs } from './audit.table.js';

export interface AuditEntry {
  userId?: string | null;
  userName?: string | null;
  orgId?: string | null;
  action: string;
  resource: string;
  resourceId?: string | null;
  ip?: string | null;
  result: 'ok' | 'fail';
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    at: new Date(),
    userId: entry.userId ?? null,
    userName: entry.userName ?? null,
    orgId: entry.orgId ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    ip: entry.ip ?? null,
    result: entry.result,
    detail: entry.detail ?? null,
  });
}
