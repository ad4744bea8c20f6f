import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSlot } from '../../platform/jobs/job-schedule.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { accountId } from './ledger.service.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './money.tables.js';
import { reconcile } from './reconciliation.service.js';
import { STATEMENT_JOB, STATEMENT_SCHEDULE } from './statement.routes.js';
import { makeMonthEndStatements, makeStatement, monthOf, previousMonth } from './statement.service.js';

type Account = { id: string; kind: string; orgId: string | null; name: string; balance: number };
type Line = { transactionId: string; at: string; localAt: string; cause: string; memo: string; counterparty: string; amount: number; balanceAfter: number };
type Statement = {
  id: string;
  accountId: string;
  accountName: string;
  month: string;
  timeZone: string;
  opening: number;
  closing: number;
  credits: number;
  debits: number;
  lineCount: number;
  source: string;
  lines: Line[];
};
type Report = {
  tookMs: number;
  accounts: number;
  transactions: number;
  checks: { name: string; differences: number }[];
  differences: { check: string; subject: string; expected: number; actual: number }[];
};

const RANDOM = '0190a0a0-0000-7000-8000-000000000000';
let t: TestApp;
let finance: ApiClient;
let agent: ApiClient;
let kig: ApiClient;
let kigZh: ApiClient;
let ids: { kg1: string; kg2: string; agent: string };

async function credential(orgCode: string, orgId: string): Promise<string> {
  const path = `${orgCode}/20261126/recharge/${Date.now()}-${randomBytes(6).toString('hex')}.png`;
  await t.database.db
    .insert(uploads)
    .values({ path, orgId, module: 'recharge', kind: 'image', contentType: 'image/png', maxSize: 1024, size: 100, status: 'confirmed', createdBy: orgId });
  return path;
}

/** A recharge filed by the demo kindergarten and approved by finance: the ledger moves the amount from the transfer channel. */
async function rechargeKig(amount: number) {
  const r = await kig.ok(
    kig.post<{ id: string }>('/money/recharge/save', {
      purpose: 'balance',
      amount,
      channel: 'transfer',
      paidAt: '2026-11-25T02:00:00.000Z',
      credential: await credential('KG0001', ids.kg1),
    }),
  );
  await finance.ok(finance.post('/money/recharge/approve', { id: r.id }));
}

const own = async (client: ApiClient): Promise<Account> => (await client.ok(client.get<{ records: Account[] }>('/money/accounts'))).records[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.database.db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  const org = (code: string) => orgs.find((o) => o.code === code)!.id;
  ids = { kg1: org('KG0001'), kg2: org('KG0002'), agent: org('AG0001') };
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  kigZh = new ApiClient(t.app, kig.token, 'zh_CN');
});

afterAll(async () => {
  // After every movement these tests made, the reconciliation finds no difference.
  if (t) expect((await reconcile(t.database.db, 'en')).differences).toEqual([]);
  await t?.close();
});

