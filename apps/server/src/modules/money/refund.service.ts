import { paymentRefundEntity, type PayChannel, type RefundAnswer, type RefundState } from '@kg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import { addDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { memberships } from '../pack/pack.tables.js';
import { accountId, post } from './ledger.service.js';
import { ledgerTransactions } from './money.tables.js';
import { moneyScope, withFreshCode } from './money.scope.js';
import { paymentOrders, paymentRefunds } from './orders.tables.js';
import { fenToYuan } from './payment/channel.js';
import type { PaymentChannels } from './payment/channels.js';

/** Finance's list and export of refunds (no generic write: the calls below write them). */
export const paymentRefundResource: ResourceOptions = {
  entity: paymentRefundEntity,
  table: paymentRefunds,
  scope: { where: (ctx) => moneyScope(paymentRefunds.orgId, ctx) },
};

type OrderRow = typeof paymentOrders.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** The amount of an order not yet refunded nor asked for (requested refunds hold their amount until decided). */
async function refundable(tx: Db, order: OrderRow): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, order.id), inArray(paymentRefunds.state, ['requested', 'refunded'])));
  return (order.amount ?? 0) - Number(row?.held ?? 0);
}

async function answer(tx: Db, row: RefundRow, state: RefundState, transactionId: string | null): Promise<RefundAnswer> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId)).limit(1);
  return { id: row.id, code: row.code, orderId: row.orderId, amount: row.amount, state, refundable: await refundable(tx, order!), transactionId };
}

/** The order under its row lock, as the session sees it (another tenant's answers as a random id). */
async function lockedOrder(tx: Db, ctx: SessionContext, id: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), moneyScope(paymentOrders.orgId, ctx)))
    .for('update')
    .limit(1);
  if (!order) throw notFound();
  return order;
}

/**
 * Finance asks to refund a paid order: an amount up to what is left (the order's amount less the refunds
 * approved or waiting), and a reason. Under the order's row lock, so two requests at once cannot ask for
 * more than the order between them. Nothing moves until another finance person approves it.
 */
export async function requestRefund(tx: Db, ctx: SessionContext, input: { orderId: string; amount: number; reason: string }, clock: Clock): Promise<RefundAnswer> {
  const order = await lockedOrder(tx, ctx, input.orderId);
  if (order.payFlag !== 'paid') throw ruleBroken('payment.refund.notPaid');
  const left = await refundable(tx, order);
  if (input.amount > left) throw ruleBroken('payment.refund.tooMuch', { refundable: fenToYuan(left) });
  const now = clock();
  const row = await withFreshCode('F', now, async (code) => {
    const [inserted] = await tx
      .insert(paymentRefunds)
      .values({
        code,
        orderId: order.id,
        orderCode: order.code,
        orgId: order.orgId,
        amount: input.amount,
        reason: input.reason,
        state: 'requested',
        requestedAt: now,
        createdBy: ctx.userId,
      })
      .onConflictDoNothing({ target: paymentRefunds.code })
      .returning();
    return inserted;
  });
  await recordAudit(tx, {
    ...auditActor(ctx),
    action: 'request',
    resource: 'paymentRefund',
    resourceId: row!.id,
    result: 'ok',
    detail: { orderId: order.id, amount: input.amount },
  });
  return answer(tx, row!, 'requested', null);
}

/** A refund to decide, under its row lock: decided already is a 409 (a second approval never reverses twice); the requester's own is refused. */
async function lockedRefund(tx: Db, ctx: SessionContext, id: string): Promise<RefundRow> {
  const [row] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.deleted, false), moneyScope(paymentRefunds.orgId, ctx)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  if (row.state !== 'requested') throw conflict('payment.refund.decided');
  if (row.createdBy === ctx.userId) throw ruleBroken('money.selfApproval');
  return row;
}

/** What a share gives back when `done` of the order's `amount` is refunded in all: in proportion, rounded down (whole fen). */
const shareOf = (share: number, done: number, amount: number) => Math.floor((share * done) / amount);

/**
 * The ledger's reversal of `amount` more of an order already refunded by `before`: out of the kindergarten's,
 * the agent's and the platform's accounts in proportion to their shares, the channel's fee coming back in the
 * same proportion (the providers return their fee on a refund), the rest back out through the channel. Each
 * part is its share of the refunded total less what earlier refunds took, so several partial refunds
 * reverse the payment exactly once they reach its amount; the kindergarten's part takes the rounding.
 */
export async function refundEntries(tx: Db, order: OrderRow, before: number, amount: number) {
  const total = order.amount ?? 0;
  const [payment] = order.paymentTransactionId
    ? await tx.select({ detail: ledgerTransactions.detail }).from(ledgerTransactions).where(eq(ledgerTransactions.id, order.paymentTransactionId)).limit(1)
    : [];
  const fee = Number((payment?.detail as { fee?: number } | null)?.fee ?? 0);
  const agentShare = order.agentId ? order.agentPrice - order.platformPrice : 0;
  const platformShare = order.platformPrice + (order.agentId ? 0 : order.agentPrice - order.platformPrice);
  const part = (share: number) => shareOf(share, before + amount, total) - shareOf(share, before, total);
  const agent = part(agentShare);
  const platform = part(platformShare);
  const feeBack = part(fee);
  const kig = amount - agent - platform;
  const entries = [
    { accountId: await accountId(tx, { kind: 'kindergarten', orgId: order.orgId! }), amount: -kig },
    { accountId: await accountId(tx, { kind: 'platform' }), amount: -platform },
    { accountId: await accountId(tx, { kind: 'fee' }), amount: feeBack },
    { accountId: await accountId(tx, { kind: 'channel', channel: order.channel ?? 'local' }), amount: amount - feeBack },
  ];
  if (order.agentId) entries.push({ accountId: await accountId(tx, { kind: 'agent', orgId: order.agentId }), amount: -agent });
  return { entries: entries.filter((e) => e.amount !== 0), shares: { kig, agent, platform, fee: feeBack } };
}

