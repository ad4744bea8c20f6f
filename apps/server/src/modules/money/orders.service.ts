import { type FamilyOrder, type NotificationOutcome, type OrderDetails, type PayChannel, paymentOrderEntity } from '@kg/domain';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditActor, auditInsert, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { FamilyContext, SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { familyChild } from '../families/family-reach.js';
import { addPeriod } from '../pack/membership.service.js';
import { familyPrice, kigFloor, onShelfPackage } from '../pack/pack-prices.js';
import { vipPackages } from '../pack/pack.tables.js';
import { accountIds, postAllWith } from './ledger.service.js';
import { drawFresh, moneyScope } from './money.scope.js';
import { paymentNotifications, paymentOrders } from './orders.tables.js';
import type { ChannelOrder, ChannelReply } from './payment/channel.js';
import type { PaymentChannels } from './payment/channels.js';
import { transactionLines } from './recharge.service.js';

export const ORDER_CLOSE_JOB = 'payment.closeExpired';

type OrderRow = typeof paymentOrders.$inferSelect;

/** Finance's list and export of orders (no generic write: the calls below write them); a kindergarten reads its own. */
export const paymentOrderResource: ResourceOptions = {
  entity: paymentOrderEntity,
  table: paymentOrders,
  scope: { where: (ctx) => moneyScope(paymentOrders.orgId, ctx) },
};

/** An order's code: P and the instant to the millisecond, with four random digits (what the channel knows it by). */
function orderCode(now: Date): string {
  return `P${now.toISOString().replace(/[-:TZ.]/g, '')}${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
}

const asChannelOrder = (row: OrderRow, subject = ''): ChannelOrder => ({ code: row.code ?? '', amount: row.amount ?? 0, subject, expiresAt: row.expiresAt ?? new Date() });

function asFamilyOrder(row: OrderRow): FamilyOrder {
  return {
    id: row.id,
    code: row.code ?? '',
    studentId: row.studentId ?? '',
    packageId: row.packageId ?? '',
    amount: row.amount ?? 0,
    channel: row.channel ?? 'local',
    payFlag: row.payFlag ?? 'unpaid',
    expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/**
 * A family orders a membership package for its child: the amount is the kindergarten's price for the
 * package (pack-prices.ts), never the client's; the split is fixed with it (README, "Payment channels"):
 * the platform's charge for the package, the agent's price for the kindergarten (its fee, at least the
 * charge), the family's price (at least the agent's). The channel answers what the payer needs.
 */
export async function createOrder(
  db: Db,
  family: FamilyContext,
  input: { studentId: string; packageId: string; channel: PayChannel },
  channels: PaymentChannels,
  clock: Clock,
): Promise<FamilyOrder & { payment: Record<string, string> }> {
  const child = familyChild(family, input.studentId);
  const channel = channels.get(input.channel);
  const pack = await onShelfPackage(db, input.packageId);
  if (pack.tryFlag) throw ruleBroken('payment.trialNotSold');
  const amount = await familyPrice(db, child.kigId, pack);
  const agentPrice = await kigFloor(db, child.kigId, pack);
  const [kig] = await db.select({ agentId: organisations.agentId }).from(organisations).where(eq(organisations.id, child.kigId)).limit(1);
  const now = clock();
  const row = await db.transaction(async (tx) => {
    // A code taken by another order of the same millisecond is drawn again (its unique index refuses it).
    const made = await drawFresh(
      () => orderCode(now),
      async (code) => {
        const [inserted] = await tx
          .insert(paymentOrders)
          .values({
            code,
            orgId: child.kigId,
            studentId: child.studentId,
            parentId: child.parentId,
            payerPhone: family.phone,
            packageId: pack.id,
            amount,
            channel: input.channel,
            payFlag: 'unpaid',
            orderedAt: now,
            expiresAt: new Date(now.getTime() + channels.orderMinutes * 60_000),
            review: false,
            platformPrice: pack.charge,
            agentPrice,
            agentId: kig?.agentId ?? null,
          })
          .onConflictDoNothing({ target: paymentOrders.code })
          .returning();
        return inserted;
      },
    );
    await recordAudit(tx, {
      userId: null,
      userName: family.phone,
      orgId: child.kigId,
      ip: family.ip,
      action: 'order',
      resource: 'paymentOrder',
      resourceId: made.id,
      result: 'ok',
      detail: { code: made.code, studentId: child.studentId, packageId: pack.id, amount, channel: input.channel },
    });
    return made;
  });
  const payment = await channel.createPayment(asChannelOrder(row, pack.packageName ?? ''), channels.notifyUrl(input.channel));
  return { ...asFamilyOrder(row), payment };
}

/** One of the family's orders (another family's answers as a random id). */
async function familyOrderRow(db: Db, family: FamilyContext, id: string): Promise<OrderRow> {
  const parentIds = family.parents.map((p) => p.id);
  if (parentIds.length === 0) throw notFound();
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.parentId, parentIds)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function familyOrder(db: Db, family: FamilyContext, id: string): Promise<FamilyOrder> {
  return asFamilyOrder(await familyOrderRow(db, family, id));
}

/**
 * The local channel's payment page: the payer pays an unpaid order of the local channel, and the local
 * provider posts its signed notification to the notification route, through the whole HTTP pipeline
 * (raw body, signature check), exactly as a provider's would arrive.
 */
export async function payLocal(app: FastifyInstance, db: Db, family: FamilyContext, id: string, channels: PaymentChannels, clock: Clock): Promise<FamilyOrder> {
  const row = await familyOrderRow(db, family, id);
  if (row.channel !== 'local' || !channels.local) throw ruleBroken('payment.notLocal');
  if (row.payFlag !== 'unpaid') throw ruleBroken('payment.notUnpaid');
  const body = channels.local.notification({ orderCode: row.code ?? '', amount: row.amount ?? 0, tradeNo: `L${row.code ?? ''}`, at: clock() });
  await app.inject({ method: 'POST', url: '/pay/notify/local', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
  return familyOrder(db, family, id);
}

interface NotificationEntry {
  channel: PayChannel;
  orderCode: string | null;
  orderId: string | null;
  verified: boolean;
  outcome: NotificationOutcome;
  amount: number | null;
  tradeNo: string | null;
  detail?: Record<string, unknown>;
}

/** A notification's log row: awaited, it is written; or its SQL is run inside the payment's own statement (`payOrder`'s `also`). */
const notificationLog = (tx: Db, entry: NotificationEntry) => tx.insert(paymentNotifications).values({ ...entry, detail: entry.detail ?? null });

/**
 * A channel's notification (README, "Payment channels"). Its signature is checked over the raw body
 * before anything is read as true; then, in one transaction under the order's row lock: an unpaid order
 * whose amount matches is paid (the ledger moves once, the child's membership is extended); a second
 * notification, one for another amount, an unknown order, or one that says the payment did not succeed
 * changes nothing; one for a closed order is marked for finance's review (the channel took money for an
 * order we closed: refund or accept by hand, never silently). Every one is logged with what it did.
 */
export async function handleNotification(
  db: Db,
  channels: PaymentChannels,
  name: PayChannel,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  clock: Clock,
): Promise<ChannelReply> {
  if (!channels.has(name)) return { status: 404, contentType: 'text/plain', body: 'unknown channel' };
  const channel = channels.get(name);
  const checked = channel.verifyNotification(headers, rawBody);
  if (!checked.verified) {
    await notificationLog(db, {
      channel: name,
      orderCode: checked.orderCode,
      orderId: null,
      verified: false,
      outcome: 'badSignature',
      amount: null,
      tradeNo: null,
      detail: { reason: checked.reason },
    });
    return channel.reply(false);
  }
  await db.transaction(async (tx) => {
    // The order under its row lock, with the package it bought (read with it: one statement).
    const [found] = await tx
      .select({ order: paymentOrders, pack: vipPackages })
      .from(paymentOrders)
      .leftJoin(vipPackages, eq(vipPackages.id, paymentOrders.packageId))
      .where(eq(paymentOrders.code, checked.orderCode))
      .limit(1)
      .for('update', { of: paymentOrders });
    const order = found?.order;
    const log = (outcome: NotificationOutcome, orderId: string | null) =>
      notificationLog(tx, { channel: name, orderCode: checked.orderCode, orderId, verified: true, outcome, amount: checked.amount, tradeNo: checked.tradeNo });
    if (!order || order.channel !== name) return log('unknownOrder', null);
    if (!checked.success) return log('notSuccess', order.id);
    if (order.payFlag === 'paid') return log('duplicate', order.id);
    if (order.payFlag === 'closed' || checked.amount !== order.amount) {
      await tx.update(paymentOrders).set({ review: true }).where(eq(paymentOrders.id, order.id));
      return log(order.payFlag === 'closed' ? 'afterClose' : 'amountMismatch', order.id);
    }
    // Logged in the payment's own statement.
    const paid = notificationLog(tx, {
      channel: name,
      orderCode: checked.orderCode,
      orderId: order.id,
      verified: true,
      outcome: 'paid',
      amount: checked.amount,
      tradeNo: checked.tradeNo,
    });
    const fee = { fee: channels.fee(name, order.amount ?? 0), basisPoints: channels.feeBasisPoints(name) };
    await payOrder(tx, order, checked.tradeNo, clock(), fee, found.pack ?? undefined, [paid.getSQL()]);
  });
  return channel.reply(true);
}

/**
 * Pays an order: the membership, then the ledger with the order's flag. Two transactions, both naming the order:
 * `orderPayment` (the family's money arrives through the channel into transit) and `revenueShare` (out of
 * transit into the kindergarten's, the agent's and the platform's accounts, per the prices fixed at
 * ordering). A kindergarten with no agent leaves the agent's share to the platform.
 *
 * The channel's fee (its rate in basis points of the amount, rounded half up to the fen: `channelFee`) is
 * an entry of its own in the payment: the channel brings in the amount less its fee, the fees account
 * (which may go negative, like a channel's: money that went outside) the fee, transit the whole amount. So
 * the shares are exactly the prices fixed at ordering, every transaction sums to zero, and the channel's
 * account is what the provider settles; the fees account's balance is what the channels kept.
 */
export async function payOrder(
  tx: Db,
  order: OrderRow,
  tradeNo: string,
  now: Date,
  channelFee: { fee: number; basisPoints: number },
  bought?: typeof vipPackages.$inferSelect,
  also: SQL[] = [],
): Promise<void> {
  const amount = order.amount ?? 0;
  const platformShare = order.platformPrice;
  const agentShare = order.agentId ? order.agentPrice - order.platformPrice : 0;
  const kigShare = amount - order.agentPrice;
  const actor = { userId: null, orgId: order.orgId };
  const fee = Math.min(channelFee.fee, amount);
  const withAgent = !!order.agentId && agentShare !== 0;
  // Every account in one read (the fee's and the agent's only when they move).
  const ids = await accountIds(tx, [
    { kind: 'channel', channel: order.channel ?? 'local' },
    { kind: 'transit' },
    { kind: 'kindergarten', orgId: order.orgId! },
    { kind: 'platform' },
    ...(fee > 0 ? [{ kind: 'fee' as const }] : []),
    ...(withAgent ? [{ kind: 'agent' as const, orgId: order.agentId! }] : []),
  ]);
  const [channel, transit, kig, platform] = ids;
  const feeAccount = fee > 0 ? ids[4] : undefined;
  const agentAccount = withAgent ? ids.at(-1) : undefined;
  const entries = [
    { accountId: transit!, amount: -amount },
    { accountId: kig!, amount: kigShare },
    { accountId: platform!, amount: platformShare + (order.agentId ? 0 : order.agentPrice - order.platformPrice) },
  ];
  if (withAgent) entries.push({ accountId: agentAccount!, amount: agentShare });
  const pack = bought ?? (await packageOf(tx, order.packageId!));
  // The child's period first: the order keeps its id, written with the ledger below.
  const period = await addPeriod(tx, order.orgId!, order.studentId!, pack, { source: 'online', pricePaid: amount, by: null }, now);
  // Both transactions in one statement, the payment first (it brings into transit what the share takes out),
  // with the order marked paid and the period it bought kept on it (a refund shortens it in proportion:
  // refund.service.ts), its audit row and the caller's writes (the notification's log): one round trip.
  await postAllWith(
    tx,
    [
      {
        cause: 'orderPayment',
        causeId: order.id,
        memo: order.code ?? '',
        detail: { tradeNo, channel: order.channel, fee, feeBasisPoints: channelFee.basisPoints },
        actor,
        entries: [{ accountId: channel!, amount: -(amount - fee) }, ...(fee > 0 ? [{ accountId: feeAccount!, amount: -fee }] : []), { accountId: transit!, amount }],
      },
      {
        cause: 'revenueShare',
        causeId: order.id,
        memo: order.code ?? '',
        detail: { kigShare, agentShare, platformShare, agentId: order.agentId },
        actor,
        entries: mergeByAccount(entries),
      },
    ],
    ([paymentTransactionId, shareTransactionId]) => [
      tx
        .update(paymentOrders)
        .set({ payFlag: 'paid', paidAt: now, tradeNo, paymentTransactionId, shareTransactionId, membershipId: period.id, membershipDays: pack.validDays })
        .where(eq(paymentOrders.id, order.id))
        .getSQL(),
      auditInsert({
        userId: null,
        userName: order.payerPhone ?? '',
        orgId: order.orgId!,
        ip: '',
        action: 'pay',
        resource: 'paymentOrder',
        resourceId: order.id,
        result: 'ok',
        detail: { code: order.code, amount, tradeNo, fee, kigShare, agentShare, platformShare, membershipId: period.id, endDate: period.endDate },
      }),
      ...also,
    ],
  );
}

/** Entries on one account summed (the platform's share and a missing agent's, say), zeros dropped. */
function mergeByAccount(entries: { accountId: string; amount: number }[]) {
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.accountId, (sums.get(e.accountId) ?? 0) + e.amount);
  return [...sums].filter(([, amount]) => amount !== 0).map(([accountId, amount]) => ({ accountId, amount }));
}

/** The package an order bought, on the shelf or not (a package taken off the shelf after the order was made is honoured). */
async function packageOf(tx: Db, packageId: string) {
  const [row] = await tx.select().from(vipPackages).where(eq(vipPackages.id, packageId)).limit(1);
  return row!;
}

/** Closes one unpaid order: on its channel first (so it can no longer be paid there), then here. False if it was not unpaid. */
async function closeOne(db: Db, channels: PaymentChannels, row: OrderRow, now: Date): Promise<boolean> {
  if (channels.has(row.channel ?? 'local')) await channels.get(row.channel ?? 'local').close(asChannelOrder(row));
  const closed = await db
    .update(paymentOrders)
    .set({ payFlag: 'closed', closedAt: now })
    .where(and(eq(paymentOrders.id, row.id), eq(paymentOrders.payFlag, 'unpaid')))
    .returning({ id: paymentOrders.id });
  return closed.length === 1;
}

/** The scheduled job: every order still unpaid after its time limit closes (one that fails on its channel is tried at the next run). */
export async function closeExpiredOrders(db: Db, channels: PaymentChannels, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.payFlag, 'unpaid'), lt(paymentOrders.expiresAt, now)))
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(1000);
  let closed = 0;
  for (const row of due) {
    try {
      if (await closeOne(db, channels, row, now)) closed++;
    } catch {
      // The channel could not be reached: the order stays unpaid until the next run.
    }
  }
  return closed;
}

/** Finance closes an unpaid order by hand (audited). */
export async function closeOrder(db: Db, ctx: SessionContext, channels: PaymentChannels, id: string, clock: Clock) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), moneyScope(paymentOrders.orgId, ctx)))
    .limit(1);
  if (!row) throw notFound();
  if (row.payFlag !== 'unpaid' || !(await closeOne(db, channels, row, clock()))) throw ruleBroken('payment.notUnpaid');
  await recordAudit(db, { ...auditActor(ctx), action: 'close', resource: 'paymentOrder', resourceId: row.id, result: 'ok' });
  return { id: row.id, payFlag: 'closed' };
}

/** An order the session sees, with the ledger lines its payment wrote and every notification received for it. */
export async function orderDetails(db: Db, ctx: SessionContext, id: string): Promise<OrderDetails> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), moneyScope(paymentOrders.orgId, ctx)))
    .limit(1);
  if (!row) throw notFound();
  const lines = [];
  for (const txId of [row.paymentTransactionId, row.shareTransactionId]) if (txId) lines.push(...(await transactionLines(db, txId, ctx.locale)));
  const notes = await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, row.id)).orderBy(asc(paymentNotifications.at));
  return {
    order: { ...asFamilyOrder(row), orgId: row.orgId ?? '', tradeNo: row.tradeNo ?? null, review: row.review ?? false },
    lines: lines.map((l) => ({ transactionId: l.transactionId, cause: l.cause, accountKind: l.accountKind, accountName: l.accountName, amount: l.amount, at: l.at })),
    notifications: notes.map((n) => ({
      id: n.id,
      at: n.at.toISOString(),
      verified: n.verified,
      outcome: n.outcome as NotificationOutcome,
      amount: n.amount === null ? null : Number(n.amount),
      tradeNo: n.tradeNo,
    })),
  };
}

/**
 * What the reconciliation checks for the channels (statements' report calls it): for every channel, each
 * paid order has exactly one verified `paid` notification of its amount, and each such notification paid
 * its order. Empty when our paid orders equal the channels' notifications.
 */
export async function channelDifferences(db: Db): Promise<{ channel: string; orderCode: string; paid: number | null; notified: number | null }[]> {
  const result = await db.execute(sql`
    with paid as (select channel, code, amount from ${paymentOrders} where pay_flag = 'paid'),
         noted as (select channel, order_code as code, sum(amount) as amount, count(*) as n from ${paymentNotifications}
                   where verified and outcome = 'paid' group by channel, order_code)
    select coalesce(p.channel, n.channel) as channel, coalesce(p.code, n.code) as code, p.amount as paid, n.amount as notified
    from paid p full join noted n on n.channel = p.channel and n.code = p.code
    where p.code is null or n.code is null or n.n <> 1 or n.amount <> p.amount
    order by 1, 2`);
  return rowsOf<{ channel: string; code: string; paid: string | null; notified: string | null }>(result).map((r) => ({
    channel: r.channel,
    orderCode: r.code,
    paid: r.paid === null ? null : Number(r.paid),
    notified: r.notified === null ? null : Number(r.notified),
  }));
}
