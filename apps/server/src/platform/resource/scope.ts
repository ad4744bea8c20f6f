import type { AnyEntity } from '@kg/domain';
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../context.js';
import { forbidden } from '../errors.js';
import { subtreeIds } from '../tenancy/reach.js';

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
export function scopeWhere(entity: AnyEntity, ctx: SessionContext, column: PgColumn | undefined, opts: ScopeOptions) {
  if (entity.scope === 'platform') {
    if (ctx.orgKind !== 'platform') throw forbidden();
    return undefined;
  }
  if (opts.where) return opts.where(ctx);
  if (!column) throw new Error(`${entity.name}: no scope column`);
  return inArray(column, subtreeIds(ctx, entity.scope === 'kindergarten' ? 'kindergarten' : undefined));
}
