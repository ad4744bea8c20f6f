import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type KigTable = { kigId: PgColumn };

/**
 * The condition joining two kindergarten tables: their kindergarten first, then the link. On Citus a
 * kindergarten's rows share one shard, and a join that does not name `kig_id` cannot be sent to it
 * ("requires repartitioning"); on PostgreSQL it changes nothing, the link implies it.
 */
export function kigJoin(left: KigTable, right: KigTable, ...on: (SQL | undefined)[]): SQL {
  return and(eq(left.kigId, right.kigId), ...on)!;
}
