import { extendedServiceEnd, type PurchaseAnswer, SERVICE_END_FIELDS, type SmsOffers, type SmsPurchaseAnswer } from '@kg/domain';
import { and, asc, eq } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import { DEFAULT_TIME_ZONE, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { assertOrgInReach } from '../../platform/tenancy/reach.js';
import { newId } from '../../db/columns.js';
import { rechargePackages } from '../pack/pack.tables.js';
import { smsOffers, smsPackages } from '../sms/sms.tables.js';
import { accountIds, balanceOf, post } from './ledger.service.js';

/**
 * An agent buys a recharge package on the shelf for one of its kindergartens, from its balance at the
 * agent price: the ledger's `purchase` moves the price from the agent's account to the platform's (one
 * transaction, refused whole when the balance is short). Its detail names the kindergarten, the package
 * and its months. In the same transaction the kindergarten's service of the package's type runs that many
 * months longer (`extendServiceEnd`). The agent earns nothing here: it pays the agent price to the
 * platform, and what it charges the kindergarten (the kindergarten price) is settled between them.
 */
export async function purchase(tx: Db, ctx: SessionContext, input: { kigId: string; packageId: string }, clock: Clock): Promise<PurchaseAnswer> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('money.notYourKig');
  await assertOrgInReach(tx, ctx, input.kigId, 'kindergarten');
  const [pack] = await tx.select().from(rechargePackages).where(eq(rechargePackages.id, input.packageId)).limit(1);
  if (!pack || pack.deleted || pack.shelfState !== 'onShelf') throw badRequest([{ field: 'packageId', message: 'pack.offShelf' }]);
  const [agent, platform] = (await accountIds(tx, [{ kind: 'agent', orgId: ctx.orgId }, { kind: 'platform' }])) as [string, string];
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
  const service = await extendServiceEnd(tx, input.kigId, pack.packageType, pack.months, clock());
  await recordAudit(tx, {
    ...auditActor(ctx),
    action: 'buy',
    resource: 'rechargePackage',
    resourceId: pack.id,
    result: 'ok',
    detail: { kigId: input.kigId, price: pack.agentPrice, transactionId, [service.field]: { from: service.from, to: service.to } },
  });
  return { transactionId, kigId: input.kigId, packageId: pack.id, months: pack.months, price: pack.agentPrice, balance: await balanceOf(tx, agent), serviceEnd: service.to };
}

/**
 * Extends a kindergarten's service of a package type by `months` (`extendedServiceEnd`: a running one from
 * the day after its end, an ended one from today in the kindergarten's zone), under the organisation's row
 * lock so that two purchases at once queue, the second extending the first. The row's version
 * (`updated_at`) is left: a purchase is no edit of the record, and an open edit of it must still save.
 */
async function extendServiceEnd(tx: Db, kigId: string, packageType: keyof typeof SERVICE_END_FIELDS, months: number, now: Date) {
  const field = SERVICE_END_FIELDS[packageType];
  const [org] = await tx
    .select({ timeZone: organisations.timeZone, end: organisations[field] })
    .from(organisations)
    .where(and(eq(organisations.id, kigId), eq(organisations.kind, 'kindergarten')))
    .for('update')
    .limit(1);
  const from = org?.end ?? null;
  const to = extendedServiceEnd(from, todayIn(org?.timeZone ?? DEFAULT_TIME_ZONE, now), months);
  await tx
    .update(organisations)
    .set({ [field]: to })
    .where(eq(organisations.id, kigId));
  return { field, from, to };
}

/** The SMS offers on the shelf of operations' catalogue (`smsOffer`), fewest messages first: what an agent's buy dialog lists. */
export async function smsOffersOnShelf(db: Db): Promise<SmsOffers> {
  const rows = await db
    .select({ id: smsOffers.id, code: smsOffers.code, quota: smsOffers.quota, agentPrice: smsOffers.agentPrice })
    .from(smsOffers)
    .where(and(eq(smsOffers.shelfState, 'onShelf'), eq(smsOffers.deleted, false)))
    .orderBy(asc(smsOffers.quota), asc(smsOffers.code));
  return { records: rows.map((r) => ({ id: r.id, code: r.code ?? '', quota: r.quota ?? 0, agentPrice: r.agentPrice ?? 0 })) };
}

/**
 * An agent buys an SMS offer of operations' catalogue (`smsOffer`, on the shelf: one taken off, or unknown,
 * is refused on its field as the recharge packages' are) for one of its kindergartens from its balance at
 * the agent price: the ledger's `purchase` moves the price to the platform and, in the same transaction, the
 * agent's SMS packages gain a row marked 'bought' for that kindergarten (operations' free grants stay,
 * marked 'grant'). The messages its kindergartens send count against all of the agent's packages (sms-usage).
 * The offer's row is read with a share lock: an offer taken off the shelf meanwhile waits for the purchase
 * (or the purchase for it, and is then refused).
 */
export async function buySms(tx: Db, ctx: SessionContext, input: { kigId: string; offerId: string }, clock: Clock): Promise<SmsPurchaseAnswer> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('money.notYourKig');
  await assertOrgInReach(tx, ctx, input.kigId, 'kindergarten');
  const [row] = await tx.select().from(smsOffers).where(eq(smsOffers.id, input.offerId)).limit(1).for('share');
  if (!row || row.deleted || row.shelfState !== 'onShelf') throw badRequest([{ field: 'offerId', message: 'pack.offShelf' }]);
  const offer = { id: row.id, code: row.code ?? '', quota: row.quota ?? 0, agentPrice: row.agentPrice ?? 0 };
  const [agent, platform] = (await accountIds(tx, [{ kind: 'agent', orgId: ctx.orgId }, { kind: 'platform' }])) as [string, string];
  const packageId = newId();
  const transactionId = await post(tx, {
    cause: 'purchase',
    causeId: packageId,
    memo: offer.code,
    detail: { kind: 'sms', kigId: input.kigId, offerId: offer.id, offer: offer.code, quota: offer.quota, agentPrice: offer.agentPrice },
    actor: { userId: ctx.userId, orgId: ctx.orgId },
    entries: [
      { accountId: agent, amount: -offer.agentPrice },
      { accountId: platform, amount: offer.agentPrice },
    ],
  });
  const [zone] = await tx.select({ timeZone: organisations.timeZone }).from(organisations).where(eq(organisations.id, input.kigId)).limit(1);
  await tx.insert(smsPackages).values({
    id: packageId,
    name: offer.code,
    agentId: ctx.orgId,
    quota: offer.quota,
    grantedOn: todayIn(zone?.timeZone ?? DEFAULT_TIME_ZONE, clock()),
    source: 'bought',
    boughtFor: input.kigId,
    price: offer.agentPrice,
    createdBy: ctx.userId,
  });
  await recordAudit(tx, {
    ...auditActor(ctx),
    action: 'buy',
    resource: 'smsPackage',
    resourceId: packageId,
    result: 'ok',
    detail: { kigId: input.kigId, offerId: offer.id, offer: offer.code, quota: offer.quota, price: offer.agentPrice, transactionId },
  });
  return { transactionId, kigId: input.kigId, packageId, quota: offer.quota, price: offer.agentPrice, balance: await balanceOf(tx, agent) };
}
