import { type ReconciliationDifference, type ReconciliationReport, translate, type Locale } from '@kg/domain';
import { count, inArray, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { reportWorkbook, type ReportFile } from '../../platform/xlsx/report-sheet.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { presentAccounts } from './ledger.service.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './money.tables.js';
import { channelDifferences } from './orders.service.js';

/** A difference as a check finds it: what it concerns (an id, and how to name it), what was expected and what was found. */
export interface FoundDifference {
  subject: string;
  /** An account's id (named as the reader reads accounts), or null: the subject is shown as it is. */
  accountId?: string | null;
  expected: number;
  actual: number;
}

/**
 * One check of the reconciliation: its name (its words are `reconciliation.checks.<name>`) and what it
 * finds. The report runs every check of RECONCILIATION_CHECKS; the payment channels' check (our paid
 * orders equal the channel's notifications) joins them as one more line.
 */
export interface ReconciliationCheck {
  name: string;
  run(db: Db): Promise<FoundDifference[]>;
}

/** Each account's kept balance equals the sum of its entries (expected: the sum; found: the balance kept). */
export const accountBalanceCheck: ReconciliationCheck = {
  name: 'accountBalance',
  async run(db) {
    const found = await db.execute(sql`select a.id, a.balance, coalesce(s.total, 0) as total
      from ${ledgerAccounts} a
      left join (select account_id, sum(amount) as total from ${ledgerEntries} group by account_id) s on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0)`);
    return rowsOf<{ id: string; balance: string; total: string }>(found).map((r) => ({ subject: r.id, accountId: r.id, expected: Number(r.total), actual: Number(r.balance) }));
  },
};

/** Each transaction's entries sum to zero, and each transaction has entries (expected: 0; found: their sum). */
export const transactionSumCheck: ReconciliationCheck = {
  name: 'transactionSum',
  async run(db) {
    const found = await db.execute(sql`select t.id, coalesce(s.total, 0) as total, coalesce(s.n, 0) as n
      from ${ledgerTransactions} t
      left join (select transaction_id, sum(amount) as total, count(*) as n from ${ledgerEntries} group by transaction_id) s on s.transaction_id = t.id
      where coalesce(s.total, 0) <> 0 or coalesce(s.n, 0) < 2`);
    return rowsOf<{ id: string; total: string }>(found).map((r) => ({ subject: r.id, expected: 0, actual: Number(r.total) }));
  },
};

/** For every channel, our paid orders equal its verified notifications (expected: the order's amount; found: the notified sum). */
export const channelCheck: ReconciliationCheck = {
  name: 'channel',
  async run(db) {
    return (await channelDifferences(db)).map((d) => ({ subject: `${d.channel} ${d.orderCode}`, expected: d.paid ?? 0, actual: d.notified ?? 0 }));
  },
};

/** The checks the report runs, in order. */
export const RECONCILIATION_CHECKS: ReconciliationCheck[] = [accountBalanceCheck, transactionSumCheck, channelCheck];

/** Runs every check and times it; accounts are named in the reader's language. */
export async function reconcile(db: Db, locale: Locale, checks: readonly ReconciliationCheck[] = RECONCILIATION_CHECKS): Promise<ReconciliationReport> {
  const started = performance.now();
  const at = new Date();
  const results: { name: string; found: FoundDifference[]; tookMs: number }[] = [];
  for (const check of checks) {
    const t0 = performance.now();
    const found = await check.run(db);
    results.push({ name: check.name, found, tookMs: Math.round(performance.now() - t0) });
  }
  const [accounts] = await db.select({ n: count() }).from(ledgerAccounts);
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const accountIds = [...new Set(results.flatMap((r) => r.found.map((d) => d.accountId).filter((id): id is string => !!id)))];
  const named = accountIds.length ? await presentAccounts(db, await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, accountIds)), locale) : [];
  const names = new Map(named.map((a) => [a.id, a.name]));
  const differences: ReconciliationDifference[] = results.flatMap((r) =>
    r.found.map((d) => ({ check: r.name, subject: d.subject, subjectName: (d.accountId && names.get(d.accountId)) || d.subject, expected: d.expected, actual: d.actual })),
  );
  return {
    at: at.toISOString(),
    tookMs: Math.round(performance.now() - started),
    accounts: Number(accounts?.n ?? 0),
    transactions: Number(transactions?.n ?? 0),
    checks: results.map((r) => ({ name: r.name, differences: r.found.length, tookMs: r.tookMs })),
    differences,
  };
}

/** Finance runs the report (audited as a read of the whole ledger). */
export async function runReconciliation(db: Db, ctx: SessionContext, checks?: readonly ReconciliationCheck[]): Promise<ReconciliationReport> {
  const report = await reconcile(db, ctx.locale, checks);
  await recordAudit(db, {
    ...auditActor(ctx),
    action: 'view',
    resource: 'reconciliation',
    resourceId: null,
    result: 'ok',
    detail: { differences: report.differences.length, tookMs: report.tookMs },
  });
  return report;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The report as a sheet in the reader's language: its figures, each check, then the differences or "no difference". */
export async function reconciliationSheet(db: Db, ctx: SessionContext, checks?: readonly ReconciliationCheck[]): Promise<ReportFile> {
  const report = await reconcile(db, ctx.locale, checks);
  await recordAudit(db, { ...auditActor(ctx), action: 'export', resource: 'reconciliation', resourceId: null, result: 'ok', detail: { differences: report.differences.length } });
  const w = (key: string) => translate(ctx.locale, `reconciliation.${key}`);
  const checkName = (name: string) => translate(ctx.locale, `reconciliation.checks.${name}`);
  const buffer = await reportWorkbook({
    name: w('title'),
    title: w('title'),
    firstWidth: 40,
    tables: [
      {
        head: [w('at'), w('took'), w('accounts'), w('transactions')],
        rows: [[report.at, report.tookMs, report.accounts, report.transactions]],
      },
      { head: [w('check'), w('differences'), w('took')], rows: report.checks.map((c) => [checkName(c.name), c.differences, c.tookMs]) },
      report.differences.length
        ? {
            head: [w('check'), w('subject'), w('expected'), w('actual')],
            rows: report.differences.map((d) => [checkName(d.check), d.subjectName, yuan(d.expected), yuan(d.actual)]),
          }
        : { head: [w('noDifference')], rows: [] },
    ],
  });
  return { buffer, fileName: `${w('title')}.xlsx` };
}
