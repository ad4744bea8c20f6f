import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentBankAccounts } from '../sms/sms.tables.js';
import { users } from '../system/user.table.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Answer, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerDifferences } from './ledger.service.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, recharges } from './money.tables.js';

type Recharge = { id: string; code: string; orgId: string; amount: number; state: string; updatedAt: string };
type Account = { id: string; kind: string; code: string; orgId: string | null; name: string; balance: number };
type Withdrawal = { id: string; code: string; amount: number; state: string; balance: number; transactionId: string | null };
type Lines = { account: Account; records: { amount: number; balanceAfter: number; cause: string; transactionId: string }[]; total: number };

const RANDOM = '0190a0a0-0000-7000-8000-000000000000';
let t: TestApp;
let finance: ApiClient;
let agent: ApiClient;
let kig: ApiClient;
let ops: ApiClient;
// The server's clock: the real one, unless a test stops it (two requests of one millisecond).
let stoppedAt: Date | undefined;
let ids: { kg1: string; kg2: string; agent: string; financeUser: string; agentCode: string; kigCode: string };

/** A confirmed upload of an organisation's, as the upload flow leaves it (the credential's picture). */
async function credential(orgCode: string, orgId: string): Promise<string> {
  const path = `${orgCode}/20261126/recharge/${Date.now()}-${randomBytes(6).toString('hex')}.png`;
  await t.database.db
    .insert(uploads)
    .values({ path, orgId, module: 'recharge', kind: 'image', contentType: 'image/png', maxSize: 1024, size: 100, status: 'confirmed', createdBy: orgId });
  return path;
}

async function file(client: ApiClient, who: 'kig' | 'agent', amount: number, more: object = {}): Promise<Recharge> {
  const path = who === 'kig' ? await credential(ids.kigCode, ids.kg1) : await credential(ids.agentCode, ids.agent);
  return client.ok(
    client.post<Recharge>('/money/recharge/save', { purpose: 'balance', amount, channel: 'transfer', paidAt: '2026-11-25T02:00:00.000Z', credential: path, ...more }),
  );
}

const balanceOf = async (client: ApiClient): Promise<Account> => (await client.ok(client.get<{ records: Account[] }>('/money/accounts'))).records[0]!;

/** Tops up the agent's balance by an approved recharge of its own. */
async function topUpAgent(amount: number) {
  const r = await file(agent, 'agent', amount);
  await finance.ok(finance.post('/money/recharge/approve', { id: r.id }));
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => stoppedAt ?? new Date() });
  const db = t.database.db;
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  const org = (code: string) => orgs.find((o) => o.code === code)!.id;
  const [fin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-finance'));
  ids = { kg1: org('KG0001'), kg2: org('KG0002'), agent: org('AG0001'), financeUser: fin!.id, agentCode: 'AG0001', kigCode: 'KG0001' };
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const [bank] = await db.select().from(agentBankAccounts).where(eq(agentBankAccounts.agentId, ids.agent));
  if (!bank)
    await db
      .insert(agentBankAccounts)
      .values({ agentId: ids.agent, accountName: '华东区域代理有限公司', bankName: '招商银行上海分行', accountSealed: 'sealed', accountLast4: '6868' });
});

afterAll(async () => {
  // Whatever the tests did, every account's balance is the sum of its entries and every transaction balances.
  if (t) expect(await ledgerDifferences(t.database.db)).toEqual({ accounts: [], transactions: [] });
  await t?.close();
});

