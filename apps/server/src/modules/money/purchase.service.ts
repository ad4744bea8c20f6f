import type { PurchaseAnswer } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import { assertOrgInReach } from '../../platform/tenancy/reach.js';
import { rechargePackages } from '../pack/pack.tables.js';
import { accountId, balanceOf, post } from './ledger.service.js';

/**
 * An agent buys a recharge package on the shelf for one of its kindergartens, from its balance at the
 * agent price: the ledger's `purchase` moves the price from the agent's account to the platform's (one
 * transaction, refused whole when the balance is short). Its detail names the kindergarten, the package
 * and its months: what the kindergarten's service months and the statements of the next issue read.
 */
export async function purchase(tx: Db, ctx: SessionContext, input: { kigId: string; packageId: string }): Promise<PurchaseAnswer> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('money.notYourKig');
  await assertOrgInReach(tx, ctx, input.kigId, 'kindergarten');
  const [pack] = await tx.select().from(rechargePackages).where(eq(rechargePackages.id, input.packageId)).limit(1);
  if (!pack || pack.deleted || pack.shelfState !== 'onShelf') throw badRequest([{ field: 'packageId', message: 'pack.offShelf' }]);
  const agent = await accountId(tx, { kind: 'agent', orgId: ctx.orgId });
  const platform = await accountId(tx, { kind: 'platform' });
  const transactionId = await post(tx, {
    cause: 'purchase',
    causeId: pack.id,
    memo: pack.orderCode,
    detail: { kigId: input.kigId, packageId: pack.id, packageType: pack.packageType, months: pack.months, agentPrice: pack.agentPrice, kigPrice: pack.kigPrice },
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    entries: [
      { accountId: agent, amount: -pack.agentPrice },
      { accountId: platform, amount: pack.agentPrice },
    ],
  });
  await recordAudit(tx, {
    ...auditActor(ctx),
    action: 'buy',
    resource: 'rechargePackage',
    resourceId: pack.id,
    result: 'ok',
    detail: { kigId: input.kigId, price: pack.agentPrice, transactionId },
  });
  return { transactionId, kigId: input.kigId, packageId: pack.id, months: pack.months, price: pack.agentPrice, balance: await balanceOf(tx, agent) };
}
