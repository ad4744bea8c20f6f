import { extendedServiceEnd, type PurchaseAnswer, SERVICE_END_FIELDS, type SmsOffers, type SmsPurchaseAnswer } from '@kg/domain';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { auditActor, auditInsert } from '../../platform/audit/audit.service.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { assertOrgInReach, orgInReach } from '../../platform/tenancy/reach.js';
import { newId } from '../../db/columns.js';
import { rechargePackages } from '../pack/pack.tables.js';
import { smsOffers, smsPackages } from '../sms/sms.tables.js';
import { type AccountRef, accountIdColumn, accountIds, postWith } from './ledger.service.js';

/** The two accounts a purchase moves money between: the buying agent's and the platform's. */
const purchaseAccounts = (agentId: string): [AccountRef, AccountRef] => [{ kind: 'agent', orgId: agentId }, { kind: 'platform' }];

/** The accounts' ids read with a purchase's first statement, or (on an account's first use) opened and read. */
async function openAccounts(tx: Db, refs: [AccountRef, AccountRef], read: { agent: string | null; platform: string | null }): Promise<[string, string]> {
  if (read.agent && read.platform) return [read.agent, read.platform];
  return (await accountIds(tx, refs)) as [string, string];
}

/**
 * An agent buys a recharge package on the shelf for one of its kindergartens, from its balance at the
 * agent price: the ledger's `purchase` moves the price from the agent's account to the platform's (one
 * transaction, refused whole when the balance is short). Its detail names the kindergarten, the package
 * and its months. In the same transaction the kindergarten's service of the package's type runs that many
 * months longer (`extendedServiceEnd`: a running one from the day after its end, an ended one from today in
 * the kindergarten's zone). The agent earns nothing here: it pays the agent price to the platform, and what
 * it charges the kindergarten (the kindergarten price) is settled between them.
 *
 * Three statements (README, "The ledger", Purchases): the kindergarten in reach read under its row lock (two
 * purchases for it at once queue, the second extending the first) with its zone and service ends, the package
 * and both accounts' ids; the service's new end (the row's version, `updated_at`, moves with it, as any update
 * of the record does); last, the ledger's transaction with its entries and the audit row (`postWith`, which
 * gives the agent's balance after it), so that the accounts' rows, which every purchase of the agent and every
 * payment to the platform lock, are held from that statement to the commit only.
 */
export async function purchase(tx: Db, ctx: SessionContext, input: { kigId: string; packageId: string }, clock: Clock): Promise<PurchaseAnswer> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('money.notYourKig');
  const refs = purchaseAccounts(ctx.orgId);
  const [row] = await tx
    .select({
      timeZone: organisations.timeZone,
      ends: { platform: organisations.platformServiceEnd, video: organisations.videoServiceEnd, morningCheck: organisations.morningCheckServiceEnd },
      pack: getTableColumns(rechargePackages),
      agent: accountIdColumn(refs[0]),
      platform: accountIdColumn(refs[1]),
    })
    .from(organisations)
    .innerJoin(rechargePackages, eq(rechargePackages.id, input.packageId))
    .where(orgInReach(ctx, input.kigId, 'kindergarten'))
    .for('update', { of: organisations })
    .limit(1);
  if (!row) {
    // Nothing read: the kindergarten is out of reach (404, as a random id) or the package unknown.
    await assertOrgInReach(tx, ctx, input.kigId, 'kindergarten');
    throw badRequest([{ field: 'packageId', message: 'pack.offShelf' }]);
  }
  const { pack } = row;
  if (pack.deleted || pack.shelfState !== 'onShelf') throw badRequest([{ field: 'packageId', message: 'pack.offShelf' }]);
  const [agent, platform] = await openAccounts(tx, refs, row);
  const field = SERVICE_END_FIELDS[pack.packageType];
  const from = row.ends[pack.packageType];
  const to = extendedServiceEnd(from, todayIn(row.timeZone, clock()), pack.months);
  await tx
    .update(organisations)
    .set({ [field]: to })
    .where(eq(organisations.id, input.kigId));
  const posted = await postWith(
    tx,
    {
      cause: 'purchase',
      causeId: pack.id,
      memo: pack.orderCode,
      detail: { kigId: input.kigId, packageId: pack.id, packageType: pack.packageType, months: pack.months, agentPrice: pack.agentPrice, kigPrice: pack.kigPrice },
      actor: { userId: ctx.userId, orgId: ctx.orgId },
      entries: [
        { accountId: agent, amount: -pack.agentPrice },
        { accountId: platform, amount: pack.agentPrice },
      ],
    },
    (transactionId) => [
      auditInsert({
        ...auditActor(ctx),
        action: 'buy',
        resource: 'rechargePackage',
        resourceId: pack.id,
        result: 'ok',
        detail: { kigId: input.kigId, price: pack.agentPrice, transactionId, [field]: { from, to } },
      }),
    ],
  );
  return { transactionId: posted.id, kigId: input.kigId, packageId: pack.id, months: pack.months, price: pack.agentPrice, balance: posted.balances.get(agent)!, serviceEnd: to };
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
 * (or the purchase for it, and is then refused). Three statements, as a recharge package's: the
 * kindergarten in reach with its zone, the offer (locked) and both accounts' ids; the ledger's transaction
 * with the audit row; the package.
 */