describe('a recharge filed by hand', () => {
  it('is filed by a kindergarten, approved by finance, and moves the amount from its channel to the kindergarten', async () => {
    const before = (await balanceOf(kig)).balance;
    const r = await file(kig, 'kig', 1234_56);
    expect(r).toMatchObject({ state: 'pending', orgId: ids.kg1, amount: 1234_56 });
    expect(r.code).toMatch(/^R\d{17}\d{3}$/);
    const decided = await finance.ok(finance.post<{ state: string; transactionId: string }>('/money/recharge/approve', { id: r.id }));
    expect(decided.state).toBe('approved');
    expect((await balanceOf(kig)).balance).toBe(before + 1234_56);
    // The details show both legs of the transaction, summing to zero.
    const details = await finance.ok(finance.get<{ lines: { amount: number; accountKind: string; accountName: string }[] }>(`/money/recharge/details?id=${r.id}`));
    expect(details.lines.map((l) => [l.accountKind, l.amount])).toEqual([
      ['channel', -1234_56],
      ['kindergarten', 1234_56],
    ]);
    expect(details.lines[0]!.accountName).toBe('Channel: Bank transfer');
    // The kindergarten reads its own details and lines too.
    await kig.ok(kig.get(`/money/recharge/details?id=${r.id}`));
    const mine = await balanceOf(kig);
    const lines = await kig.ok(kig.get<Lines>(`/money/lines?accountId=${mine.id}`));
    expect(lines.records[0]).toMatchObject({ amount: 1234_56, balanceAfter: mine.balance, cause: 'recharge', transactionId: decided.transactionId });
    // A decided recharge is closed: neither a second decision nor an edit.
    const again = await finance.post('/money/recharge/approve', { id: r.id });
    expect([again.status, again.txt]).toEqual([422, 'This record has already been decided']);
    const stored = await kig.ok(kig.get<Recharge & { credential: string }>(`/money/recharge/get?id=${r.id}`));
    const edit = await kig.post('/money/recharge/save', {
      id: r.id,
      updatedAt: stored.updatedAt,
      purpose: 'balance',
      amount: 1,
      channel: 'transfer',
      paidAt: '2026-11-25T02:00:00.000Z',
      credential: stored.credential,
    });
    expect([edit.status, edit.txt]).toEqual([422, 'A recharge already decided cannot be changed']);
  });

  it('is rejected with a reason, and nothing moves', async () => {
    const before = (await balanceOf(kig)).balance;
    const r = await file(kig, 'kig', 50_00, { purpose: 'video', channel: 'cash' });
    const missing = await finance.post('/money/recharge/reject', { id: r.id, reason: ' ' });
    expect(missing.status).toBe(400);
    expect(await finance.ok(finance.post('/money/recharge/reject', { id: r.id, reason: '凭证看不清' }))).toEqual({ id: r.id, state: 'rejected', transactionId: null });
    expect((await balanceOf(kig)).balance).toBe(before);
    expect((await kig.ok(kig.get<{ lines: unknown[] }>(`/money/recharge/details?id=${r.id}`))).lines).toEqual([]);
  });

  it('refuses self-approval: who filed a recharge cannot decide it', async () => {
    const r = await file(kig, 'kig', 10_00);
    await t.database.db.update(recharges).set({ createdBy: ids.financeUser }).where(eq(recharges.id, r.id));
    for (const call of [finance.post('/money/recharge/approve', { id: r.id }), finance.post('/money/recharge/reject', { id: r.id, reason: 'x' })]) {
      const a = await call;
      expect([a.status, a.txt]).toEqual([422, 'You cannot approve a request you filed yourself']);
    }
  });

  it.each([
    [-100, 'between 0.01 and 10000000.00'],
    [0, 'between 0.01 and 10000000.00'],
    [0.001, 'Must be a whole number'],
    [12.5, 'Must be a whole number'],
    [1e20, 'between 0.01 and 10000000.00'],
  ])('refuses the amount %s on its field', async (amount, message) => {
    const path = await credential(ids.kigCode, ids.kg1);
    const a = await kig.post('/money/recharge/save', { purpose: 'balance', amount, channel: 'cash', paidAt: '2026-11-25T02:00:00.000Z', credential: path });
    expect(a.status).toBe(400);
    // Every error is on the amount's field, and one of them says what is wrong (1e20 is both too big and past a whole number's precision).
    const errors = a.data as { field: string; message: string }[];
    expect(errors.every((e) => e.field === 'amount')).toBe(true);
    expect(errors.map((e) => e.message)).toContainEqual(expect.stringContaining(message));
    const w = await agent.post('/money/withdrawal/request', { amount });
    expect(w.status).toBe(400);
    expect((w.data as { field: string }[])[0]!.field).toBe('amount');
  });

  it("shows each party its own records only; another party's answers as a random id", async () => {
    const r = await file(kig, 'kig', 1_00);
    const ofAgent = await file(agent, 'agent', 1_00);
    expect((await agent.get(`/money/recharge/get?id=${r.id}`)).status).toBe(404);
    expect((await agent.get(`/money/recharge/details?id=${r.id}`)).status).toBe(404);
    expect((await kig.get(`/money/recharge/get?id=${ofAgent.id}`)).status).toBe(404);
    const agentList = await agent.ok(agent.post<Page<Recharge>>('/money/recharge/list', { pageNumber: 1, pageSize: 100 }));
    expect(agentList.records.every((x) => x.orgId === ids.agent)).toBe(true);
    const all = await finance.ok(finance.post<Page<Recharge>>('/money/recharge/list', { pageNumber: 1, pageSize: 100 }));
    expect(all.records.map((x) => x.id)).toEqual(expect.arrayContaining([r.id, ofAgent.id]));
    // Lines: a kindergarten reading the agent's account is answered as for an account that does not exist.
    const agentAccount = await balanceOf(agent);
    const foreign = await kig.get(`/money/lines?accountId=${agentAccount.id}`);
    const random = await kig.get(`/money/lines?accountId=${RANDOM}`);
    expect([foreign.status, foreign.txt]).toEqual([random.status, random.txt]);
    expect(foreign.status).toBe(404);
    // Operations move no money.
    expect((await ops.post('/money/recharge/approve', { id: r.id })).status).toBe(403);
    expect((await kig.post('/money/recharge/approve', { id: r.id })).status).toBe(403);
  });

  it('filed with the code of another recharge of the same millisecond draws again', async () => {
    // The clock stands still and both filings draw the same three digits first; the second then draws others.
    stoppedAt = new Date();
    const draws = vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5).mockReturnValueOnce(0.7);
    try {
      const first = await file(kig, 'kig', 2_00);
      const second = await file(agent, 'agent', 3_00);
      expect(first.code).toMatch(/500$/);
      expect(second.code).toMatch(/700$/);
      expect(second.code.slice(0, -3)).toBe(first.code.slice(0, -3));
      expect(second).toMatchObject({ state: 'pending', orgId: ids.agent, amount: 3_00 });
    } finally {
      draws.mockRestore();
      stoppedAt = undefined;
    }
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, and goes to withdraw -> withdrawing -> withdrawn', async () => {
    await topUpAgent(1000_00);
    const start = (await balanceOf(agent)).balance;
    const w = await agent.ok(agent.post<Withdrawal>('/money/withdrawal/request', { amount: 300_00 }));
    expect(w).toMatchObject({ state: 'toWithdraw', amount: 300_00, balance: start - 300_00 });
    // The held amount cannot be spent twice.
    const tooMuch = await agent.post('/money/withdrawal/request', { amount: start - 300_00 + 1 });
    expect([tooMuch.status, tooMuch.txt]).toEqual([422, 'The balance is not enough']);
    const paidEarly = await finance.post('/money/withdrawal/pay', { id: w.id, reference: 'CMB0001' });
    expect(paidEarly.status).toBe(422);
    expect(await finance.ok(finance.post<Withdrawal>('/money/withdrawal/approve', { id: w.id }))).toMatchObject({ state: 'withdrawing', balance: start - 300_00 });
    const paid = await finance.ok(finance.post<Withdrawal>('/money/withdrawal/pay', { id: w.id, reference: 'CMB0001' }));
    expect(paid).toMatchObject({ state: 'withdrawn', balance: start - 300_00 });
    const record = await agent.ok(agent.get<{ state: string; reference: string; bankName: string; accountLast4: string }>(`/money/withdrawal/get?id=${w.id}`));
    expect(record).toMatchObject({ state: 'withdrawn', reference: 'CMB0001', accountLast4: expect.stringMatching(/^\d{4}$/) });
    const rejectPaid = await finance.post('/money/withdrawal/reject', { id: w.id, reason: 'late' });
    expect(rejectPaid.status).toBe(422);
  });

  it('releases the hold when rejected', async () => {
    await topUpAgent(100_00);
    const start = (await balanceOf(agent)).balance;
    const w = await agent.ok(agent.post<Withdrawal>('/money/withdrawal/request', { amount: 100_00 }));
    expect(w.balance).toBe(start - 100_00);
    const rejected = await finance.ok(finance.post<Withdrawal>('/money/withdrawal/reject', { id: w.id, reason: '账户信息有误' }));
    expect(rejected).toMatchObject({ state: 'rejected', balance: start });
    const transit = (await finance.ok(finance.get<{ records: Account[] }>('/money/accounts'))).records.find((a) => a.code === 'transit')!;
    const lines = await finance.ok(finance.get<Lines>(`/money/lines?accountId=${transit.id}`));
    expect(lines.records[0]).toMatchObject({ cause: 'withdrawalRelease', amount: -100_00 });
  });

  it('is asked for by an agent only, to its bank account', async () => {
    const a = await kig.post('/money/withdrawal/request', { amount: 1_00 });
    expect(a.status).toBe(403);
    expect((await agent.post('/money/withdrawal/save', { amount: 1_00 })).status).toBe(404);
  });

  it('asked for with the code of another withdrawal of the same millisecond draws again', async () => {
    await topUpAgent(10_00);
    const start = (await balanceOf(agent)).balance;
    // The clock stands still and both requests draw the same three digits first; the second then draws others.
    stoppedAt = new Date();
    const draws = vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5).mockReturnValueOnce(0.7);
    try {
      const first = await agent.ok(agent.post<Withdrawal>('/money/withdrawal/request', { amount: 2_00 }));
      const second = await agent.ok(agent.post<Withdrawal>('/money/withdrawal/request', { amount: 3_00 }));
      expect(first.code).toMatch(/500$/);
      expect(second.code).toMatch(/700$/);
      expect(second.code.slice(0, -3)).toBe(first.code.slice(0, -3));
      expect(second).toMatchObject({ state: 'toWithdraw', balance: start - 5_00 });
    } finally {
      draws.mockRestore();
      stoppedAt = undefined;
    }
  });
});

