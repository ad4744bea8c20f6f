import { type LedgerAccount, type LedgerLine, translate, type TransactionCause } from '@kg/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { reportWorkbook, type ReportFile } from '../../platform/xlsx/report-sheet.js';
import { accountId, allAccounts, presentAccounts } from './ledger.service.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './money.tables.js';

/** Finance (a platform session) reads every account; an agent or a kindergarten its own (opened on first sight, at zero). */
export async function visibleAccounts(db: Db, ctx: SessionContext): Promise<{ records: LedgerAccount[] }> {
  if (ctx.orgKind === 'platform') return { records: await presentAccounts(db, await allAccounts(db), ctx.locale) };
  if (ctx.orgKind !== 'agent' && ctx.orgKind !== 'kindergarten') return { records: [] };
  const id = await accountId(db, { kind: ctx.orgKind, orgId: ctx.orgId });
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return { records: await presentAccounts(db, rows, ctx.locale) };
}

/** An account the session may read (404 as a random id otherwise). */
async function readableAccount(db: Db, ctx: SessionContext, id: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).limit(1);
  if (!row || (ctx.orgKind !== 'platform' && row.orgId !== ctx.orgId)) throw notFound();
  return row;
}

/** An account's lines, latest first, one page. */
export async function accountLines(db: Db, ctx: SessionContext, query: { accountId: string; pageNumber: number; pageSize: number }) {
  const account = await readableAccount(db, ctx, query.accountId);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
  const rows = await db
    .select({ entry: ledgerEntries, tx: ledgerTransactions })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.accountId, account.id))
    .orderBy(desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const [presented] = await presentAccounts(db, [account], ctx.locale);
  const records: LedgerLine[] = rows.map((r) => ({
    id: r.entry.id,
    transactionId: r.tx.id,
    at: r.entry.at.toISOString(),
    cause: r.tx.cause as TransactionCause,
    causeId: r.tx.causeId,
    memo: r.tx.memo,
    amount: Number(r.entry.amount),
    balanceAfter: Number(r.entry.balanceAfter),
  }));
  return { account: presented!, records, total: Number(total?.n ?? 0) };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** An account's lines as a sheet in the reader's language (every line, latest first; at most 100,000). */
export async function exportLines(db: Db, ctx: SessionContext, id: string): Promise<ReportFile> {
  const { account, records } = await accountLines(db, ctx, { accountId: id, pageNumber: 1, pageSize: 100_000 });
  const w = (key: string) => translate(ctx.locale, `money.sheet.${key}`);
  const buffer = await reportWorkbook({
    name: w('title'),
    title: `${account.name} ${w('title')}`,
    firstWidth: 26,
    tables: [
      {
        head: [w('at'), w('cause'), w('memo'), w('amount'), w('balanceAfter')],
        rows: records.map((r) => [r.at, translate(ctx.locale, `money.cause.${r.cause}`), r.memo, yuan(r.amount), yuan(r.balanceAfter)]),
      },
    ],
  });
  return { buffer, fileName: `${account.name}-${w('title')}.xlsx` };
}
