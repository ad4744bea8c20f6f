import { and, eq, like } from 'drizzle-orm';
import { students } from '../../modules/campus/campus.tables.js';
import { kigFeeSettings, kigPaymentSettings, kigVipPrices, memberships, monthlyReviews, rechargePackages, vipPackages } from '../../modules/pack/pack.tables.js';
import { monthDays } from '../../modules/pack/monthly-review.service.js';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../columns.js';

type Period = typeof memberships.$inferInsert;

const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * Packages and memberships (issue 16): recharge and VIP packages on and off the shelf, the demo agent's
 * fees for its kindergartens, KG0001's prices and channels, its children's memberships in every state
 * (running, ending within the week, expired, trials, renewals) with sales over the last two months, and
 * the agent's review of those months (the earlier confirmed, the later to be confirmed). Bulk inserts only.
 */
export async function seedPacks(db: Db, now = new Date()): Promise<void> {
  const [agent] = await db.select().from(organisations).where(eq(organisations.code, 'AG0001'));
  const [kg1] = await db.select().from(organisations).where(eq(organisations.code, 'KG0001'));
  if (!agent || !kg1) return;
  const recharge: (typeof rechargePackages.$inferInsert)[] = [
    { orderCode: 'RP-PLAT-12', packageType: 'platform', months: 12, monthlyFee: 50_00, agentPrice: 480_00, kigPrice: 600_00, shelfState: 'onShelf' },
    { orderCode: 'RP-PLAT-06', packageType: 'platform', months: 6, monthlyFee: 55_00, agentPrice: 260_00, kigPrice: 330_00, shelfState: 'onShelf' },
    { orderCode: 'RP-VIDEO-12', packageType: 'video', months: 12, monthlyFee: 30_00, agentPrice: 300_00, kigPrice: 360_00, shelfState: 'onShelf' },
    { orderCode: 'RP-CHECK-03', packageType: 'morningCheck', months: 3, monthlyFee: 40_00, agentPrice: 100_00, kigPrice: 120_00, shelfState: 'offShelf' },
  ];
  await db.insert(rechargePackages).values(recharge);
  const vip = [
    { id: newId(), packageName: '体验会员 7 天', validDays: 7, charge: 0, androidCharge: 0, iosCharge: 0, tryFlag: true, shelfState: 'onShelf' as const },
    { id: newId(), packageName: '月度会员', validDays: 30, charge: 10_00, androidCharge: 15_00, iosCharge: 18_00, tryFlag: false, shelfState: 'onShelf' as const },
    { id: newId(), packageName: '学期会员', validDays: 150, charge: 45_00, androidCharge: 60_00, iosCharge: 68_00, tryFlag: false, shelfState: 'onShelf' as const },
    { id: newId(), packageName: '年度会员', validDays: 365, charge: 90_00, androidCharge: 120_00, iosCharge: 128_00, tryFlag: false, shelfState: 'offShelf' as const },
  ];
  await db.insert(vipPackages).values(vip);
  const [trial, monthly, term] = vip as [(typeof vip)[0], (typeof vip)[0], (typeof vip)[0]];

  const agentKigs = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(like(organisations.path, `${agent.path}%`), eq(organisations.kind, 'kindergarten')));
  // The agent's fee: a fifth over the charge; KG0001 charges a little more than that.
  if (agentKigs.length)
    await db.insert(kigFeeSettings).values(agentKigs.flatMap((k) => [monthly, term].map((p) => ({ kigId: k.id, packageId: p.id, agentPrice: Math.round(p.charge * 1.2) }))));
  await db.insert(kigVipPrices).values([monthly, term].map((p) => ({ kigId: kg1.id, packageId: p.id, price: Math.round(p.charge * 1.5) })));
  await db.insert(kigPaymentSettings).values({ kigId: kg1.id, channels: ['wechatPay', 'alipay', 'cash'] });

  const today = todayIn(kg1.timeZone ?? DEFAULT_TIME_ZONE, now);
  const kids = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.kigId, kg1.id), eq(students.status, 'studying'), eq(students.deleted, false)))
    .orderBy(students.studentNumber)
    .limit(40);
  const price = { [monthly.id]: Math.round(monthly.charge * 1.5), [term.id]: Math.round(term.charge * 1.5) };
  const periods: Period[] = [];
  const add = (kigId: string, studentId: string, pack: (typeof vip)[0], startDate: string, soldOn: string, renewal: boolean) =>
    periods.push({
      kigId,
      studentId,
      packageId: pack.id,
      source: pack.tryFlag ? 'trial' : 'sale',
      startDate,
      endDate: addDays(startDate, pack.validDays - 1),
      pricePaid: pack.tryFlag ? 0 : price[pack.id]!,
      renewal,
      soldOn,
    });
  kids.forEach((kid, i) => {
    switch (i % 5) {
      case 0: // a trial, then a term bought when it ended: running for months
        add(kg1.id, kid.id, trial, addDays(today, -40), addDays(today, -40), false);
        add(kg1.id, kid.id, term, addDays(today, -33), addDays(today, -33), true);
        break;
      case 1: // a month ending within the week
        add(kg1.id, kid.id, monthly, addDays(today, -25 - (i % 3)), addDays(today, -25 - (i % 3)), false);
        break;
      case 2: // a month that ended ten days ago
        add(kg1.id, kid.id, monthly, addDays(today, -39), addDays(today, -39), false);
        break;
      case 3: // renewed: a month, then another from the day after its end
        add(kg1.id, kid.id, monthly, addDays(today, -20), addDays(today, -20), false);
        add(kg1.id, kid.id, monthly, addDays(today, 10), addDays(today, -2), true);
        break;
      default: // only a trial, over
        add(kg1.id, kid.id, trial, addDays(today, -15), addDays(today, -15), false);
    }
  });
  if (periods.length) await db.insert(memberships).values(periods);

  // The agent's review of the last two months: figures read from the periods above (trials are not sold).
  const thisMonth = today.slice(0, 7);
  const lastMonth = monthBefore(thisMonth);
  const reviews = [monthBefore(lastMonth), lastMonth].map((month, i) => {
    const { first, last } = monthDays(month);
    const sold = periods.filter((p) => p.source !== 'trial' && p.soldOn >= first && p.soldOn <= last);
    return {
      kigId: kg1.id,
      month,
      soldCount: sold.length,
      soldAmount: sold.reduce((sum, p) => sum + p.pricePaid, 0),
      state: i === 0 ? ('confirmed' as const) : ('toConfirm' as const),
      confirmedAt: i === 0 ? now : null,
    };
  });
  await db.insert(monthlyReviews).values(reviews);
}