describe("an account's statement", () => {
  let statement: Statement;

  it('is made on demand for the current month: opening, every transaction with its counterparty and running balance, closing = the balance', async () => {
    await rechargeKig(300_00);
    await rechargeKig(45_67);
    const account = await own(kig);
    statement = await kig.ok(kig.post<Statement>('/money/statement/generate', { accountId: account.id }));
    expect(statement).toMatchObject({ accountId: account.id, month: monthOf(new Date()), timeZone: 'Asia/Shanghai', source: 'onDemand', closing: account.balance });
    expect(statement.lines.length).toBeGreaterThanOrEqual(2);
    expect(statement.lineCount).toBe(statement.lines.length);
    let balance = statement.opening;
    for (const line of statement.lines) {
      balance += line.amount;
      expect(line.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(statement.closing);
    expect(statement.credits - statement.debits).toBe(statement.closing - statement.opening);
    const last = statement.lines.at(-1)!;
    expect(last).toMatchObject({ cause: 'recharge', amount: 45_67, counterparty: 'Channel: Bank transfer' });
    // The time on the platform's clocks (UTC+8 in Shanghai).
    expect(last.localAt).toBe(new Date(Date.parse(last.at) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '));
  });

  it('is kept: read later it is the same, even after the ledger moved on; made again, it follows the ledger', async () => {
    await rechargeKig(1_00);
    const read = await kig.ok(kig.get<Statement>(`/money/statement/get?id=${statement.id}`));
    expect(read).toEqual(statement);
    const again = await kig.ok(kig.post<Statement>('/money/statement/generate', { accountId: statement.accountId }));
    expect(again.id).toBe(statement.id);
    expect(again.closing).toBe(statement.closing + 1_00);
    statement = again;
  });

  it('is listed to its own party only; finance lists every account, by account and month', async () => {
    const mine = await kig.ok(kig.get<{ records: Statement[]; total: number }>('/money/statement/list'));
    expect(mine.records.map((s) => s.accountId)).toEqual(mine.records.map(() => statement.accountId));
    const agentAccount = await own(agent);
    await agent.ok(agent.post('/money/statement/generate', { accountId: agentAccount.id }));
    const agents = await agent.ok(agent.get<{ records: Statement[] }>('/money/statement/list'));
    expect(agents.records.every((s) => s.accountId === agentAccount.id)).toBe(true);
    const all = await finance.ok(finance.get<{ records: Statement[]; total: number }>(`/money/statement/list?month=${statement.month}&pageSize=100`));
    expect(all.records.map((s) => s.accountId)).toEqual(expect.arrayContaining([statement.accountId, agentAccount.id]));
    const one = await finance.ok(finance.get<{ records: Statement[]; total: number }>(`/money/statement/list?accountId=${statement.accountId}`));
    expect(one.records.map((s) => s.id)).toEqual([statement.id]);
  });

  it("answers another party's statement and account exactly as a random id", async () => {
    const theirs = await agent.get(`/money/statement/get?id=${statement.id}`);
    const random = await agent.get(`/money/statement/get?id=${RANDOM}`);
    expect(theirs).toEqual(random);
    expect(theirs.status).toBe(404);
    const makeTheirs = await agent.post('/money/statement/generate', { accountId: statement.accountId });
    const makeRandom = await agent.post('/money/statement/generate', { accountId: RANDOM });
    expect(makeTheirs).toEqual(makeRandom);
    expect(makeTheirs.status).toBe(404);
    for (const kind of ['xlsx', 'pdf']) {
      const a = await agent.raw('GET', `/money/statement/${kind}?id=${statement.id}`);
      const b = await agent.raw('GET', `/money/statement/${kind}?id=${RANDOM}`);
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
    // Finance reads it.
    expect((await finance.ok(finance.get<Statement>(`/money/statement/get?id=${statement.id}`))).closing).toBe(statement.closing);
  });

  it("downloads as a spreadsheet and a PDF in the reader's language", async () => {
    const xlsx = await kigZh.raw('GET', `/money/statement/xlsx?id=${statement.id}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(encodeURIComponent('对账单'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toEqual(expect.arrayContaining(['期初余额（元）', '对方账户', (statement.closing / 100).toFixed(2), '充值']));
    const pdf = await kigZh.raw('GET', `/money/statement/pdf?id=${statement.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).join('');
    expect(text).toContain('对账单');
    expect(text).toContain((statement.closing / 100).toFixed(2));
    const en = pdfText((await kig.raw('GET', `/money/statement/pdf?id=${statement.id}`)).rawPayload).join('');
    expect(en).toContain('Opening balance');
  });
});

describe('the month-end statements', () => {
  it("fire at five past midnight on the 1st on the platform's clocks", () => {
    expect(STATEMENT_SCHEDULE).toEqual({ name: STATEMENT_JOB, kind: STATEMENT_JOB, cron: '5 0 1 * *', timeZone: 'Asia/Shanghai' });
    // The slot of December 2025 is 2025-11-30 16:05 UTC.
    expect(latestSlot(STATEMENT_SCHEDULE.cron, STATEMENT_SCHEDULE.timeZone, new Date('2025-12-15T00:00:00Z')).toISOString()).toBe('2025-11-30T16:05:00.000Z');
  });

  it("cut the months at midnight in the platform's zone, and the month-end job keeps every account's month", async () => {
    const db = t.database.db;
    // Two movements of the second kindergarten on either side of midnight, Shanghai time, between October and November 2025.
    const channel = await accountId(db, { kind: 'channel', channel: 'transfer' });
    const kg2 = await accountId(db, { kind: 'kindergarten', orgId: ids.kg2 });
    const moves = [
      { at: new Date('2025-10-31T15:30:00.000Z'), amount: 10_00 }, // 2025-10-31 23:30 in Shanghai
      { at: new Date('2025-10-31T16:30:00.000Z'), amount: 20_00 }, // 2025-11-01 00:30 in Shanghai
    ];
    await db.transaction(async (tx) => {
      for (const m of moves) {
        const [row] = await tx.insert(ledgerTransactions).values({ at: m.at, cause: 'recharge', memo: 'zone test' }).returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, accountId: channel, amount: -m.amount, at: m.at },
          { transactionId: row!.id, accountId: kg2, amount: m.amount, at: m.at },
        ]);
      }
    });
    const october = await makeStatement(db, kg2, '2025-10', 'monthEnd', null);
    expect(october).toMatchObject({ opening: 0, closing: 10_00, lineCount: 1 });
    const made = await makeMonthEndStatements(db, new Date('2025-11-30T16:05:00.000Z')); // 2025-12-01 00:05 in Shanghai
    expect(made).toBeGreaterThan(0);
    const [november] = await db
      .execute(sql`select opening, closing, line_count, source from ledger_statements where account_id = ${kg2} and month = '2025-11'`)
      .then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
    expect(november).toMatchObject({ source: 'monthEnd', line_count: 1 });
    expect(Number(november!.opening)).toBe(10_00);
    expect(Number(november!.closing)).toBe(30_00);
    expect(previousMonth('2026-01')).toBe('2025-12');
  });
});

describe('the reconciliation report', () => {
  it('shows no difference after the movements, with the time it took, to finance only', async () => {
    const report = await finance.ok(finance.get<Report>('/money/reconciliation/report'));
    expect(report.differences).toEqual([]);
    expect(report.checks.map((c) => c.name)).toEqual(['accountBalance', 'transactionSum', 'channel']);
    expect(report.accounts).toBeGreaterThan(0);
    expect(report.tookMs).toBeGreaterThanOrEqual(0);
    expect((await kig.get('/money/reconciliation/report')).status).toBe(403);
    const sheet = await finance.raw('GET', '/money/reconciliation/export');
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getSheetValues().flat().map(String)).toContain('No difference');
  });

  it('finds a balance that is not the sum of its entries (in a transaction rolled back)', async () => {
    const db = t.database.db;
    const kg1 = await accountId(db, { kind: 'kindergarten', orgId: ids.kg1 });
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + 7` })
          .where(eq(ledgerAccounts.id, kg1));
        const report = await reconcile(tx, 'en');
        expect(report.differences).toEqual([expect.objectContaining({ check: 'accountBalance', subject: kg1 })]);
        expect(report.differences[0]!.actual - report.differences[0]!.expected).toBe(7);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
