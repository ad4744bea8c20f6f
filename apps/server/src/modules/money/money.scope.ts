import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../../platform/context.js';
import { subtreeIds } from '../../platform/tenancy/reach.js';

/**
 * Who sees a money record: the platform's finance every one; an agent or a kindergarten its own only
 * (an agent does not see its kindergartens' recharges: each party keeps its own money).
 */
export function moneyScope(column: PgColumn, ctx: SessionContext): SQL {
  return ctx.orgKind === 'platform' ? inArray(column, subtreeIds(ctx)) : eq(column, ctx.orgId);
}

/** A readable code: a letter and the instant to the millisecond, with three random digits (R20261126173112345123); F for a refund. */
export function moneyCode(letter: 'R' | 'W' | 'F', now: Date): string {
  const stamp = now.toISOString().replace(/[-:TZ.]/g, '');
  return `${letter}${stamp}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
