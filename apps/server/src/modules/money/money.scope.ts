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

/** How many codes an insert draws before it fails (a thousand a millisecond: never in practice). */
const CODE_DRAWS = 10;

/**
 * Inserts a row under a fresh code: `insert(code)` answers the row, or nothing when the code was taken
 * (`onConflictDoNothing` on the code's unique index, which leaves the transaction usable). Two rows of one
 * millisecond may draw the same three digits; the second then draws again instead of failing with a 500.
 */
export async function withFreshCode<T>(letter: 'R' | 'W' | 'F', now: Date, insert: (code: string) => Promise<T | undefined>): Promise<T> {
  return drawFresh(() => moneyCode(letter, now), insert);
}

/** As withFreshCode, for codes of another making (an order's: orders.service.ts). */
export async function drawFresh<T>(draw: () => string, insert: (code: string) => Promise<T | undefined>): Promise<T> {
  let code = '';
  for (let n = 0; n < CODE_DRAWS; n++) {
    code = draw();
    const row = await insert(code);
    if (row) return row;
  }
  throw new Error(`no free code in ${CODE_DRAWS} draws (the last ${code})`);
}
