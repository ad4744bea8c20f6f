import type { Db } from '../db.js';
import { bookkeeping } from '../request-scope.js';
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

/** The session an audit row names (who, and from where), in the row's columns. */
export function auditActor(ctx: { userId: string; userName: string; orgId: string; ip: string }): Pick<AuditEntry, 'userId' | 'userName' | 'orgId' | 'ip'> {
  return { userId: ctx.userId, userName: ctx.userName, orgId: ctx.orgId, ip: ctx.ip };
}

/** Bookkeeping: an audited read still works while the disk is low (see request-scope.ts). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await bookkeeping(() =>
    db.insert(auditLogs).values({
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
    }),
  );
}

/** A session read (or exported) personal data (docs/architecture.md, section 6: reads of health data are audited). */
export function auditRead(
  db: Db,
  ctx: { userId: string; userName: string; orgId: string; ip: string },
  resource: string,
  resourceId: string | null,
  detail?: Record<string, unknown>,
  action: 'view' | 'export' = 'view',
): Promise<void> {
  return recordAudit(db, { ...auditActor(ctx), action, resource, resourceId, result: 'ok', ...(detail ? { detail } : {}) });
}
