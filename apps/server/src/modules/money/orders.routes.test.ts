import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedPacks } from '../../db/seed/pack-seed.js';
import { loadConfig } from '../../platform/config.js';
import { addDays } from '../../platform/dates.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily } from '../../test/family-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { playFamilyPayments } from '../../simulator/families.js';
import { injectTransport } from '../../simulator/transport.js';
import { memberships } from '../pack/pack.tables.js';
import { ledgerDifferences } from './ledger.service.js';
import { channelDifferences, closeExpiredOrders } from './orders.service.js';
import { paymentNotifications, paymentOrders } from './orders.tables.js';
import { signAlipayForm } from './payment/local.js';
import { paymentChannels } from './payment/channels.js';

type Order = { id: string; code: string; amount: number; payFlag: string; channel: string; payment: Record<string, string>; expiresAt: string };
type Account = { id: string; kind: string; code: string; balance: number };
type Details = {
  order: { payFlag: string; review: boolean; tradeNo: string | null };
  lines: { transactionId: string; cause: string; accountKind: string; amount: number }[];
  notifications: { verified: boolean; outcome: string; amount: number | null }[];
};

const RANDOM = '0190a0a0-0000-7000-8000-000000000000';
const now = new Date();
/** The server's clock: it stands still at `now`, but for a test that needs a millisecond of its own. */
let clockAt = now;
let t: TestApp;
let finance: ApiClient;
let kig: ApiClient;
let agent: ApiClient;
let ops: ApiClient;
let kg1: string;
let packId: string;
let made = 0;
// The same keys the server loaded (the data folder's): the tests play the local provider with them.
const config = loadConfig({ WEB_DIST: 'none' });
const channels = paymentChannels(config.payment, config.dataDir);

/** A family of its own with a child of KG0001 (each test its own, so that memberships do not mix). */
async function family() {
  const f = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber: `KG0001-0${60 + ++made}` }]);
  return { client: new ApiClient(t.app, f.token), studentId: f.parents[0]!.studentId };
}

const notify = (channel: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/pay/notify/${channel}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: body });

/** A notification signed by the local provider for an order, as it would send it (the amount may lie). */
const signed = (order: { code: string; amount: number }, more: { amount?: number; status?: string } = {}) =>
  channels.local!.notification({ orderCode: order.code, amount: more.amount ?? order.amount, tradeNo: `T${order.code}`, status: more.status, at: now });

const accounts = async () => (await finance.ok(finance.get<{ records: Account[] }>('/money/accounts'))).records;
const balance = async (code: string) => (await accounts()).find((a) => a.code === code)?.balance ?? 0;
const details = (id: string) => finance.ok(finance.get<Details>(`/money/paymentOrder/details?id=${id}`));

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clockAt });
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  await seedPacks(db, now);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kg1 = orgs.find((o) => o.code === 'KG0001')!.id;
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  // A package of the test's own: charge 30.00 (the platform's), the agent's fee 45.00, the kindergarten's price 68.00.
  const pack = await ops.ok(
    ops.post<{ id: string }>('/agency/vipPackage/save', { packageName: '在线测试套餐', validDays: 30, charge: 30_00, androidCharge: 30_00, iosCharge: 30_00, tryFlag: false }),
  );
  await ops.ok(ops.post('/agency/vipPackage/putOn', { ids: [pack.id] }));
  await agent.ok(agent.post('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 45_00 }));
  await kig.ok(kig.post('/agency/kigVipPrice/save', { packageId: pack.id, price: 68_00 }));
  packId = pack.id;
});

afterAll(async () => {
  if (t) {
    // Whatever the tests did: the ledger balances and our paid orders equal the channels' verified notifications.
    expect(await ledgerDifferences(t.database.db)).toEqual({ accounts: [], transactions: [] });
    expect(await channelDifferences(t.database.db)).toEqual([]);
  }
  await t?.close();
});

