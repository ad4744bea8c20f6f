import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
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

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const { id, at, userId, userName, orgId, action, resource, resourceId, ip, result, detail } = getTableColumns(auditLogs);
const INSERT_COLUMNS = [id, at, userId, userName, orgId, action, resource, resourceId, ip, result, detail].map((c) => quote(c.name)).join(', ');
const INSERT_INTO = `insert into ${quote(getTableName(auditLogs))} (${INSERT_COLUMNS})`;

/**
 * The audit row of a read as part of the read's own statement (a data-modifying CTE): the row is
 * written exactly when the read is, in the same round trip and the same implicit transaction, so it is
 * committed before the answer leaves. Its parameters are numbered from `first`; `read` names the rows
 * read (the page), whose number is added to the detail as recordAudit would (`{ ...detail, rows }`):
 * an aggregate without grouping gives one row, so one audit row, even for an empty page.
 */
export function readAuditInsert(
  ctx: { userId: string; userName: string; orgId: string; ip: string },
  entity: string,
  detail: Record<string, unknown>,
  read: string,
  first: number,
): { text: string; params: unknown[] } {
  const p = (i: number) => `$${first + i}`;
  const values = `${p(0)}::uuid, ${p(1)}::timestamptz, ${p(2)}::uuid, ${p(3)}, ${p(4)}::uuid, ${p(5)}, ${p(6)}, null, ${p(7)}, ${p(8)}, ${p(9)}::jsonb || jsonb_build_object('rows', count(*))`;
  const params = [newId(), new Date().toISOString(), ctx.userId, ctx.userName, ctx.orgId, 'view', entity, ctx.ip, 'ok', JSON.stringify(detail)];
  return { text: `${INSERT_INTO} select ${values} from ${read}`, params };
}

/**
 * The audit row of a write as a statement to run inside the write's own (a data-modifying common table
 * expression, e.g. the ledger's `postWith`): written exactly when the write is, in the same round trip.
 */
export function auditInsert(entry: AuditEntry): SQL {
  const detail = entry.detail ? JSON.stringify(entry.detail) : null;
  return sql`${sql.raw(INSERT_INTO)} values (${newId()}, ${new Date().toISOString()}, ${entry.userId ?? null}, ${entry.userName ?? null}, ${entry.orgId ?? null}, ${entry.action}, ${entry.resource}, ${entry.resourceId ?? null}, ${entry.ip ?? null}, ${entry.result}, ${detail})`;
}
