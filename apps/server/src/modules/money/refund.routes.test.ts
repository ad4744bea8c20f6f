import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedPacks } from '../../db/seed/pack-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily } from '../../test/family-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { agentBankAccounts } from '../sms/sms.tables.js';
import { roles } from '../system/role.table.js';
import { memberships } from '../pack/pack.tables.js';
import { ledgerDifferences } from './ledger.service.js';
import { ledgerTransactions } from './money.tables.js';
import { channelDifferences } from './orders.service.js';
import { paymentOrders, paymentRefunds } from './orders.tables.js';

type Order = { id: string; code: string; amount: number; payFlag: string };
type Refund = { id: string; code: string; orderId: string; amount: number; state: string; refundable: number; transactionId: string | null };
type Account = { id: string; kind: string; code: string; balance: number };

const RANDOM = '0190a0a0-0000-7000-8000-000000000000';
const now = new Date();
/** The server's clock: it stands still at `now`, but for a test that needs a millisecond of its own. */
let clockAt = now;
let t: TestApp;
let finance: ApiClient;
// A second finance person: the one who asks for a refund cannot approve it.
let approver: ApiClient;
let kig: ApiClient;
let kg1: string;
let agentId: string;
let packId: string;
let made = 0;

/** A family of its own with a child of KG0001 whose order for the test's package (68.00) is paid through the local channel. */
async function paidOrder() {
  const f = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber: `KG0001-0${30 + ++made}` }]);
  const client = new ApiClient(t.app, f.token);
  const studentId = f.parents[0]!.studentId;
  const order = await client.ok(client.post<Order>('/app/v1/order/create', { studentId, packageId: packId }));
  expect((await client.ok(client.post<Order>('/app/v1/order/payLocal', { id: order.id }))).payFlag).toBe('paid');
  return { order, studentId, client };
}

const accounts = async () => (await finance.ok(finance.get<{ records: Account[] }>('/money/accounts'))).records;
const balances = async () => {
  const all = await accounts();
  const of = (code: string) => all.find((a) => a.code === code)?.balance ?? 0;
  return { kig: of(`org:${kg1}`), agent: of(`org:${agentId}`), platform: of('platform'), local: of('channel:local'), fee: of('fee') };
};
/** The membership period an order's payment added (none once it ended). */
const periodOf = async (orderId: string) => {
  const [order] = await t.database.db.select({ membershipId: paymentOrders.membershipId }).from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return t.database.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, order!.membershipId!), eq(memberships.deleted, false)));
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clockAt });
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  await seedPacks(db, now);
  const orgs = await db.select({ id: organisations.id, code: organisations.code, agentId: organisations.agentId }).from(organisations);
  const k = orgs.find((o) => o.code === 'KG0001')!;
  kg1 = k.id;
  agentId = k.agentId!;
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const agent = await ApiClient.as(t.app, 'demo-agent', 5);
  // The second finance person, made as an administrator would, with finance's own role.
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const [role] = await db.select({ id: roles.id, orgId: roles.orgId }).from(roles).where(eq(roles.name, '财务管理员'));
  const user = await admin.ok(
    admin.post<{ _once: { password: string } }>('/system/user/save', { userName: 'finance-two', nickName: '孙审核', orgId: role!.orgId, appType: 11, roleIds: [role!.id] }),
  );
  approver = await ApiClient.as(t.app, 'finance-two', 11, user._once.password);
  // The orders' test package: charge 30.00 (the platform's), the agent's fee 45.00, the kindergarten's price 68.00, 30 days.
  const pack = await ops.ok(
    ops.post<{ id: string }>('/agency/vipPackage/save', { packageName: '退款测试套餐', validDays: 30, charge: 30_00, androidCharge: 30_00, iosCharge: 30_00, tryFlag: false }),
  );
  await ops.ok(ops.post('/agency/vipPackage/putOn', { ids: [pack.id] }));
  await agent.ok(agent.post('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 45_00 }));
  await kig.ok(kig.post('/agency/kigVipPrice/save', { packageId: pack.id, price: 68_00 }));
  packId = pack.id;
});

