import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { childOrgValues } from '../system/organization.resource.js';
import { ledgerDifferences } from './ledger.service.js';
import { agentBankAccounts, smsPackages } from '../sms/sms.tables.js';
import { ledgerTransactions } from './money.tables.js';

type Bought = { transactionId: string; kigId: string; months: number; price: number; balance: number; serviceEnd: string };
type KigRecord = { id: string; platformServiceEnd: string | null; videoServiceEnd: string | null; morningCheckServiceEnd: string | null };

// 18:00 UTC is 02:00 the next day in Shanghai: the service starts on the kindergarten's today, 2026-11-27.
const NOW = new Date('2026-11-26T18:00:00.000Z');
let t: TestApp;
let agent: ApiClient;
let kig: ApiClient;
let ops: ApiClient;
let finance: ApiClient;
let ids: { kg1: string; kg3: string; agent: string; foreign: string };

async function shelved(packageType: 'platform' | 'video' | 'morningCheck', months: number, agentPrice: number): Promise<string> {
  const pack = await ops.ok(
    ops.post<{ id: string }>('/agency/rechargePackage/save', {
      orderCode: `BUY${randomBytes(5).toString('hex').toUpperCase()}`,
      packageType,
      months,
      monthlyFee: agentPrice,
      agentPrice,
      kigPrice: agentPrice + 100_00,
    }),
  );
  await ops.ok(ops.post('/agency/rechargePackage/putOn', { ids: [pack.id] }));
  return pack.id;
}

/** Tops up the agent's balance by an approved recharge of its own (its credential an upload of its own). */
async function topUpAgent(amount: number) {
  const path = `AG0001/20261126/recharge/${Date.now()}-${randomBytes(6).toString('hex')}.png`;
  await t.database.db
    .insert(uploads)
    .values({ path, orgId: ids.agent, module: 'recharge', kind: 'image', contentType: 'image/png', maxSize: 1024, size: 100, status: 'confirmed', createdBy: ids.agent });
  const r = await agent.ok(
    agent.post<{ id: string }>('/money/recharge/save', { purpose: 'balance', amount, channel: 'transfer', paidAt: '2026-11-25T02:00:00.000Z', credential: path }),
  );
  await finance.ok(finance.post('/money/recharge/approve', { id: r.id }));
}

const record = (id: string) => agent.ok(agent.get<KigRecord>(`/agency/kigBase/get?id=${id}`));
const transactions = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(ledgerTransactions))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  const db = t.database.db;
  const orgs = await db.select().from(organisations);
  const org = (code: string) => orgs.find((o) => o.code === code)!;
  // A kindergarten outside the demo agent's subtree (straight under the platform): another tenant's.
  const [foreign] = await db
    .insert(organisations)
    .values({ ...childOrgValues(org('PLATFORM')), parentId: org('PLATFORM').id, kind: 'kindergarten', code: 'KGBUY9', name: 'Elsewhere', status: 'enabled', sort: 99 })
    .returning({ id: organisations.id });
  // A kindergarten of the demo agent's never bought for (straight under the agent).
  const [fresh] = await db
    .insert(organisations)
    .values({
      ...childOrgValues(org('AG0001')),
      parentId: org('AG0001').id,
      agentId: org('AG0001').id,
      kind: 'kindergarten',
      code: 'KGBUY1',
      name: 'Fresh',
      status: 'enabled',
      sort: 98,
    })
    .returning({ id: organisations.id });
  ids = { kg1: org('KG0001').id, kg3: fresh!.id, agent: org('AG0001').id, foreign: foreign!.id };
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
  const [bank] = await db.select().from(agentBankAccounts).where(eq(agentBankAccounts.agentId, ids.agent));
  if (!bank)
    await db.insert(agentBankAccounts).values({ agentId: ids.agent, accountName: '华东区域代理有限公司', bankName: '招商银行', accountSealed: 'sealed', accountLast4: '6868' });
});

afterAll(async () => {
  if (t) expect(await ledgerDifferences(t.database.db)).toEqual({ accounts: [], transactions: [] });
  await t?.close();
});

