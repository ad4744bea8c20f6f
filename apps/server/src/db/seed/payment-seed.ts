import { generateKeyPairSync } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { parents, parentStudents } from '../../modules/campus/campus.tables.js';
import { payOrder } from '../../modules/money/orders.service.js';
import { channelFee, type PaymentChannels } from '../../modules/money/payment/channels.js';
import { LocalChannel } from '../../modules/money/payment/local.js';
import { approveRefund, requestRefund } from '../../modules/money/refund.service.js';
import { users } from '../../modules/system/user.table.js';
import type { SessionContext } from '../../platform/context.js';
import { DEFAULT_FEE_BASIS_POINTS } from '../../platform/config.js';
import { paymentNotifications, paymentOrders } from '../../modules/money/orders.tables.js';
import { familyPrice, kigFloor } from '../../modules/pack/pack-prices.js';
import { vipPackages } from '../../modules/pack/pack.tables.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

const MINUTE_MS = 60_000;

/**
 * The demo's online payments (issue 17, part 2): KG0001's families' orders for the monthly membership
 * through the local channel: three paid (each with its verified notification, its ledger transactions
 * and its month of membership), one unpaid (still within its time limit) and one closed. Two of the paid
 * have refunds (`seedRefunds`). The ledger and the channel reconcile (channelDifferences is empty).
 */
export async function seedPayments(db: Db, now = new Date()): Promise<void> {
  const [kg1] = await db.select().from(organisations).where(eq(organisations.code, 'KG0001'));
  const [monthly] = await db
    .select()
    .from(vipPackages)
    .where(and(eq(vipPackages.packageName, '月度会员'), eq(vipPackages.deleted, false)));
  if (!kg1 || !monthly) return;
  const links = await db
    .select({ parentId: parentStudents.parentId, studentId: parentStudents.studentId, phone: parents.phone })
    .from(parentStudents)
    .innerJoin(parents, and(eq(parents.kigId, parentStudents.kigId), eq(parents.id, parentStudents.parentId)))
    .where(eq(parentStudents.kigId, kg1.id))
    .limit(5);
  if (links.length < 5) return;
  const amount = await familyPrice(db, kg1.id, monthly);
  const agentPrice = await kigFloor(db, kg1.id, monthly);
  const flags = ['paid', 'paid', 'paid', 'unpaid', 'closed'] as const;
  const paid: { id: string; amount: number; paidAt: Date }[] = [];
  await db.transaction(async (tx) => {
    for (const [i, link] of links.entries()) {
      const flag = flags[i]!;
      const orderedAt = new Date(now.getTime() - (flag === 'unpaid' ? 5 : (10 - i) * 24 * 60) * MINUTE_MS);
      const code = `P${orderedAt.toISOString().replace(/[-:TZ.]/g, '')}${String(i + 1).padStart(4, '0')}`;
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          code,
          orgId: kg1.id,
          studentId: link.studentId,
          parentId: link.parentId,
          payerPhone: link.phone,
          packageId: monthly.id,
          amount,
          channel: 'local',
          payFlag: flag === 'closed' ? 'closed' : 'unpaid',
          orderedAt,
          expiresAt: new Date(orderedAt.getTime() + 30 * MINUTE_MS),
          closedAt: flag === 'closed' ? new Date(orderedAt.getTime() + 30 * MINUTE_MS) : null,
          review: false,
          platformPrice: monthly.charge,
          agentPrice,
          agentId: kg1.agentId,
        })
        .returning();
      if (flag !== 'paid') continue;
      const paidAt = new Date(orderedAt.getTime() + 2 * MINUTE_MS);
      // The local channel's fee at its default rate (the demo's server runs with it unless PAY_LOCAL_FEE_BP says otherwise).
      await payOrder(tx, order!, `L${code}`, paidAt, { fee: channelFee(amount, DEFAULT_FEE_BASIS_POINTS), basisPoints: DEFAULT_FEE_BASIS_POINTS });
      await tx
        .insert(paymentNotifications)
        .values({ at: paidAt, channel: 'local', orderCode: code, orderId: order!.id, verified: true, outcome: 'paid', amount, tradeNo: `L${code}` });
      paid.push({ id: order!.id, amount, paidAt });
    }
    await seedRefunds(tx, paid);
  });
}

/**
 * The demo's refunds, through the refunds' own calls as finance makes them (README, "Refunds"): the first paid
 * order's half, asked by demo-finance and approved by demo-auditor (the ledger's reversal of the shares and the
 * fee, the month of membership shortened, the local channel paying back at once), and the second's whole, asked
 * and waiting for the second person's decision. The third stays whole.
 */
async function seedRefunds(tx: Db, paid: { id: string; amount: number; paidAt: Date }[]): Promise<void> {
  const [first, second] = paid;
  if (!first || !second) return;
  const people = await tx
    .select({ id: users.id, userName: users.userName, nickName: users.nickName, org: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(inArray(users.userName, ['demo-finance', 'demo-auditor']));
  const as = (userName: string): SessionContext | undefined => {
    const p = people.find((u) => u.userName === userName);
    if (!p) return undefined;
    const { org } = p;
    return {
      sessionId: 'seed',
      userId: p.id,
      userName: p.userName,
      nickName: p.nickName ?? p.userName,
      appType: 11,
      locale: 'zh-CN',
      ip: '127.0.0.1',
      orgId: org.id,
      orgKind: org.kind,
      orgPath: org.path,
      orgCode: org.code,
      orgName: org.name,
      orgParentId: org.parentId,
      shardNum: org.shardNum,
    };
  };
  const asker = as('demo-finance');
  const approver = as('demo-auditor');
  if (!asker || !approver) return;
  // The local channel pays back without its keys; a pair of the moment stands in for the server's.
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const local = new LocalChannel({ privateKey: keys.privateKey, publicKey: keys.publicKey });
  const channels: PaymentChannels = {
    local,
    get: () => local,
    has: (name) => name === 'local',
    notifyUrl: () => '',
    fee: (_name, amount) => channelFee(amount, DEFAULT_FEE_BASIS_POINTS),
    feeBasisPoints: () => DEFAULT_FEE_BASIS_POINTS,
    orderMinutes: 30,
  };
  const at = (order: { paidAt: Date }, days: number) => () => new Date(order.paidAt.getTime() + days * 24 * 60 * MINUTE_MS);
  const half = await requestRefund(tx, asker, { orderId: first.id, amount: Math.floor(first.amount / 2), reason: '家长申请退还半月会员费' }, at(first, 1));
  await approveRefund(tx, approver, half.id, channels, at(first, 2));
  await requestRefund(tx, asker, { orderId: second.id, amount: second.amount, reason: '重复支付' }, at(second, 1));
}