describe('idempotency', () => {
  it('makes one transaction of the same request sent twice with one key, and refuses the key with another body', async () => {
    await topUpAgent(50_00);
    const key = { 'idempotency-key': `w-${randomBytes(6).toString('hex')}` };
    const count = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(ledgerTransactions))[0]!.n);
    const before = await count();
    const first = await agent.ok(agent.post<Withdrawal>('/money/withdrawal/request', { amount: 10_00 }, key));
    const second = await agent.ok(agent.post<Withdrawal>('/money/withdrawal/request', { amount: 10_00 }, key));
    expect(second).toEqual(first);
    expect(await count()).toBe(before + 1);
    const other = await agent.post('/money/withdrawal/request', { amount: 11_00 }, key);
    expect([other.status, other.txt]).toEqual([422, 'This Idempotency-Key was used for another request']);
    // An approval sent twice with its key answers the first answer, not "already decided".
    const r = await file(kig, 'kig', 2_00);
    const approveKey = { 'idempotency-key': `a-${r.id}` };
    const a1 = await finance.ok(finance.post('/money/recharge/approve', { id: r.id }, approveKey));
    const a2 = await finance.ok(finance.post('/money/recharge/approve', { id: r.id }, approveKey));
    expect(a2).toEqual(a1);
  });
});