describe("a purchase extends the kindergarten's service", () => {
  it("starts an unbought service on the kindergarten's today and extends a running one from the day after its end, in the ledger's transaction", async () => {
    const year = await shelved('platform', 12, 900_00);
    const month = await shelved('platform', 1, 80_00);
    await topUpAgent(980_00);
    expect((await record(ids.kg3)).platformServiceEnd).toBeNull();
    const first = await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg3, packageId: year }));
    expect(first).toMatchObject({ kigId: ids.kg3, months: 12, price: 900_00, serviceEnd: '2027-11-26' });
    const second = await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg3, packageId: month }));
    expect(second).toMatchObject({ serviceEnd: '2027-12-26', balance: first.balance - 80_00 });
    // The agents' record of the kindergarten shows it; the other services are untouched.
    expect(await record(ids.kg3)).toMatchObject({ platformServiceEnd: '2027-12-26', videoServiceEnd: null, morningCheckServiceEnd: null });
    // Audited with the service's move.
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'rechargePackage'), eq(auditLogs.action, 'buy'), eq(auditLogs.resourceId, month)));
    expect(audit?.detail).toMatchObject({ kigId: ids.kg3, platformServiceEnd: { from: '2027-11-26', to: '2027-12-26' } });
  });

  it('moves nothing, service included, when the balance is short', async () => {
    const pack = await shelved('morningCheck', 3, 100_000_00);
    const before = await transactions();
    const short = await agent.post('/money/purchase', { kigId: ids.kg3, packageId: pack });
    expect([short.status, short.txt]).toEqual([422, 'The balance is not enough']);
    expect((await record(ids.kg3)).morningCheckServiceEnd).toBeNull();
    expect(await transactions()).toBe(before);
  });

  // The session and its permissions are kept: a purchase sets no column they are read from (migration 0037).
  it('runs in three statements: the kindergarten locked with the package and the accounts, the ledger with the audit, the service', async () => {
    const pack = await shelved('video', 1, 1_00);
    await topUpAgent(3_00);
    await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }));
    // On PostgreSQL the transaction's begin and commit are counted too.
    const most = (n: number) => (t.database.driver === 'postgres' ? n + 2 : n);
    let before = t.database.statements();
    const bought = await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }));
    expect(t.database.statements() - before).toBeLessThanOrEqual(most(3));
    // An Idempotency-Key adds its row before and its answer after.
    before = t.database.statements();
    const keyed = await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }, { 'idempotency-key': `count-${randomBytes(6).toString('hex')}` }));
    expect(t.database.statements() - before).toBeLessThanOrEqual(most(5));
    // The balance answered is the one written (the entries' balance after), not read again.
    expect(keyed.balance).toBe(bought.balance - 1_00);
    const accounts = await agent.ok(agent.get<{ records: { balance: number }[] }>('/money/accounts'));
    expect(accounts.records[0]!.balance).toBe(keyed.balance);
  });

  it('is seen by the kindergarten on its own record', async () => {
    const pack = await shelved('video', 6, 30_00);
    await topUpAgent(30_00);
    const bought = await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }));
    const own = await kig.ok(kig.get<KigRecord>('/kigs/kig-setting/get'));
    expect(own.videoServiceEnd).toBe(bought.serviceEnd);
  });

  it("refuses another tenant's kindergarten as a random id, and moves nothing", async () => {
    const pack = await shelved('platform', 1, 1_00);
    await topUpAgent(1_00);
    const before = await transactions();
    const foreign = await agent.post('/money/purchase', { kigId: ids.foreign, packageId: pack });
    const random = await agent.post('/money/purchase', { kigId: '0190a0a0-0000-7000-8000-000000000000', packageId: pack });
    expect([foreign.status, foreign.txt]).toEqual([random.status, random.txt]);
    expect(foreign.status).toBe(404);
    const [row] = await t.database.db.select({ end: organisations.platformServiceEnd }).from(organisations).where(eq(organisations.id, ids.foreign));
    expect(row?.end).toBeNull();
    expect(await transactions()).toBe(before);
  });

  it('buys once for a request sent twice with one Idempotency-Key (a double click of the web): one transaction, the service extended once', async () => {
    const pack = await shelved('morningCheck', 2, 5_00);
    await topUpAgent(10_00);
    const before = await transactions();
    const key = { 'idempotency-key': `buy-${randomBytes(6).toString('hex')}` };
    const [a, b] = await Promise.all([
      agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }, key)),
      agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }, key)),
    ]);
    expect(b).toEqual(a);
    expect(a.serviceEnd).toBe('2027-01-26');
    expect(await transactions()).toBe(before + 1);
    expect((await record(ids.kg1)).morningCheckServiceEnd).toBe('2027-01-26');
    // The next click is another action, another key: a second purchase, from the day after.
    const next = await agent.ok(agent.post<Bought>('/money/purchase', { kigId: ids.kg1, packageId: pack }, { 'idempotency-key': `buy-${randomBytes(6).toString('hex')}` }));
    expect(next.serviceEnd).toBe('2027-03-26');
  });
});

