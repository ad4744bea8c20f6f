import { type Locale, type RechargeDecision, type RechargeDetails, rechargeEntity, type TransactionCause, type AccountKind } from '@kg/domain';
import { and, asc, eq } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { accountId, orgAccountId, organisationOf, post, presentAccounts } from './ledger.service.js';
import { moneyScope, withFreshCode } from './money.scope.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, recharges } from './money.tables.js';

/**
 * Filing and correcting a recharge (the generic save): the filer is the session's own organisation, a
 * kindergarten or an agent; the code is made at filing; a decided recharge is closed to change.
 */
export const rechargeResource = (clock: Clock): ResourceOptions => ({
  entity: rechargeEntity,
  table: recharges,
  scope: { where: (ctx) => moneyScope(recharges.orgId, ctx) },
  hooks: {
    async beforeSave(tx, ctx, _input, existing) {
      if (existing && existing.state !== 'pending') throw ruleBroken('money.closed');
      if (ctx.orgKind !== 'agent' && ctx.orgKind !== 'kindergarten') throw ruleBroken('money.filerKind');
      if (existing) return { values: { orgId: existing.orgId } };
      // The code is drawn at the insert: one taken by another recharge of the same millisecond is drawn again.
      const now = clock();
      return {
        values: { orgId: ctx.orgId, state: 'pending' },
        drawn: { target: recharges.code, draw: (insert) => withFreshCode('R', now, (code) => insert({ code })) },
      };
    },
  },
});

/** A recharge the session sees, locked for its decision (404 as a random id otherwise). */
async function lockedRecharge(tx: Db, ctx: SessionContext, id: string) {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.deleted, false), moneyScope(recharges.orgId, ctx)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Finance approves a pending recharge: in one transaction, the amount moves from its channel's account to
 * the filer's (the ledger's `recharge` transaction names the recharge and who approved), and the recharge
 * is marked approved with it. Its filer may not approve it.
 */
export async function approveRecharge(tx: Db, ctx: SessionContext, id: string, clock: Clock): Promise<RechargeDecision> {
  const row = await lockedRecharge(tx, ctx, id);
  if (row.state !== 'pending') throw ruleBroken('money.notPending');
  if (row.createdBy === ctx.userId) throw ruleBroken('money.selfApproval');
  const filer = await organisationOf(tx, row.orgId!);
  if (!filer) throw notFound();
  const to = await orgAccountId(tx, filer);
  const from = await accountId(tx, { kind: 'channel', channel: row.channel });
  const transactionId = await post(tx, {
    cause: 'recharge',
    causeId: row.id,
    memo: row.code ?? '',
    detail: { purpose: row.purpose, channel: row.channel, paidAt: row.paidAt.toISOString() },
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    entries: [
      { accountId: from, amount: -row.amount },
      { accountId: to, amount: row.amount },
    ],
  });
  await tx.update(recharges).set({ state: 'approved', checkedBy: ctx.userId, checkedAt: clock(), transactionId }).where(eq(recharges.id, row.id));
  await recordAudit(tx, {
    ...auditActor(ctx),
    action: 'approve',
    resource: 'recharge',
    resourceId: row.id,
    result: 'ok',
    detail: { amount: row.amount, orgId: row.orgId, transactionId },
  });
  return { id: row.id, state: 'approved', transactionId };
}

/** Finance rejects a pending recharge with its reason; nothing moves. Its filer may not decide it either. */
export async function rejectRecharge(tx: Db, ctx: SessionContext, id: string, reason: string, clock: Clock): Promise<RechargeDecision> {
  const row = await lockedRecharge(tx, ctx, id);
  if (row.state !== 'pending') throw ruleBroken('money.notPending');
  if (row.createdBy === ctx.userId) throw ruleBroken('money.selfApproval');
  await tx.update(recharges).set({ state: 'rejected', reason, checkedBy: ctx.userId, checkedAt: clock() }).where(eq(recharges.id, row.id));
  await recordAudit(tx, { ...auditActor(ctx), action: 'reject', resource: 'recharge', resourceId: row.id, result: 'ok', detail: { reason } });
  return { id: row.id, state: 'rejected', transactionId: null };
}

/** A transaction's lines with the name and kind of each account (a recharge's details, and any other cause's). */
export async function transactionLines(db: Db, transactionId: string, locale: Locale) {
  const rows = await db
    .select({ entry: ledgerEntries, tx: ledgerTransactions, account: ledgerAccounts })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.amount));
  const accounts = await presentAccounts(
    db,
    rows.map((r) => r.account),
    locale,
  );
  return rows.map((r, i) => ({
    id: r.entry.id,
    transactionId: r.tx.id,
    at: r.entry.at.toISOString(),
    cause: r.tx.cause as TransactionCause,
    causeId: r.tx.causeId,
    memo: r.tx.memo,
    amount: Number(r.entry.amount),
    balanceAfter: Number(r.entry.balanceAfter),
    accountName: accounts[i]!.name,
    accountKind: r.account.kind as AccountKind,
  }));
}

/** `recharge-details`: a recharge the session sees with the lines its approval wrote (none before). */
export async function rechargeDetails(db: Db, ctx: SessionContext, id: string): Promise<RechargeDetails> {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.deleted, false), moneyScope(recharges.orgId, ctx)))
    .limit(1);
  if (!row) throw notFound();
  const lines = row.transactionId ? await transactionLines(db, row.transactionId, ctx.locale) : [];
  return { id: row.id, code: row.code ?? '', state: row.state, amount: row.amount, lines };
}