/**
 * The membership the order bought, shortened to the part of its days still paid for (rounded down): ended
 * (its row removed from the child's periods) when the whole order is refunded. Periods bought after it keep
 * their dates. Orders paid before the period was recorded on them change no membership.
 */
async function shortenMembership(tx: Db, order: OrderRow, refundedAfter: number): Promise<{ membershipId: string; endDate: string | null } | null> {
  if (!order.membershipId || !order.membershipDays) return null;
  const [period] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.kigId, order.orgId!), eq(memberships.id, order.membershipId), eq(memberships.deleted, false)))
    .for('update')
    .limit(1);
  if (!period) return null;
  const total = order.amount ?? 0;
  const days = Math.floor((order.membershipDays * (total - refundedAfter)) / total);
  if (days <= 0) {
    await tx
      .update(memberships)
      .set({ deleted: true })
      .where(and(eq(memberships.kigId, period.kigId), eq(memberships.id, period.id)));
    return { membershipId: period.id, endDate: null };
  }
  const endDate = addDays(period.startDate, days - 1);
  await tx
    .update(memberships)
    .set({ endDate })
    .where(and(eq(memberships.kigId, period.kigId), eq(memberships.id, period.id)));
  return { membershipId: period.id, endDate };
}

/**
 * Another finance person approves a requested refund. In one transaction, under the refund's and then the
 * order's row locks: the ledger reverses the shares in one transaction naming the refund, the membership is
 * shortened or ended, the channel pays the amount back (its refusal, or a share already spent, leaves the
 * refund requested and nothing moved), the order's refunded amount grows, and the refund is refunded. A refund decided already answers
 * 409: however many approvals arrive at once, one reverses.
 */
export async function approveRefund(tx: Db, ctx: SessionContext, id: string, channels: PaymentChannels, clock: Clock): Promise<RefundAnswer> {
  const row = await lockedRefund(tx, ctx, id);
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId)).for('update').limit(1);
  if (!order || order.payFlag !== 'paid') throw ruleBroken('payment.refund.notPaid');
  const before = order.refunded ?? 0;
  // The ledger first: a share already spent refuses the approval before the channel is asked for anything.
  const { entries, shares } = await refundEntries(tx, order, before, row.amount);
  const transactionId = await post(tx, {
    cause: 'refund',
    causeId: row.id,
    memo: `${row.code} ${order.code ?? ''}`,
    detail: { orderId: order.id, ...shares },
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    reversesId: order.shareTransactionId ?? undefined,
    entries,
  });
  const membership = await shortenMembership(tx, order, before + row.amount);
  // The channel last, inside the transaction: its refusal undoes all of the above. Should the commit fail after
  // the channel paid, the refund stays requested and its approval again sends the same refund code, which the
  // providers refund once.
  const channel = channels.get((order.channel ?? 'local') as PayChannel);
  let refundNo: string;
  try {
    ({ refundNo } = await channel.refund(
      { code: order.code ?? '', amount: order.amount ?? 0, subject: '', expiresAt: order.expiresAt ?? order.createdAt },
      { code: row.code, amount: row.amount, reason: row.reason ?? '' },
    ));
  } catch {
    throw ruleBroken('payment.refund.channelRefused');
  }
  await tx
    .update(paymentOrders)
    .set({ refunded: before + row.amount })
    .where(eq(paymentOrders.id, order.id));
  await tx
    .update(paymentRefunds)
    .set({ state: 'refunded', checkedBy: ctx.userId, checkedAt: clock(), channelRefundNo: refundNo, transactionId })
    .where(eq(paymentRefunds.id, row.id));
  await recordAudit(tx, {
    ...auditActor(ctx),
    action: 'approve',
    resource: 'paymentRefund',
    resourceId: row.id,
    result: 'ok',
    detail: { orderId: order.id, amount: row.amount, transactionId, refundNo, ...shares, membership },
  });
  return answer(tx, row, 'refunded', transactionId);
}

/** Another finance person refuses a requested refund with a reason: nothing moves, its amount is refundable again. */
export async function refuseRefund(tx: Db, ctx: SessionContext, id: string, reason: string, clock: Clock): Promise<RefundAnswer> {
  const row = await lockedRefund(tx, ctx, id);
  await tx.update(paymentRefunds).set({ state: 'refused', refusal: reason, checkedBy: ctx.userId, checkedAt: clock() }).where(eq(paymentRefunds.id, row.id));
  await recordAudit(tx, { ...auditActor(ctx), action: 'refuse', resource: 'paymentRefund', resourceId: row.id, result: 'ok', detail: { reason } });
  return answer(tx, row, 'refused', null);
}