describe('orders', () => {
  it("are made at the kindergarten's price, whatever the client sends", async () => {
    const { client, studentId } = await family();
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId, channel: 'local', amount: 1 }));
    expect(order).toMatchObject({ amount: 68_00, payFlag: 'unpaid', channel: 'local', payment: { payPage: '/app/v1/order/payLocal', amount: '68.00' } });
    expect(order.code).toMatch(/^P\d{17}\d{4}$/);
    expect(Date.parse(order.expiresAt) - now.getTime()).toBe(30 * 60_000);
    // A channel not configured here is refused; a trial package is not sold.
    const alipay = await client.post('/app/v1/order/create', { studentId, packageId: packId, channel: 'alipay' });
    expect([alipay.status, alipay.txt]).toEqual([422, 'This payment channel is not configured']);
  });

  it('made with the code of another order of the same millisecond draws again (the clock here stands still)', async () => {
    const { client, studentId } = await family();
    // A millisecond no other order of this file was made in: one of them may hold any four digits of `now`'s.
    clockAt = new Date(now.getTime() + 1);
    // Both orders draw the same four digits first; the second then draws others.
    const draws = vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5).mockReturnValueOnce(0.7);
    try {
      const first = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
      const second = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
      expect(first.code).toMatch(/5000$/);
      expect(second.code).toMatch(/7000$/);
      expect(second.code.slice(0, -4)).toBe(first.code.slice(0, -4));
    } finally {
      draws.mockRestore();
      clockAt = now;
    }
  });

  it("answers another family's order, or another family's child, as a random id", async () => {
    const a = await family();
    const b = await family();
    const order = await a.client.ok(a.client.post<Order>('/app/v1/order/create', { studentId: a.studentId, packageId: packId }));
    for (const path of [`/app/v1/order/get?id=${order.id}`, `/app/v1/order/get?id=${RANDOM}`]) expect((await b.client.get(path)).status).toBe(404);
    const foreign = await b.client.post('/app/v1/order/payLocal', { id: order.id });
    const random = await b.client.post('/app/v1/order/payLocal', { id: RANDOM });
    expect([foreign.status, foreign.txt]).toEqual([random.status, random.txt]);
    const child = await b.client.post('/app/v1/order/create', { studentId: a.studentId, packageId: packId });
    expect(child.status).toBe(404);
    // Staff sessions are not families, and a family is not staff.
    expect((await kig.post('/app/v1/order/create', { studentId: a.studentId, packageId: packId })).status).toBe(401);
    expect((await a.client.get(`/money/paymentOrder/details?id=${order.id}`)).status).toBe(401);
  });
});

