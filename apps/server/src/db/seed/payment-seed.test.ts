import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDifferences } from '../../modules/money/ledger.service.js';
import { ledgerTransactions } from '../../modules/money/money.tables.js';
import { channelDifferences } from '../../modules/money/orders.service.js';
import { paymentRefunds } from '../../modules/money/orders.tables.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedCampus } from './campus-seed.js';
import { seedFamilies } from './families-seed.js';
import { seedPacks } from './pack-seed.js';
import { seedPayments } from './payment-seed.js';

let t: TestApp;
let finance: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  await seedFamilies(db);
  await seedPacks(db);
  await seedPayments(db);
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
});

afterAll(async () => {
  if (t) {
    expect(await ledgerDifferences(t.database.db)).toEqual({ accounts: [], transactions: [] });
    expect(await channelDifferences(t.database.db)).toEqual([]);
  }
  await t?.close();
});

describe("the demo's online payments", () => {
  it("have refunds for finance's screens: one order's half refunded through the ledger (asked by demo-finance, approved by demo-auditor), another's whole asked and waiting; the reconciliation is clean", async () => {
    type Row = { id: string; state: string; orderCode: string; amount: number };
    const list = await finance.ok(finance.post<Page<Row>>('/money/paymentRefund/list', { pageNumber: 1, pageSize: 100 }));
    const [refunded, waiting] = [...list.records].sort((a, b) => a.state.localeCompare(b.state));
    expect([list.records.length, refunded?.state, waiting?.state]).toEqual([2, 'refunded', 'requested']);
    const orders = await finance.ok(finance.post<Page<{ code: string; amount: number; refunded: number | null }>>('/money/paymentOrder/list', { pageNumber: 1, pageSize: 100 }));
    const order = (code: string) => orders.records.find((o) => o.code === code)!;
    expect(refunded!.amount).toBe(Math.floor(order(refunded!.orderCode).amount / 2));
    expect(order(refunded!.orderCode).refunded).toBe(refunded!.amount);
    expect([waiting!.amount, order(waiting!.orderCode).refunded ?? 0]).toEqual([order(waiting!.orderCode).amount, 0]);
    // The reversal is a ledger transaction naming the refund, and the approver is not the one who asked.
    const [row] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refunded!.id));
    const [reversal] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, row!.transactionId!));
    expect([reversal?.cause, reversal?.causeId]).toEqual(['refund', refunded!.id]);
    expect(row!.checkedBy).not.toBe(row!.createdBy);
    const report = await finance.ok(finance.get<{ differences: unknown[] }>('/money/reconciliation/report'));
    expect(report.differences).toEqual([]);
  });
});
