import type { SmsUsage } from '@kg/domain';
import { and, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { smsMessages, smsPackages } from './sms.tables.js';

/** The agent above (or at) an organisation, by its path: whose SMS package its messages use. None: the platform's own. */
export async function agentOf(db: Db, orgPath: string): Promise<string | null> {
  const ids = orgPath.split('/').filter(Boolean);
  if (ids.length === 0) return null;
  const [agent] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(inArray(organisations.id, ids), eq(organisations.kind, 'agent')))
    .limit(1);
  return agent?.id ?? null;
}

/** Messages granted and counted (every one not failed) of an agent. */
async function quota(db: Db, agentId: string): Promise<{ bought: number; used: number }> {
  const [granted] = await db
    .select({ total: sum(smsPackages.quota) })
    .from(smsPackages)
    .where(and(eq(smsPackages.agentId, agentId), eq(smsPackages.deleted, false)));
  const [sent] = await db
    .select({ n: count() })
    .from(smsMessages)
    .where(and(eq(smsMessages.agentId, agentId), ne(smsMessages.status, 'failed')));
  return { bought: Number(granted?.total ?? 0), used: Number(sent?.n ?? 0) };
}

/** Refuses a send when the agent's packages are used up; called under the agent's lock, so two sends cannot both take the last one. */
export async function assertQuotaLeft(tx: Db, agentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-agent:${agentId}`}))`);
  const { bought, used } = await quota(tx, agentId);
  if (used >= bought) throw ruleBroken('sms.packageEmpty');
}

/**
 * The agent a session asks about: an agent its own (an id, if given, must be it); operations any
 * agent they reach by id. Another's answers like a random id.
 */
export async function reachableAgent(db: Db, ctx: SessionContext, agentId: string | undefined) {
  const id = agentId ?? (ctx.orgKind === 'agent' ? ctx.orgId : undefined);
  if (!id) throw notFound();
  const [agent] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  if (!agent || agent.deleted || agent.kind !== 'agent' || !agent.path.startsWith(ctx.orgPath)) throw notFound();
  return agent;
}

/** An agent's quota bought, used and left, and its messages by the organisation they were sent for. */
export async function smsUsage(db: Db, ctx: SessionContext, agentId: string | undefined): Promise<SmsUsage> {
  const agent = await reachableAgent(db, ctx, agentId);
  const { bought, used } = await quota(db, agent.id);
  const rows = await db
    .select({ orgId: smsMessages.orgId, n: count() })
    .from(smsMessages)
    .where(and(eq(smsMessages.agentId, agent.id), ne(smsMessages.status, 'failed')))
    .groupBy(smsMessages.orgId);
  const orgs =
    rows.length === 0
      ? []
      : await db
          .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
          .from(organisations)
          .where(
            inArray(
              organisations.id,
              rows.map((r) => r.orgId),
            ),
          );
  const byKig = rows
    .map((r) => {
      const org = orgs.find((o) => o.id === r.orgId);
      return { orgId: r.orgId, name: org?.name ?? '', kind: org?.kind ?? '', sent: Number(r.n) };
    })
    .sort((a, b) => b.sent - a.sent || a.name.localeCompare(b.name));
  return { bought, used, left: Math.max(0, bought - used), byKig };
}
