import { and, eq } from 'drizzle-orm';
import { parents, parentStudents } from '../../modules/campus/campus.tables.js';
import { payOrder } from '../../modules/money/orders.service.js';
import { channelFee } from '../../modules/money/payment/channels.js';
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
 * and its month of membership), one unpaid (still within its time limit) and one closed. The ledger and
 * the channel reconcile (channelDifferences is empty).
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
    }
  });
}
