import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { kigFeeSettings, kigVipPrices, vipPackages } from './pack.tables.js';

export type VipPackage = typeof vipPackages.$inferSelect;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A live membership package on the shelf, or the field's refusal (an off-shelf one can be neither priced nor sold). */
export async function onShelfPackage(db: Db, packageId: string, field = 'packageId'): Promise<VipPackage> {
  const [row] = await db.select().from(vipPackages).where(eq(vipPackages.id, packageId)).limit(1);
  if (!row || row.deleted || row.shelfState !== 'onShelf') throw badRequest([{ field, message: 'pack.offShelf' }]);
  return row;
}

/**
 * The least a kindergarten may charge for a package: its agent's fee for it, or the package's charge (the
 * platform's price, the agent's cost) where the agent set none. Each read names the kindergarten: one shard.
 */
export async function kigFloor(db: Db, kigId: string, pack: VipPackage): Promise<number> {
  const [fee] = await db
    .select({ agentPrice: kigFeeSettings.agentPrice })
    .from(kigFeeSettings)
    .where(and(eq(kigFeeSettings.kigId, kigId), eq(kigFeeSettings.packageId, pack.id), eq(kigFeeSettings.deleted, false)))
    .limit(1);
  return fee?.agentPrice ?? pack.charge;
}

/** What families of a kindergarten pay for a package: its own price, never below the floor (an agent may raise its fee after the kindergarten set a price). */
export async function familyPrice(db: Db, kigId: string, pack: VipPackage): Promise<number> {
  const floor = await kigFloor(db, kigId, pack);
  const [own] = await db
    .select({ price: kigVipPrices.price })
    .from(kigVipPrices)
    .where(and(eq(kigVipPrices.kigId, kigId), eq(kigVipPrices.packageId, pack.id), eq(kigVipPrices.deleted, false)))
    .limit(1);
  return Math.max(own?.price ?? floor, floor);
}

/** The agent's fee for a kindergarten: at least the package's charge, which the agent owes the platform for each one sold. */
export function assertFeeCoversCost(pack: VipPackage, agentPrice: number): void {
  if (agentPrice < pack.charge) throw badRequest([{ field: 'agentPrice', message: 'pack.feeBelowCost', params: { cost: yuan(pack.charge) } }]);
}

/** The kindergarten's price: at least what its agent allows. */
export async function assertKigPriceAllowed(db: Db, kigId: string, pack: VipPackage, price: number): Promise<void> {
  const floor = await kigFloor(db, kigId, pack);
  if (price < floor) throw badRequest([{ field: 'price', message: 'pack.priceBelowAgent', params: { floor: yuan(floor) } }]);
}
