import { type WithdrawalAnswer, withdrawalEntity, type WithdrawalState } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { agentBankAccounts } from '../sms/sms.tables.js';
import { accountId, balanceOf, post } from './ledger.service.js';
import { moneyScope, withFreshCode } from './money.scope.js';
import { withdrawals } from './money.tables.js';

/** The withdrawals' list, record and export (no generic write: the calls below write them). */
export const withdrawalResource: ResourceOptions = {
  entity: withdrawalEntity,
  table: withdrawals,
  scope: { where: (ctx) => moneyScope(withdrawals.orgId, ctx) },
};

type WithdrawalRow = typeof withdrawals.$inferSelect;

async function answer(tx: Db, row: WithdrawalRow, state: WithdrawalState, transactionId: string | null): Promise<WithdrawalAnswer> {
  const agentAccount = await accountId(tx, { kind: 'agent', orgId: row.orgId! });
  return { id: row.id, code: row.code ?? '', amount: row.amount, state, balance: await balanceOf(tx, agentAccount), transactionId };
}

/**
 * An agent asks to withdraw an amount to its bank account (one it verified with a code, sms/agent-info):
 * in one transaction the request is written and the amount held, moved from the agent's account to the
 * withdrawals in transit, so that it cannot be spent or withdrawn twice; a balance too small refuses it.
 */
export async function requestWithdrawal(tx: Db, ctx: SessionContext, amount: number, clock: Clock): Promise<WithdrawalAnswer> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('money.filerKind');
  const [bank] = await tx
    .select()
    .from(agentBankAccounts)
    .where(and(eq(agentBankAccounts.agentId, ctx.orgId), eq(agentBankAccounts.deleted, false)))
    .limit(1);
  if (!bank) throw ruleBroken('money.noBankAccount');
  const now = clock();
  // A code taken by another withdrawal of the same millisecond is drawn again.
  const row = await withFreshCode('W', now, async (code) => {
    const [inserted] = await tx
      .insert(withdrawals)
      .values({
        code,
        orgId: ctx.orgId,
        amount,
        bankName: bank.bankName,
        accountName: bank.accountName,
        accountLast4: bank.accountLast4,
        state: 'toWithdraw',
        requestedAt: now,
        createdBy: ctx.userId,
      })
      .onConflictDoNothing({ target: withdrawals.code })
      .returning();
    return inserted;
  });
  const from = await accountId(tx, { kind: 'agent', orgId: ctx.orgId });
  const transit = await accountId(tx, { kind: 'transit' });
  const transactionId = await post(tx, {
    cause: 'withdrawalHold',
    causeId: row.id,
    memo: row.code ?? '',
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    entries: [
      { accountId: from, amount: -amount },
      { accountId: transit, amount },
    ],
  });
  await tx.update(withdrawals).set({ holdTransactionId: transactionId }).where(eq(withdrawals.id, row.id));
  await recordAudit(tx, { ...auditActor(ctx), action: 'request', resource: 'withdrawal', resourceId: row.id, result: 'ok', detail: { amount, transactionId } });
  return answer(tx, row, 'toWithdraw', transactionId);
}

async function lockedWithdrawal(tx: Db, ctx: SessionContext, id: string): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.deleted, false), moneyScope(withdrawals.orgId, ctx)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  if (row.createdBy === ctx.userId) throw ruleBroken('money.selfApproval');
  return row;
}

/** Finance approves a withdrawal to withdraw: withdrawing (the amount stays held until it is paid). */
export async function approveWithdrawal(tx: Db, ctx: SessionContext, id: string, clock: Clock): Promise<WithdrawalAnswer> {
  const row = await lockedWithdrawal(tx, ctx, id);
  if (row.state !== 'toWithdraw') throw ruleBroken('money.wrongState');
  await tx.update(withdrawals).set({ state: 'withdrawing', checkedBy: ctx.userId, checkedAt: clock() }).where(eq(withdrawals.id, row.id));
  await recordAudit(tx, { ...auditActor(ctx), action: 'approve', resource: 'withdrawal', resourceId: row.id, result: 'ok' });
  return answer(tx, row, 'withdrawing', null);
}

/** Finance marks a withdrawing withdrawal paid with the transfer's reference: the held amount leaves through the bank transfer channel. */
export async function payWithdrawal(tx: Db, ctx: SessionContext, id: string, reference: string, clock: Clock): Promise<WithdrawalAnswer> {
  const row = await lockedWithdrawal(tx, ctx, id);
  if (row.state !== 'withdrawing') throw ruleBroken('money.wrongState');
  const transit = await accountId(tx, { kind: 'transit' });
  const bank = await accountId(tx, { kind: 'channel', channel: 'transfer' });
  const transactionId = await post(tx, {
    cause: 'withdrawalPaid',
    causeId: row.id,
    memo: `${row.code ?? ''} ${reference}`,
    detail: { reference },
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    entries: [
      { accountId: transit, amount: -row.amount },
      { accountId: bank, amount: row.amount },
    ],
  });
  await tx.update(withdrawals).set({ state: 'withdrawn', reference, paidAt: clock(), settleTransactionId: transactionId }).where(eq(withdrawals.id, row.id));
  await recordAudit(tx, { ...auditActor(ctx), action: 'pay', resource: 'withdrawal', resourceId: row.id, result: 'ok', detail: { reference, transactionId } });
  return answer(tx, row, 'withdrawn', transactionId);
}

/** Finance rejects a withdrawal not yet paid, with its reason: the held amount goes back to the agent's account. */
export async function rejectWithdrawal(tx: Db, ctx: SessionContext, id: string, reason: string, clock: Clock): Promise<WithdrawalAnswer> {
  const row = await lockedWithdrawal(tx, ctx, id);
  if (row.state !== 'toWithdraw' && row.state !== 'withdrawing') throw ruleBroken('money.wrongState');
  const transit = await accountId(tx, { kind: 'transit' });
  const agent = await accountId(tx, { kind: 'agent', orgId: row.orgId! });
  const transactionId = await post(tx, {
    cause: 'withdrawalRelease',
    causeId: row.id,
    memo: row.code ?? '',
    detail: { reason },
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    reversesId: row.holdTransactionId ?? undefined,
    entries: [
      { accountId: transit, amount: -row.amount },
      { accountId: agent, amount: row.amount },
    ],
  });
  await tx.update(withdrawals).set({ state: 'rejected', reason, checkedBy: ctx.userId, checkedAt: clock(), settleTransactionId: transactionId }).where(eq(withdrawals.id, row.id));
  await recordAudit(tx, { ...auditActor(ctx), action: 'reject', resource: 'withdrawal', resourceId: row.id, result: 'ok', detail: { reason, transactionId } });
  return answer(tx, row, 'rejected', transactionId);
}