describe('paying through the local channel', () => {
  it("moves the ledger once: channel to transit less the channel's fee, then the kindergarten, the agent and the platform their shares; the membership runs", async () => {
    const { client, studentId } = await family();
    const before = { kig: await balance(`org:${kg1}`), platform: await balance('platform'), local: await balance('channel:local'), fee: await balance('fee') };
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    const paid = await client.ok(client.post<Order>('/app/v1/order/payLocal', { id: order.id }));
    expect(paid.payFlag).toBe('paid');
    const d = await details(order.id);
    expect(d.order).toMatchObject({ payFlag: 'paid', review: false, tradeNo: `L${order.code}` });
    // The local channel's fee at its default 0.6 %: 68.00 x 0.006 = 0.408, rounded half up to 0.41, an entry of its own.
    expect(d.lines.map((l) => [l.cause, l.accountKind, l.amount])).toEqual([
      ['orderPayment', 'channel', -(68_00 - 41)],
      ['orderPayment', 'fee', -41],
      ['orderPayment', 'transit', 68_00],
      ['revenueShare', 'transit', -68_00],
      ['revenueShare', 'agent', 15_00],
      ['revenueShare', 'kindergarten', 23_00],
      ['revenueShare', 'platform', 30_00],
    ]);
    expect(d.notifications).toEqual([expect.objectContaining({ verified: true, outcome: 'paid', amount: 68_00 })]);
    expect(await balance(`org:${kg1}`)).toBe(before.kig + 23_00);
    expect(await balance('platform')).toBe(before.platform + 30_00);
    expect(await balance('channel:local')).toBe(before.local - (68_00 - 41));
    expect(await balance('fee')).toBe(before.fee - 41);
    // Each of its transactions sums to zero with the fee, the shares are the prices to the fen, and finance's reconciliation is clean.
    const sums = new Map<string, number>();
    for (const l of d.lines) sums.set(l.transactionId, (sums.get(l.transactionId) ?? 0) + l.amount);
    expect([...sums.values()]).toEqual([0, 0]);
    const report = await finance.ok(finance.get<{ differences: unknown[] }>('/money/reconciliation/report'));
    expect(report.differences).toEqual([]);
    // The kindergarten sees its share in its own lines.
    const mine = (await kig.ok(kig.get<{ records: Account[] }>('/money/accounts'))).records[0]!;
    const lines = await kig.ok(kig.get<{ records: { cause: string; amount: number; memo: string }[] }>(`/money/lines?accountId=${mine.id}`));
    expect(lines.records[0]).toMatchObject({ cause: 'revenueShare', amount: 23_00, memo: order.code });
    // The child's membership runs from today, sold online at the price paid.
    const [period] = await t.database.db.select().from(memberships).where(eq(memberships.studentId, studentId));
    expect(period).toMatchObject({ source: 'online', pricePaid: 68_00, packageId: packId });
    // Paid once: the page refuses a second payment.
    const again = await client.post('/app/v1/order/payLocal', { id: order.id });
    expect([again.status, again.txt]).toEqual([422, 'This order is already paid or closed']);
  });

  it('pays an order in five statements: the order with its package, the accounts, the child and its periods, the period, then the ledger with the order, the audit and the log', async () => {
    const { client, studentId } = await family();
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    // The accounts opened already by an earlier payment, as on a running server.
    await notify('local', signed(await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }))));
    const before = t.database.statements();
    const res = await notify('local', signed(order));
    const statements = t.database.statements() - before;
    expect([res.statusCode, res.body]).toEqual([200, 'success']);
    // Twenty once (each account read on its own, each transaction and its entries apart, the order updated twice),
    // then eight (the order, its audit row and the log each a statement after the ledger's); on PostgreSQL the
    // transaction's begin and commit are counted too.
    expect(statements).toBeLessThanOrEqual(t.database.driver === 'postgres' ? 5 + 2 : 5);
    // And it paid: the order, both transactions (seven lines), the period after the first one's.
    const d = await details(order.id);
    expect(d.order.payFlag).toBe('paid');
    expect(d.lines).toHaveLength(7);
    expect(d.notifications.map((n) => n.outcome)).toEqual(['paid']);
    const periods = await t.database.db.select().from(memberships).where(eq(memberships.studentId, studentId));
    expect(periods).toHaveLength(2);
    const [first, second] = periods.sort((a, b) => a.startDate.localeCompare(b.startDate));
    expect(second).toMatchObject({ renewal: true, source: 'online', pricePaid: 68_00 });
    expect(second!.startDate).toBe(addDays(first!.endDate, 1));
  });

  it('changes nothing for a notification sent twice, and logs it', async () => {
    const { client, studentId } = await family();
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    const first = await notify('local', signed(order));
    expect([first.statusCode, first.body]).toEqual([200, 'success']);
    const kigBalance = await balance(`org:${kg1}`);
    const second = await notify('local', signed(order));
    // Received (so the channel stops sending), but nothing moves twice.
    expect([second.statusCode, second.body]).toEqual([200, 'success']);
    expect(await balance(`org:${kg1}`)).toBe(kigBalance);
    const d = await details(order.id);
    expect(d.notifications.map((n) => n.outcome)).toEqual(['paid', 'duplicate']);
    // One payment (with its fee entry) and one split: seven lines, not fourteen.
    expect(d.lines).toHaveLength(7);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.studentId, studentId))).toHaveLength(1);
  });

  it('refuses a bad signature, and nothing moves', async () => {
    const { client, studentId } = await family();
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    // Signed by someone else's key, or altered after signing.
    const { privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('rsa', { modulusLength: 2048 }));
    const forged = signAlipayForm(
      { app_id: 'local-pay', out_trade_no: order.code, total_amount: '68.00', trade_no: 'X1', trade_status: 'TRADE_SUCCESS' },
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    const altered = signed(order).replace('total_amount=68.00', 'total_amount=1.00');
    for (const body of [forged, altered, 'out_trade_no=' + order.code, '']) {
      const res = await notify('local', body);
      expect([res.statusCode, res.body]).toEqual([200, 'fail']);
    }
    expect((await client.ok(client.get<Order>(`/app/v1/order/get?id=${order.id}`))).payFlag).toBe('unpaid');
    const logged = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderCode, order.code));
    expect(logged.map((n) => [n.verified, n.outcome])).toEqual([
      [false, 'badSignature'],
      [false, 'badSignature'],
      [false, 'badSignature'],
    ]);
    expect((await details(order.id)).lines).toEqual([]);
  });

  it('refuses a different amount and an unknown order, and marks the amount for review', async () => {
    const { client, studentId } = await family();
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    const platform = await balance('platform');
    expect((await notify('local', signed(order, { amount: 1_00 }))).body).toBe('success');
    expect((await notify('local', signed({ code: 'P00000000000000000000', amount: 68_00 }))).body).toBe('success');
    // A payment the channel says did not succeed changes nothing either.
    expect((await notify('local', signed(order, { status: 'WAIT_BUYER_PAY' }))).body).toBe('success');
    const d = await details(order.id);
    expect(d.order).toMatchObject({ payFlag: 'unpaid', review: true });
    expect(d.notifications.map((n) => n.outcome)).toEqual(['amountMismatch', 'notSuccess']);
    const unknown = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderCode, 'P00000000000000000000'));
    expect(unknown.map((n) => [n.verified, n.outcome])).toEqual([[true, 'unknownOrder']]);
    expect(await balance('platform')).toBe(platform);
    expect(d.lines).toEqual([]);
  });
});