export async function buySms(tx: Db, ctx: SessionContext, input: { kigId: string; offerId: string }, clock: Clock): Promise<SmsPurchaseAnswer> {
  if (ctx.orgKind !== 'agent') throw ruleBroken('money.notYourKig');
  const refs = purchaseAccounts(ctx.orgId);
  const [read] = await tx
    .select({ timeZone: organisations.timeZone, offer: getTableColumns(smsOffers), agent: accountIdColumn(refs[0]), platform: accountIdColumn(refs[1]) })
    .from(organisations)
    .innerJoin(smsOffers, eq(smsOffers.id, input.offerId))
    .where(orgInReach(ctx, input.kigId, 'kindergarten'))
    .for('share', { of: smsOffers })
    .limit(1);
  if (!read) {
    // Nothing read: the kindergarten is out of reach (404, as a random id) or the offer unknown.
    await assertOrgInReach(tx, ctx, input.kigId, 'kindergarten');
    throw badRequest([{ field: 'offerId', message: 'pack.offShelf' }]);
  }
  const row = read.offer;
  if (row.deleted || row.shelfState !== 'onShelf') throw badRequest([{ field: 'offerId', message: 'pack.offShelf' }]);
  const offer = { id: row.id, code: row.code ?? '', quota: row.quota ?? 0, agentPrice: row.agentPrice ?? 0 };
  const [agent, platform] = await openAccounts(tx, refs, read);
  const packageId = newId();
  const posted = await postWith(
    tx,
    {
      cause: 'purchase',
      causeId: packageId,
      memo: offer.code,
      detail: { kind: 'sms', kigId: input.kigId, offerId: offer.id, offer: offer.code, quota: offer.quota, agentPrice: offer.agentPrice },
      actor: { userId: ctx.userId, orgId: ctx.orgId },
      entries: [
        { accountId: agent, amount: -offer.agentPrice },
        { accountId: platform, amount: offer.agentPrice },
      ],
    },
    (transactionId) => [
      auditInsert({
        ...auditActor(ctx),
        action: 'buy',
        resource: 'smsPackage',
        resourceId: packageId,
        result: 'ok',
        detail: { kigId: input.kigId, offerId: offer.id, offer: offer.code, quota: offer.quota, price: offer.agentPrice, transactionId },
      }),
    ],
  );
  await tx.insert(smsPackages).values({
    id: packageId,
    name: offer.code,
    agentId: ctx.orgId,
    quota: offer.quota,
    grantedOn: todayIn(read.timeZone, clock()),
    source: 'bought',
    boughtFor: input.kigId,
    price: offer.agentPrice,
    createdBy: ctx.userId,
  });
  return { transactionId: posted.id, kigId: input.kigId, packageId, quota: offer.quota, price: offer.agentPrice, balance: posted.balances.get(agent)! };
}
