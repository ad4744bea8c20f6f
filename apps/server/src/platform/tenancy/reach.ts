import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { notFound } from '../errors.js';
import { organisations } from './organization.table.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Organisations at or below the session's (deleted ones too): one indexed prefix match of the path. */
export function inSubtree(ctx: SessionContext): SQL {
  return like(organisations.path, `${escapeLike(ctx.orgPath)}%`);
}

/**
 * The live organisations at or below the session's: the reach of an organisation-scoped user, as a
 * parenthesised subquery of ids (`in ${...}`). Written as SQL, not with the query builder: every
 * scoped read of every request builds it.
 */
export function subtreeIds(ctx: SessionContext, kind?: string): SQL {
  // A kindergarten has nothing below it, and a session's organisation is live (resolveSession): its
  // reach is its own id, which Citus routes to the one shard holding it (a subquery it cannot).
  if (ctx.orgKind === 'kindergarten') return sql`(${ctx.orgId})`;
  return sql`(select ${organisations.id} from ${organisations} where ${inSubtree(ctx)} and ${organisations.deleted} = false${
    kind ? sql` and ${organisations.kind} = ${kind}` : sql``
  })`;
}

/**
 * The kindergartens a session reaches through the tree (its own, a group's, an agent's, every one
 * for the platform), as a subquery of ids. Institutions and experts reach kindergartens by contract,
 * which the health area decides (`health-scope.ts`), not the tree.
 */
export function kindergartenReach(ctx: SessionContext): SQL {
  return subtreeIds(ctx, 'kindergarten');
}

/** The kindergartens within reach by name, with what reports group and count by. */
export function kindergartensInReach(db: Db, ctx: SessionContext) {
  return db
    .select({ id: organisations.id, name: organisations.name, areaCode: organisations.areaCode, timeZone: organisations.timeZone })
    .from(organisations)
    .where(inArray(organisations.id, kindergartenReach(ctx)))
    .orderBy(asc(organisations.name));
}

/**
 * Refuses an organisation id outside the session's subtree: a body cannot widen the scope. The answer
 * is the not-found one, so another tenant's organisation cannot be told from an id that names nothing.
 */
export async function assertOrgInReach(db: Db, ctx: SessionContext, orgId: string, kind?: string): Promise<void> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(orgInReach(ctx, orgId, kind))
    .limit(1);
  if (!row) throw notFound();
}

/** `assertOrgInReach`'s condition, for a statement that reads more with it (the organisation's row, live, in the session's subtree). */
export function orgInReach(ctx: SessionContext, orgId: string, kind?: string): SQL {
  const conditions = [eq(organisations.id, orgId), inSubtree(ctx), eq(organisations.deleted, false)];
  if (kind) conditions.push(eq(organisations.kind, kind as 'kindergarten'));
  return and(...conditions)!;
}