describe('closing', () => {
  it('closes an order unpaid after its time limit; a notification after that is logged for review, never accepted', async () => {
    const { client, studentId } = await family();
    const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    const fresh = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
    // Not yet: the job leaves it.
    expect(await closeExpiredOrders(t.database.db, channels, now)).toBe(0);
    const later = new Date(now.getTime() + 31 * 60_000);
    await t.database.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(now.getTime() + 60 * 60_000) })
      .where(eq(paymentOrders.id, fresh.id));
    // (Earlier tests' unpaid orders close with it.)
    expect(await closeExpiredOrders(t.database.db, channels, later)).toBeGreaterThanOrEqual(1);
    expect((await client.ok(client.get<Order>(`/app/v1/order/get?id=${order.id}`))).payFlag).toBe('closed');
    expect((await client.ok(client.get<Order>(`/app/v1/order/get?id=${fresh.id}`))).payFlag).toBe('unpaid');
    const platform = await balance('platform');
    expect((await notify('local', signed(order))).body).toBe('success');
    const d = await details(order.id);
    expect(d.order).toMatchObject({ payFlag: 'closed', review: true });
    expect(d.notifications.map((n) => n.outcome)).toEqual(['afterClose']);
    expect(await balance('platform')).toBe(platform);
    const pay = await client.post('/app/v1/order/payLocal', { id: order.id });
    expect(pay.status).toBe(422);
    // Finance closes the other by hand; once only.
    expect(await finance.ok(finance.post('/money/paymentOrder/close', { id: fresh.id }))).toEqual({ id: fresh.id, payFlag: 'closed' });
    expect((await finance.post('/money/paymentOrder/close', { id: fresh.id })).status).toBe(422);
  });
});

describe("finance's online payments", () => {
  it('lists, filters and exports the orders for finance; neither a kindergarten nor an agent reads them', async () => {
    const list = await finance.ok(
      finance.post<Page<{ id: string; payFlag: string; orgId: string }>>('/money/paymentOrder/list', { pageNumber: 1, pageSize: 100, payFlag: 'paid' }),
    );
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.records.every((r) => r.payFlag === 'paid')).toBe(true);
    // A kindergarten has no such page: it reads its shares in its own ledger lines.
    expect((await kig.post('/money/paymentOrder/list', { pageNumber: 1, pageSize: 100 })).status).toBe(403);
    const file = await finance.raw('POST', '/money/paymentOrder/export', { payFlag: 'paid' });
    expect(file.statusCode).toBe(200);
    const rows = await sheetRows(file);
    expect(rows.find((r) => r.includes('Order no.'))).toEqual(expect.arrayContaining(['Order no.', 'Amount (yuan)', 'Pay flag']));
    expect(rows.slice(1).some((r) => r.includes('Paid'))).toBe(true);
    expect((await agent.get(`/money/paymentOrder/details?id=${list.records[0]!.id}`)).status).toBe(403);
  });
});

describe('the simulator', () => {
  it("pays a family's child a month through the local channel, as a payer would", async () => {
    const f = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber: `KG0001-0${60 + ++made}` }]);
    expect(await playFamilyPayments(injectTransport(t.app), f, 1)).toMatchObject({ paid: 1 });
    const [period] = await t.database.db.select().from(memberships).where(eq(memberships.studentId, f.parents[0]!.studentId));
    expect(period).toMatchObject({ source: 'online' });
  });
});
