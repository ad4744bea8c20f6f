import type { SalesmanAssign, SalesmanFigure, SalesmanKig } from '@kg/domain';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { kindergartenReach, subtreeIds } from '../../platform/tenancy/reach.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { students } from '../campus/campus.tables.js';
import { salesmanKigs } from './salesman.table.js';

/** Children studying now, per kindergarten of the session's reach: a subquery grouped by `kig_id` (co-located on Citus). */
export function studyingByKig(db: Db, ctx: SessionContext) {
  return db
    .select({ kigId: students.kigId, n: count().as('studying_n') })
    .from(students)
    .where(and(eq(students.deleted, false), eq(students.status, 'studying'), inArray(students.kigId, kindergartenReach(ctx))))
    .groupBy(students.kigId)
    .as('studying');
}

const current = and(isNull(salesmanKigs.endedAt), eq(salesmanKigs.deleted, false));

/** A live kindergarten the session reaches, with its path; another's answers as one that does not exist. */
async function kindergartenOf(db: Db, ctx: SessionContext, kigId: string) {
  const [kig] = await db
    .select({ id: organisations.id, path: organisations.path })
    .from(organisations)
    .where(and(eq(organisations.id, kigId), eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false), inArray(organisations.id, kindergartenReach(ctx))))
    .limit(1);
  if (!kig) throw notFound();
  return kig;
}

/** The kindergarten's current assignment, locked (named by its kindergarten: one shard on Citus). */
async function lockCurrent(tx: Db, kigId: string) {
  const [row] = await tx
    .select({ id: salesmanKigs.id, salesmanId: salesmanKigs.salesmanId })
    .from(salesmanKigs)
    .where(and(eq(salesmanKigs.kigId, kigId), current))
    .limit(1)
    .for('update');
  return row;
}

async function endAssignment(tx: Db, kigId: string, id: string, at: Date) {
  await tx
    .update(salesmanKigs)
    .set({ endedAt: at, updatedAt: at })
    .where(and(eq(salesmanKigs.kigId, kigId), eq(salesmanKigs.id, id)));
}

/** Two assignments of one kindergarten racing: the unique index of current ones lets one in; the other is a 409. */
async function asConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const text = `${(error as { code?: string }).code ?? ''} ${String((error as { cause?: { code?: string } }).cause?.code ?? '')} ${String(error)}`;
    if (text.includes('23505') || text.includes('salesman_kigs_current_key')) throw conflict();
    throw error;
  }
}

/**
 * Gives a kindergarten to a salesman on duty of the kindergarten's agent. Its current salesman's
 * assignment is ended (kept as history) and the move audited with both; the same salesman again is no
 * change. The salesman and the kindergarten answer like random ids outside the session's reach.
 */
export async function assignKig(db: Db, salesmen: ResourceService, ctx: SessionContext, input: SalesmanAssign) {
  const salesman = await salesmen.findRow(ctx, input.salesmanId);
  const kig = await kindergartenOf(db, ctx, input.kigId);
  if (salesman.state !== 'onDuty') throw ruleBroken('agency.salesman.notOnDuty');
  const [agent] = await db
    .select({ path: organisations.path })
    .from(organisations)
    .where(eq(organisations.id, salesman.orgId as string));
  if (!agent || !kig.path.startsWith(agent.path)) throw ruleBroken('agency.salesman.kigNotOfAgent');
  return asConflict(() =>
    db.transaction(async (tx) => {
      const before = await lockCurrent(tx, kig.id);
      if (before?.salesmanId === salesman.id) return { kigId: kig.id, salesmanId: salesman.id as string, previousId: salesman.id as string };
      const at = new Date();
      if (before) await endAssignment(tx, kig.id, before.id, at);
      await tx.insert(salesmanKigs).values({ kigId: kig.id, salesmanId: salesman.id as string, agentId: salesman.orgId as string, assignedAt: at, createdBy: ctx.userId });
      await recordAudit(tx, {
        ...auditActor(ctx),
        action: 'assign',
        resource: 'salesman',
        resourceId: salesman.id as string,
        result: 'ok',
        detail: { kigId: kig.id, from: before?.salesmanId ?? null },
      });
      return { kigId: kig.id, salesmanId: salesman.id as string, previousId: before?.salesmanId ?? null };
    }),
  );
}

/** Leaves a kindergarten without a salesman: its assignment is ended (kept) and audited. */
export async function releaseKig(db: Db, ctx: SessionContext, kigId: string) {
  const kig = await kindergartenOf(db, ctx, kigId);
  return db.transaction(async (tx) => {
    const before = await lockCurrent(tx, kig.id);
    if (!before) throw ruleBroken('agency.salesman.hasNoSalesman');
    await endAssignment(tx, kig.id, before.id, new Date());
    await recordAudit(tx, { ...auditActor(ctx), action: 'unlink', resource: 'salesman', resourceId: before.salesmanId, result: 'ok', detail: { kigId: kig.id } });
    return { kigId: kig.id, salesmanId: null, previousId: before.salesmanId };
  });
}

/** A salesman's kindergartens within reach, current first, then its past ones newest first, with the children studying in each. */
export async function salesmanKigList(db: Db, salesmen: ResourceService, ctx: SessionContext, salesmanId: string): Promise<SalesmanKig[]> {
  await salesmen.findRow(ctx, salesmanId);
  const studying = studyingByKig(db, ctx);
  const rows = await db
    .select({
      kigId: salesmanKigs.kigId,
      kigCode: organisations.code,
      kigName: organisations.name,
      assignedAt: salesmanKigs.assignedAt,
      endedAt: salesmanKigs.endedAt,
      children: sql<number>`coalesce(${studying.n}, 0)`,
    })
    .from(salesmanKigs)
    .innerJoin(organisations, eq(organisations.id, salesmanKigs.kigId))
    .leftJoin(studying, eq(studying.kigId, salesmanKigs.kigId))
    .where(and(eq(salesmanKigs.salesmanId, salesmanId), eq(salesmanKigs.deleted, false), inArray(salesmanKigs.kigId, kindergartenReach(ctx))))
    .orderBy(sql`${salesmanKigs.endedAt} is not null`, desc(salesmanKigs.assignedAt));
  return rows.map((r) => ({
    kigId: r.kigId,
    kigCode: r.kigCode,
    kigName: r.kigName,
    assignedAt: r.assignedAt.toISOString(),
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
    children: Number(r.children),
  }));
}

/** Per salesman within reach: its kindergartens now and their children studying, one grouped statement. */
export async function salesmanFigures(db: Db, ctx: SessionContext): Promise<SalesmanFigure[]> {
  const studying = studyingByKig(db, ctx);
  const within: SQL[] = [current!, inArray(salesmanKigs.kigId, kindergartenReach(ctx)), inArray(salesmanKigs.agentId, subtreeIds(ctx))];
  const rows = await db
    .select({ salesmanId: salesmanKigs.salesmanId, kigs: count(), children: sql<number>`coalesce(sum(${studying.n}), 0)` })
    .from(salesmanKigs)
    .leftJoin(studying, eq(studying.kigId, salesmanKigs.kigId))
    .where(and(...within))
    .groupBy(salesmanKigs.salesmanId);
  return rows.map((r) => ({ salesmanId: r.salesmanId, kigs: Number(r.kigs), children: Number(r.children) }));
}
