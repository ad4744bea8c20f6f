import { type AgentInfo, maskAccount, maskPhone } from '@kg/domain';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { reachableAgent } from './sms-usage.service.js';
import { agentBankAccounts } from './sms.tables.js';

type Org = typeof organisations.$inferSelect;
type Bank = typeof agentBankAccounts.$inferSelect;

function present(org: Org, bank: Bank | undefined): AgentInfo {
  return {
    agentId: org.id,
    code: org.code,
    name: org.name,
    contactName: org.contactName ?? null,
    contactPhone: org.contactPhone ?? null,
    address: org.address ?? null,
    bank: bank ? { accountName: bank.accountName, bankName: bank.bankName, account: maskAccount(bank.accountLast4), updatedAt: bank.updatedAt.toISOString() } : null,
  };
}

const bankOf = async (db: Db, agentId: string) =>
  (
    await db
      .select()
      .from(agentBankAccounts)
      .where(and(eq(agentBankAccounts.agentId, agentId), eq(agentBankAccounts.deleted, false)))
      .limit(1)
  )[0];

/** An agent's profile (its organisation's) and bank account, the number masked: its own, or one operations name. */
export async function agentInfo(db: Db, ctx: SessionContext, agentId?: string): Promise<AgentInfo> {
  const agent = await reachableAgent(db, ctx, agentId);
  return present(agent, await bankOf(db, agent.id));
}

/** Every agent the session reaches (operations: all), by code. */
export async function agentInfoList(db: Db, ctx: SessionContext): Promise<AgentInfo[]> {
  const agents = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.kind, 'agent'), eq(organisations.deleted, false), like(organisations.path, `${ctx.orgPath}%`)))
    .orderBy(asc(organisations.code));
  if (agents.length === 0) return [];
  const banks = await db
    .select()
    .from(agentBankAccounts)
    .where(
      and(
        inArray(
          agentBankAccounts.agentId,
          agents.map((a) => a.id),
        ),
        eq(agentBankAccounts.deleted, false),
      ),
    );
  return agents.map((a) =>
    present(
      a,
      banks.find((b) => b.agentId === a.id),
    ),
  );
}

/**
 * Sets the agent's own bank account (the code was checked by the caller). The number is sealed, its
 * last four kept for showing; the audit keeps the masked number only.
 */
export async function saveBankAccount(db: Db, secrets: SecretBox, ctx: SessionContext, input: { accountName: string; bankName: string; accountNo: string }): Promise<AgentInfo> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('sms.notForYou');
  const accountNo = input.accountNo.replace(/\s+/g, '');
  const values = { accountName: input.accountName, bankName: input.bankName, accountSealed: secrets.seal(accountNo), accountLast4: accountNo.slice(-4) };
  await db.transaction(async (tx) => {
    const existing = await bankOf(tx, ctx.orgId);
    if (existing) await tx.update(agentBankAccounts).set(values).where(eq(agentBankAccounts.id, existing.id));
    else await tx.insert(agentBankAccounts).values({ ...values, agentId: ctx.orgId, createdBy: ctx.userId });
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: existing ? 'update' : 'create',
      resource: 'agentBankAccount',
      resourceId: ctx.orgId,
      result: 'ok',
      detail: { accountName: input.accountName, bankName: input.bankName, account: maskAccount(accountNo), ...(existing ? { before: maskAccount(existing.accountLast4) } : {}) },
    });
  });
  return agentInfo(db, ctx);
}

/** Changes the kindergarten's head phone (the code, sent to the current one, was checked by the caller). */
export async function changeHeadPhone(db: Db, ctx: SessionContext, phone: string): Promise<{ phone: string }> {
  if (ctx.orgKind !== 'kindergarten') throw ruleBroken('sms.notForYou');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ phone: organisations.contactPhone }).from(organisations).where(eq(organisations.id, ctx.orgId));
    await tx.update(organisations).set({ contactPhone: phone }).where(eq(organisations.id, ctx.orgId));
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'changeHeadPhone',
      resource: 'organization',
      resourceId: ctx.orgId,
      result: 'ok',
      detail: { from: before?.phone ? maskPhone(before.phone) : null, to: maskPhone(phone) },
    });
  });
  return { phone: maskPhone(phone) };
}

/** Changes the agent's own profile (name, contact person, address); audited with what it was. */
export async function saveAgentProfile(
  db: Db,
  ctx: SessionContext,
  input: { name: string; contactName?: string | null | undefined; address?: string | null | undefined },
): Promise<AgentInfo> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('sms.notForYou');
  const values = { name: input.name, contactName: input.contactName || null, address: input.address || null };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: organisations.name, contactName: organisations.contactName, address: organisations.address })
      .from(organisations)
      .where(eq(organisations.id, ctx.orgId));
    await tx.update(organisations).set(values).where(eq(organisations.id, ctx.orgId));
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'update',
      resource: 'organization',
      resourceId: ctx.orgId,
      result: 'ok',
      detail: { before: before ?? null, after: values },
    });
  });
  return agentInfo(db, ctx);
}

/** Changes the agent's contact phone (the code, sent to the current one, was checked by the caller); the audit keeps both masked. */
export async function changeAgentPhone(db: Db, ctx: SessionContext, phone: string): Promise<AgentInfo> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('sms.notForYou');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ phone: organisations.contactPhone }).from(organisations).where(eq(organisations.id, ctx.orgId));
    await tx.update(organisations).set({ contactPhone: phone }).where(eq(organisations.id, ctx.orgId));
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'changeContactPhone',
      resource: 'organization',
      resourceId: ctx.orgId,
      result: 'ok',
      detail: { from: before?.phone ? maskPhone(before.phone) : null, to: maskPhone(phone) },
    });
  });
  return agentInfo(db, ctx);
}
