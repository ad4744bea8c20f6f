import type { AnyEntity } from '@kg/domain';
import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { organisations } from '../../modules/system/organization.table.js';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { forbidden, notFound } from '../errors.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The live organisations at or below the session's: the reach of an organisation-scoped user. */
export function subtreeIds(db: Db, ctx: SessionContext, kind?: string) {
  const conditions = [like(organisations.path, `${escapeLike(ctx.orgPath)}%`), eq(organisations.deleted, false)];
  if (kind) conditions.push(eq(organisations.kind, kind as 'kindergarten'));
  return db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(...conditions));
}

/**
 * Refuses an organisation id outside the session's subtree: a body cannot widen the scope. The answer
 * is the not-found one, so another tenant's organisation cannot be told from an id that names nothing.
 */
export async function assertOrgInReach(db: Db, ctx: SessionContext, orgId: string, kind?: string): Promise<void> {
  const conditions = [
    eq(organisations.id, orgId),
    like(organisations.path, `${escapeLike(ctx.orgPath)}%`),
    eq(organisations.deleted, false),
  ];
  if (kind) conditions.push(eq(organisations.kind, kind as 'kindergarten'));
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound();
}

export interface ScopeOptions {
  /** The column holding the owning organisation (default: the table's orgId, or kigId). */
  column?: PgColumn;
  /** A whole custom visibility rule (the organisations table scopes by its own path). */
  where?: (ctx: SessionContext) => SQL;
}

/**
 * Which rows a session may see. Platform-scoped resources are for platform staff only, whatever
 * permissions a role of another organisation might have been given.
 */
export function scopeWhere(db: Db, entity: AnyEntity, ctx: SessionContext, column: PgColumn | undefined, opts: ScopeOptions) {
  if (entity.scope === 'platform') {
    if (ctx.orgKind !== 'platform') throw forbidden();
    return undefined;
  }
  if (opts.where) return opts.where(ctx);
  if (!column) throw new Error(`${entity.name}: no scope column`);
  return inArray(column, subtreeIds(db, ctx, entity.scope === 'kindergarten' ? 'kindergarten' : undefined));
}