describe('buying for a kindergarten', () => {
  it('takes the agent price from the agent to the platform, only for its own kindergartens and within its balance', async () => {
    const pack = await ops.ok(
      ops.post<{ id: string }>('/agency/rechargePackage/save', {
        orderCode: `LEDGER${Date.now()}`,
        packageType: 'platform',
        months: 12,
        monthlyFee: 100_00,
        agentPrice: 900_00,
        kigPrice: 1200_00,
      }),
    );
    await ops.ok(ops.post('/agency/rechargePackage/putOn', { ids: [pack.id] }));
    await topUpAgent(900_00);
    const start = (await balanceOf(agent)).balance;
    const bought = await agent.ok(agent.post<{ price: number; balance: number; months: number }>('/money/purchase', { kigId: ids.kg1, packageId: pack.id }));
    expect(bought).toMatchObject({ price: 900_00, balance: start - 900_00, months: 12 });
    const foreignKig = await agent.post('/money/purchase', { kigId: RANDOM, packageId: pack.id });
    expect(foreignKig.status).toBe(404);
    const platform = (await finance.ok(finance.get<{ records: Account[] }>('/money/accounts'))).records.find((a) => a.code === 'platform')!;
    expect(platform.balance).toBeGreaterThanOrEqual(900_00);
  });
});