afterAll(async () => {
  if (t) {
    // Whatever the tests did: the ledger balances, and our paid orders still equal the channels' notifications.
    expect(await ledgerDifferences(t.database.db)).toEqual({ accounts: [], transactions: [] });
    expect(await channelDifferences(t.database.db)).toEqual([]);
  }
  await t?.close();
});

describe('a refund', () => {
  it('is asked by finance and approved by another: the ledger reverses the shares and the fee in proportion, the membership is shortened, then ended', async () => {
    const start = await balances();
    const { order } = await paidOrder();
    const paid = await balances();
    expect(paid).toEqual({ kig: start.kig + 23_00, agent: start.agent + 15_00, platform: start.platform + 30_00, local: start.local - (68_00 - 41), fee: start.fee - 41 });
    const [bought] = await periodOf(order.id);

    // More than the order is refused, with what is left; the request moves nothing.
    const tooMuch = await finance.post('/money/refund/request', { orderId: order.id, amount: 68_01, reason: '家长退园' });
    expect([tooMuch.status, tooMuch.txt]).toEqual([422, 'The refund is more than the 68.00 yuan left to refund on this order']);
    const asked = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 20_00, reason: '家长退园' }));
    expect(asked).toMatchObject({ orderId: order.id, amount: 20_00, state: 'requested', refundable: 48_00, transactionId: null });
    expect(asked.code).toMatch(/^F\d{20}$/);
    expect(await balances()).toEqual(paid);

    // The requester cannot approve it; the other finance person can.
    const self = await finance.post('/money/refund/approve', { id: asked.id });
    expect([self.status, self.txt]).toEqual([422, 'You cannot approve a request you filed yourself']);
    const first = await approver.ok(approver.post<Refund>('/money/refund/approve', { id: asked.id }));
    expect(first).toMatchObject({ state: 'refunded', refundable: 48_00 });
    // 20.00 of 68.00: the agent 15.00 x 20/68 = 4.41, the platform 30.00 x 20/68 = 8.82, the fee 0.41 x 20/68 = 0.12, the kindergarten the rest, 6.77.
    const [reversal] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, first.transactionId!));
    expect(reversal).toMatchObject({ cause: 'refund', causeId: asked.id });
    expect(reversal!.detail).toMatchObject({ kig: 6_77, agent: 4_41, platform: 8_82, fee: 12 });
    expect(await balances()).toEqual({ kig: paid.kig - 6_77, agent: paid.agent - 4_41, platform: paid.platform - 8_82, local: paid.local + 20_00 - 12, fee: paid.fee + 12 });
    // 48/68 of the 30 days are still paid for: 21.
    const [shortened] = await periodOf(order.id);
    expect(Date.parse(bought!.endDate) - Date.parse(bought!.startDate)).toBe(29 * 86_400_000);
    expect(shortened).toMatchObject({ id: bought!.id, startDate: bought!.startDate });
    expect(Date.parse(shortened!.endDate) - Date.parse(bought!.startDate)).toBe(20 * 86_400_000);

    // A second approval is a 409 and reverses nothing again.
    const again = await approver.post('/money/refund/approve', { id: asked.id });
    expect([again.status, again.txt]).toEqual([409, 'This refund has already been decided']);

    // The rest: every share, and the fee, come back to the fen; the membership ends.
    const rest = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 48_00, reason: '家长退园' }));
    expect(rest.refundable).toBe(0);
    await approver.ok(approver.post<Refund>('/money/refund/approve', { id: rest.id }));
    expect(await balances()).toEqual(start);
    expect(await periodOf(order.id)).toEqual([]);
    const none = await finance.post('/money/refund/request', { orderId: order.id, amount: 1, reason: 'x' });
    expect([none.status, none.txt]).toEqual([422, 'The refund is more than the 0.00 yuan left to refund on this order']);

    // The order shows what was refunded; the refunds' list shows both; the reconciliation is clean.
    const orders = await finance.ok(finance.post<Page<{ id: string; refunded: number; payFlag: string }>>('/money/paymentOrder/list', { pageNumber: 1, pageSize: 100 }));
    expect(orders.records.find((o) => o.id === order.id)).toMatchObject({ refunded: 68_00, payFlag: 'paid' });
    const list = await finance.ok(finance.post<Page<{ id: string; state: string; orderCode: string }>>('/money/paymentRefund/list', { pageNumber: 1, pageSize: 100 }));
    expect(list.records.filter((r) => r.orderCode === order.code).map((r) => r.state)).toEqual(['refunded', 'refunded']);
    const report = await finance.ok(finance.get<{ differences: unknown[] }>('/money/reconciliation/report'));
    expect(report.differences).toEqual([]);
  });

  it('is refused with a reason by another finance person: nothing moves and its amount may be asked again', async () => {
    const { order } = await paidOrder();
    const before = await balances();
    const asked = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 68_00, reason: '重复购买' }));
    const held = await finance.post('/money/refund/request', { orderId: order.id, amount: 1, reason: 'x' });
    expect([held.status, held.txt]).toEqual([422, 'The refund is more than the 0.00 yuan left to refund on this order']);
    const noReason = await approver.post('/money/refund/refuse', { id: asked.id, reason: ' ' });
    expect(noReason.status).toBe(400);
    const selfRefuse = await finance.post('/money/refund/refuse', { id: asked.id, reason: '不符合退款条件' });
    expect(selfRefuse.status).toBe(422);
    expect(await approver.ok(approver.post<Refund>('/money/refund/refuse', { id: asked.id, reason: '不符合退款条件' }))).toMatchObject({ state: 'refused', refundable: 68_00 });
    expect(await balances()).toEqual(before);
    for (const call of [approver.post('/money/refund/approve', { id: asked.id }), approver.post('/money/refund/refuse', { id: asked.id, reason: 'x' })]) {
      const res = await call;
      expect([res.status, res.txt]).toEqual([409, 'This refund has already been decided']);
    }
    expect((await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 10_00, reason: '部分退款' }))).refundable).toBe(58_00);
  });

  it('is asked only for a paid order the session sees, for an amount in whole fen; others cannot ask or decide', async () => {
    const f = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber: `KG0001-0${30 + ++made}` }]);
    const client = new ApiClient(t.app, f.token);
    const unpaid = await client.ok(client.post<Order>('/app/v1/order/create', { studentId: f.parents[0]!.studentId, packageId: packId }));
    const notPaid = await finance.post('/money/refund/request', { orderId: unpaid.id, amount: 1_00, reason: 'x' });
    expect([notPaid.status, notPaid.txt]).toEqual([422, 'Only a paid order can be refunded']);
    const random = await finance.post('/money/refund/request', { orderId: RANDOM, amount: 1_00, reason: 'x' });
    expect(random.status).toBe(404);
    const { order } = await paidOrder();
    for (const amount of [-100, 0, 0.001, 1e20, 1.5]) expect((await finance.post('/money/refund/request', { orderId: order.id, amount, reason: 'x' })).status).toBe(400);
    // A kindergarten reads its orders but neither asks for refunds nor decides them; a family is not staff.
    expect((await kig.post('/money/refund/request', { orderId: order.id, amount: 1_00, reason: 'x' })).status).toBe(403);
    const asked = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 1_00, reason: 'x' }));
    expect((await kig.post('/money/refund/approve', { id: asked.id })).status).toBe(403);
    expect((await client.post('/money/refund/approve', { id: asked.id })).status).toBe(401);
    expect((await approver.post('/money/refund/approve', { id: RANDOM })).status).toBe(404);
  });

  it('whose share was spent meanwhile is refused with the balance, before the channel pays anything back: nothing moves', async () => {
    const { order } = await paidOrder();
    const asked = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 68_00, reason: '代理商余额不足' }));
    // The agent withdraws its whole balance (held at once) to its checked bank account, its 15.00 share of this order among it.
    const [bank] = await t.database.db.select().from(agentBankAccounts).where(eq(agentBankAccounts.agentId, agentId));
    if (!bank)
      await t.database.db
        .insert(agentBankAccounts)
        .values({ agentId, accountName: '华东区域代理有限公司', bankName: '招商银行上海分行', accountSealed: 'sealed', accountLast4: '6868' });
    const agentClient = await ApiClient.as(t.app, 'demo-agent', 5);
    const held = await agentClient.ok(agentClient.post<{ id: string }>('/money/withdrawal/request', { amount: (await balances()).agent }));
    const before = await balances();
    const refused = await approver.post('/money/refund/approve', { id: asked.id });
    expect([refused.status, refused.txt]).toEqual([422, 'The balance is not enough']);
    expect(await balances()).toEqual(before);
    const [still] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, asked.id));
    expect(still).toMatchObject({ state: 'requested', channelRefundNo: null, transactionId: null });
    // The withdrawal rejected, the hold comes back and the refund goes through.
    await finance.ok(finance.post('/money/withdrawal/reject', { id: held.id, reason: '退款优先' }));
    expect(await approver.ok(approver.post<Refund>('/money/refund/approve', { id: asked.id }))).toMatchObject({ state: 'refunded', refundable: 0 });
  });

  it('approved by 20 calls at once reverses once: one answers, the others 409', async () => {
    const { order } = await paidOrder();
    const before = await balances();
    const asked = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 68_00, reason: '并发审批' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => approver.post<Refund>('/money/refund/approve', { id: asked.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const reversals = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.cause, 'refund'), eq(ledgerTransactions.causeId, asked.id)));
    expect(reversals).toHaveLength(1);
    expect(await balances()).toEqual({
      kig: before.kig - 23_00,
      agent: before.agent - 15_00,
      platform: before.platform - 30_00,
      local: before.local + 68_00 - 41,
      fee: before.fee + 41,
    });
  });

  it('asked 10 times at once for 10.00 of a 68.00 order: six are held, four refused', async () => {
    const { order } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 10_00, reason: `第${i}次` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
  });

  it('drawn with the code of another refund of the same millisecond draws again (the clock here stands still)', async () => {
    const { order } = await paidOrder();
    // A millisecond no other refund of this file was drawn in: one of them may hold any three digits of `now`'s.
    clockAt = new Date(now.getTime() + 1);
    // Both requests draw the same three digits first; the second then draws others.
    const draws = vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5).mockReturnValueOnce(0.7);
    try {
      const first = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 1_00, reason: '同一毫秒之一' }));
      const second = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 1_00, reason: '同一毫秒之二' }));
      expect(first.code).toMatch(/500$/);
      expect(second.code).toMatch(/700$/);
      expect(second.code.slice(0, -3)).toBe(first.code.slice(0, -3));
    } finally {
      draws.mockRestore();
      clockAt = now;
    }
  });

  it('approved twice with the same Idempotency-Key answers the first answer again: one reversal', async () => {
    const { order } = await paidOrder();
    const asked = await finance.ok(finance.post<Refund>('/money/refund/request', { orderId: order.id, amount: 5_00, reason: '幂等' }));
    const key = { 'idempotency-key': `refund-${asked.id}` };
    const a = await approver.ok(approver.post<Refund>('/money/refund/approve', { id: asked.id }, key));
    const b = await approver.ok(approver.post<Refund>('/money/refund/approve', { id: asked.id }, key));
    expect(b).toEqual(a);
    const other = await approver.post('/money/refund/approve', { id: RANDOM }, key);
    expect(other.status).toBe(422);
  });
});
