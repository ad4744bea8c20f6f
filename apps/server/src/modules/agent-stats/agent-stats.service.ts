import { type AgentStats, type AgentStatsKig, type AgentStatsQuery, monthsOf } from '@kg/domain';
import { and, asc, count, eq, inArray, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { assertOrgInReach, kindergartenReach } from '../../platform/tenancy/reach.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { memberships } from '../pack/pack.tables.js';
import { students } from '../campus/campus.tables.js';
import { devices } from '../device/device.table.js';
import { studyingByKig } from '../salesman/salesman.service.js';

/**
 * The kindergartens the statistics are of: the session's reach, or one agent's within it (operations
 * name one; another agent's id answers as one that does not exist).
 */
async function statsReach(db: Db, ctx: SessionContext, agentId: string | undefined): Promise<SQL> {
  if (!agentId) return kindergartenReach(ctx);
  await assertOrgInReach(db, ctx, agentId, 'agent');
  const [agent] = await db.select({ path: organisations.path }).from(organisations).where(eq(organisations.id, agentId));
  return sql`(select ${organisations.id} from ${organisations} where ${like(organisations.path, `${agent!.path}%`)} and ${organisations.kind} = 'kindergarten' and ${organisations.deleted} = false)`;
}

/** A kindergarten's opening day: its record's (an approved request wrote it there), else the day it was made, in its own zone. */
export const openedOn = sql<string>`coalesce(${organisations.openDate}, (${organisations.createdAt} at time zone ${organisations.timeZone})::date)`;

/** Every kindergarten within reach with its agent, opening day, children studying and machines installed: one statement. */
async function kindergartenRows(db: Db, ctx: SessionContext, reach: SQL): Promise<AgentStatsKig[]> {
  const agent = alias(organisations, 'agent');
  const studying = studyingByKig(db, ctx);
  const machines = db
    .select({ kigId: devices.kigId, n: count().as('machines_n') })
    .from(devices)
    .where(and(isNotNull(devices.kigId), eq(devices.status, 'enabled'), eq(devices.deleted, false), inArray(devices.kigId, reach)))
    .groupBy(devices.kigId)
    .as('machines');
  const rows = await db
    .select({
      kigId: organisations.id,
      kigCode: organisations.code,
      kigName: organisations.name,
      agentName: sql<string>`coalesce(${agent.name}, '')`,
      openedOn: sql<string>`to_char(${openedOn}, 'YYYY-MM-DD')`,
      children: sql<number>`coalesce(${studying.n}, 0)`,
      machines: sql<number>`coalesce(${machines.n}, 0)`,
    })
    .from(organisations)
    .leftJoin(agent, and(eq(agent.kind, 'agent'), sql`${organisations.path} like ${agent.path} || '%'`))
    .leftJoin(studying, eq(studying.kigId, organisations.id))
    .leftJoin(machines, eq(machines.kigId, organisations.id))
    .where(inArray(organisations.id, reach))
    .orderBy(asc(organisations.code));
  return rows.map((r) => ({ ...r, children: Number(r.children), machines: Number(r.machines) }));
}

/** Kindergartens opened in each month of the period: one grouped statement. */
async function openedByMonth(db: Db, reach: SQL, q: AgentStatsQuery): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${openedOn}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: count() })
    .from(organisations)
    .where(and(inArray(organisations.id, reach), sql`${month} between ${q.from} and ${q.to}`))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

/** The last day of a month ('2026-02' -> '2026-02-28'). */
export const monthEnd = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The day a child left the roll (null while studying): its graduation or service end, else the day its row last changed. */
export const childLeftOn = sql`case when ${students.status} = 'studying' then null else coalesce(${students.graduatedDate}, ${students.serviceEndDate}, (${students.updatedAt} at time zone 'UTC')::date) end`;

/**
 * Children on the roll at each month's end: enrolled by then, and not yet graduated or gone (a child
 * who left is gone from its service end date, else from when its row last changed). One statement, a
 * filtered count per month, over the students of the reach only (one pass, pushed to each shard on Citus).
 */
async function childrenByMonth(db: Db, reach: SQL, months: string[]): Promise<Map<string, number>> {
  const ended = childLeftOn;
  const columns = months.map(
    (m, i) => sql`count(*) filter (where ${students.enrolDate} <= ${monthEnd(m)}::date and (${ended} is null or ${ended} > ${monthEnd(m)}::date)) as ${sql.identifier(`m${i}`)}`,
  );
  const result = (await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from ${students} where ${students.deleted} = false and ${inArray(students.kigId, reach)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return new Map(months.map((m, i) => [m, Number(row[`m${i}`] ?? 0)]));
}

/**
 * Memberships sold in each month of the period (by the kindergarten's day of the sale; trials are not
 * sold) and their amount in fen: one grouped statement, pushed to each shard on Citus.
 */
async function membershipsByMonth(db: Db, reach: SQL, q: AgentStatsQuery): Promise<Map<string, { n: number; fen: number }>> {
  const month = sql<string>`to_char(${memberships.soldOn}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: count(), fen: sql<string>`coalesce(sum(${memberships.pricePaid}), 0)` })
    .from(memberships)
    .where(
      and(
        eq(memberships.deleted, false),
        sql`${memberships.source} <> 'trial'`,
        inArray(memberships.kigId, reach),
        sql`${memberships.soldOn} between ${`${q.from}-01`}::date and ${monthEnd(q.to)}::date`,
      ),
    )
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, { n: Number(r.n), fen: Number(r.fen) }]));
}

/** The statistics of a period: the months (opened, children at month end) and the kindergartens, with totals. */
export async function agentStats(db: Db, ctx: SessionContext, q: AgentStatsQuery): Promise<AgentStats> {
  const reach = await statsReach(db, ctx, q.agentId);
  const months = monthsOf(q.from, q.to);
  const kindergartens = await kindergartenRows(db, ctx, reach);
  const opened = await openedByMonth(db, reach, q);
  const children = await childrenByMonth(db, reach, months);
  const sold = await membershipsByMonth(db, reach, q);
  const byMonth = months.map((month) => ({
    month,
    opened: opened.get(month) ?? 0,
    children: children.get(month) ?? 0,
    memberships: sold.get(month)?.n ?? 0,
    membershipFen: sold.get(month)?.fen ?? 0,
  }));
  return {
    months: byMonth,
    kindergartens,
    totals: {
      kindergartens: kindergartens.length,
      children: kindergartens.reduce((n, k) => n + k.children, 0),
      machines: kindergartens.reduce((n, k) => n + k.machines, 0),
      opened: byMonth.reduce((n, m) => n + m.opened, 0),
      memberships: byMonth.reduce((n, m) => n + m.memberships, 0),
      membershipFen: byMonth.reduce((n, m) => n + m.membershipFen, 0),
    },
  };
}
