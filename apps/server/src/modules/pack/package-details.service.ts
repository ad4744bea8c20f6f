import type { PackageDetails } from '@kg/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { rechargePackages, vipPackages } from './pack.tables.js';

/** What an agent is offered: only what is on the shelf; recharge packages at the agent price, membership packages at their charge (the agent's cost). */
export async function packageDetails(db: Db): Promise<PackageDetails> {
  const recharge = await db
    .select()
    .from(rechargePackages)
    .where(and(eq(rechargePackages.shelfState, 'onShelf'), eq(rechargePackages.deleted, false)))
    .orderBy(asc(rechargePackages.orderCode));
  const vip = await db
    .select()
    .from(vipPackages)
    .where(and(eq(vipPackages.shelfState, 'onShelf'), eq(vipPackages.deleted, false)))
    .orderBy(asc(vipPackages.validDays));
  return {
    recharge: recharge.map((p) => ({
      id: p.id,
      orderCode: p.orderCode,
      packageType: p.packageType,
      months: p.months,
      monthlyFee: p.monthlyFee,
      agentPrice: p.agentPrice,
      kigPrice: p.kigPrice,
    })),
    vip: vip.map((p) => ({ id: p.id, packageName: p.packageName, validDays: p.validDays, tryFlag: p.tryFlag ?? false, agentCost: p.charge })),
  };
}