describe('SMS packages bought', () => {
  type Usage = { bought: number; used: number; left: number };
  type SmsRow = { id: string; name: string; quota: number; source: string; boughtFor: string | null; price: number | null; _labels?: Record<string, string> };
  type Offer = { id: string; code: string; quota: number; agentPrice: number };
  /** The offers on the shelf as the agent reads them (the demo's three, and those of the tests). */
  const offers = async () => (await agent.ok(agent.get<{ records: Offer[] }>('/money/purchase/smsOffers'))).records;
  const offer = async (code: string) => (await offers()).find((o) => o.code === code)!.id;

  it("lists the demo's three offers of operations' catalogue, on the shelf, fewest messages first", async () => {
    expect((await offers()).map(({ code, quota, agentPrice }) => ({ code, quota, agentPrice }))).toEqual([
      { code: 'SMS1000', quota: 1_000, agentPrice: 60_00 },
      { code: 'SMS5000', quota: 5_000, agentPrice: 275_00 },
      { code: 'SMS20000', quota: 20_000, agentPrice: 1_000_00 },
    ]);
    expect((await kig.get('/money/purchase/smsOffers')).status).toBe(403);
  });

  it('sells an offer operations put on the shelf at its price, and refuses it once taken off (400 on the offer), moving no money', async () => {
    const made = await ops.ok(ops.post<{ id: string }>('/agency/smsOffer/save', { code: `SMSX${randomBytes(3).toString('hex').toUpperCase()}`, quota: 300, agentPrice: 12_34 }));
    // A new offer waits off the shelf: not listed, not sold.
    expect((await offers()).some((o) => o.id === made.id)).toBe(false);
    await topUpAgent(2 * 12_34);
    const waiting = await agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId: made.id });
    expect([waiting.status, waiting.txt, waiting.data]).toEqual([400, 'Invalid request', [{ field: 'offerId', message: 'This package is not on the shelf' }]]);
    await ops.ok(ops.post('/agency/smsOffer/putOn', { ids: [made.id] }));
    expect((await offers()).find((o) => o.id === made.id)).toMatchObject({ quota: 300, agentPrice: 12_34 });
    const bought = await agent.ok(agent.post<{ quota: number; price: number }>('/money/purchase/sms', { kigId: ids.kg1, offerId: made.id }));
    expect(bought).toMatchObject({ quota: 300, price: 12_34 });
    await ops.ok(ops.post('/agency/smsOffer/takeOff', { ids: [made.id] }));
    const before = await transactions();
    const off = await agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId: made.id });
    expect([off.status, off.data]).toEqual([400, [{ field: 'offerId', message: 'This package is not on the shelf' }]]);
    expect(await transactions()).toBe(before);
    expect((await offers()).some((o) => o.id === made.id)).toBe(false);
    // Operations may not delete an offer (a purchase names it), and an agent may not keep the catalogue.
    expect((await ops.post('/agency/smsOffer/delete', { ids: [made.id] })).status).toBe(404);
    expect((await agent.post('/agency/smsOffer/save', { code: 'SMSAGENT', quota: 1, agentPrice: 1 })).status).toBe(403);
  });

  it("moves the agent price and grows the agent's SMS allowance by a package marked bought for the kindergarten, in one transaction", async () => {
    await topUpAgent(60_00);
    const before = await agent.ok(agent.get<Usage>('/agency/smsPackage/usage'));
    const account = (await agent.ok(agent.get<{ records: { balance: number }[] }>('/money/accounts'))).records[0]!.balance;
    const bought = await agent.ok(
      agent.post<{ packageId: string; quota: number; price: number; balance: number }>('/money/purchase/sms', { kigId: ids.kg3, offerId: await offer('SMS1000') }),
    );
    expect(bought).toMatchObject({ quota: 1_000, price: 60_00, balance: account - 60_00 });
    const after = await agent.ok(agent.get<Usage>('/agency/smsPackage/usage'));
    expect(after.bought).toBe(before.bought + 1_000);
    const row = await agent.ok(agent.get<SmsRow>(`/agency/smsPackage/get?id=${bought.packageId}`));
    expect(row).toMatchObject({ name: 'SMS1000', quota: 1_000, source: 'bought', boughtFor: ids.kg3, price: 60_00 });
    // Operations' grants stay, marked as grants; a package bought is never edited.
    const grants = await t.database.db.select({ source: smsPackages.source }).from(smsPackages).where(eq(smsPackages.source, 'grant'));
    expect(grants.length).toBeGreaterThan(0);
    const full = await ops.ok(ops.get<SmsRow & { updatedAt: string; agentId: string; grantedOn: string }>(`/agency/smsPackage/get?id=${bought.packageId}`));
    const edit = await ops.post('/agency/smsPackage/save', {
      id: full.id,
      updatedAt: full.updatedAt,
      name: 'free now',
      agentId: full.agentId,
      quota: 9_999,
      grantedOn: full.grantedOn,
    });
    expect([edit.status, edit.txt]).toEqual([422, 'An SMS package bought is the record of a purchase and cannot be changed']);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'smsPackage'), eq(auditLogs.action, 'buy'), eq(auditLogs.resourceId, bought.packageId)));
    expect(audit?.detail).toMatchObject({ kigId: ids.kg3, offer: 'SMS1000', offerId: await offer('SMS1000'), quota: 1_000, price: 60_00 });
  });

  it("refuses a short balance, an unknown offer and another tenant's kindergarten, and adds no package", async () => {
    const count = async () => (await t.database.db.select({ id: smsPackages.id }).from(smsPackages)).length;
    const packages = await count();
    const drain = (await agent.ok(agent.get<{ records: { balance: number }[] }>('/money/accounts'))).records[0]!.balance;
    if (drain > 0) await agent.ok(agent.post('/money/withdrawal/request', { amount: drain }));
    const short = await agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId: await offer('SMS20000') });
    expect([short.status, short.txt]).toEqual([422, 'The balance is not enough']);
    expect((await agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId: 'SMS3' })).status).toBe(400);
    const unknown = await agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId: randomUUID() });
    expect([unknown.status, unknown.data]).toEqual([400, [{ field: 'offerId', message: 'This package is not on the shelf' }]]);
    const foreign = await agent.post('/money/purchase/sms', { kigId: ids.foreign, offerId: await offer('SMS1000') });
    expect(foreign.status).toBe(404);
    expect((await kig.post('/money/purchase/sms', { kigId: ids.kg1, offerId: await offer('SMS1000') })).status).toBe(403);
    expect(await count()).toBe(packages);
  });

  it('runs in three statements, as a recharge package does', async () => {
    await topUpAgent(2 * 60_00);
    const offerId = await offer('SMS1000');
    await agent.ok(agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId }));
    const before = t.database.statements();
    await agent.ok(agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId }));
    expect(t.database.statements() - before).toBeLessThanOrEqual(t.database.driver === 'postgres' ? 3 + 2 : 3);
  });

  it('buys once for one Idempotency-Key sent twice', async () => {
    await topUpAgent(275_00);
    const key = { 'idempotency-key': `sms-${randomBytes(6).toString('hex')}` };
    const before = await transactions();
    const offerId = await offer('SMS5000');
    const a = await agent.ok(agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId }, key));
    const b = await agent.ok(agent.post('/money/purchase/sms', { kigId: ids.kg1, offerId }, key));
    expect(b).toEqual(a);
    expect(await transactions()).toBe(before + 1);
  });
});