describe('concurrency', () => {
  it('50 concurrent withdrawals on one account never take more than its balance', async () => {
    const drain = (await balanceOf(agent)).balance;
    if (drain > 0) await agent.ok(agent.post('/money/withdrawal/request', { amount: drain }));
    await topUpAgent(10 * 7_00);
    const answers: Answer<Withdrawal>[] = await Promise.all(Array.from({ length: 50 }, () => agent.post<Withdrawal>('/money/withdrawal/request', { amount: 7_00 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 422 && a.txt === 'The balance is not enough')).toBe(true);
    expect((await balanceOf(agent)).balance).toBe(0);
  });

  it('50 concurrent purchases likewise', async () => {
    const pack = await ops.ok(
      ops.post<{ id: string }>('/agency/rechargePackage/save', {
        orderCode: `CONC${Date.now()}`,
        packageType: 'video',
        months: 1,
        monthlyFee: 3_00,
        agentPrice: 3_00,
        kigPrice: 5_00,
      }),
    );
    await ops.ok(ops.post('/agency/rechargePackage/putOn', { ids: [pack.id] }));
    await topUpAgent(10 * 3_00);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => agent.post('/money/purchase', { kigId: i % 2 ? ids.kg1 : ids.kg2, packageId: pack.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect((await balanceOf(agent)).balance).toBe(0);
    const [low] = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.balance} < 0 and not ${ledgerAccounts.mayGoNegative}`);
    expect(Number(low!.n)).toBe(0);
  });
});

describe('the ledger itself', () => {
  it('never updates nor deletes an entry or a transaction, and refuses a transaction that does not sum to zero', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update ${ledgerEntries} set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ${ledgerEntries}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ${ledgerTransactions}`)).rejects.toThrow();
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'platform'));
    await expect(
      db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ cause: 'reversal', causeId: null }).returning();
        await tx.insert(ledgerEntries).values({ transactionId: row!.id, accountId: account!.id, amount: 1 });
      }),
    ).rejects.toThrow();
    // An account that may not go below zero refuses an entry that would take it there.
    await expect(
      db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ cause: 'reversal', causeId: null }).returning();
        const [channel] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'channel')).limit(1);
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, accountId: account!.id, amount: -(account!.balance + 1) },
          { transactionId: row!.id, accountId: channel!.id, amount: account!.balance + 1 },
        ]);
      }),
    ).rejects.toThrow();
  });

  it("exports an account's lines as a spreadsheet", async () => {
    const mine = await balanceOf(kig);
    const res = await kig.raw('GET', `/money/lines/export?accountId=${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
