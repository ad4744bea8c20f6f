import { type AccountKind, type Statement, type StatementLine, type StatementSource, type StatementSummary, type TransactionCause, translate, type Locale } from '@kg/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import { DEFAULT_TIME_ZONE, localDateTime, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { accountId, presentAccounts } from './ledger.service.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './money.tables.js';
import { type KeptStatementLine, ledgerStatements } from './statement.tables.js';

/** The platform's zone: a statement's month and its lines' times are read on its clocks. */
export const STATEMENT_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The month ('YYYY-MM') an instant falls in, on the platform's clocks. */
export function monthOf(at: Date, timeZone = STATEMENT_TIME_ZONE): string {
  return todayIn(timeZone, at).slice(0, 7);
}

/** The month before a month ('2026-01' -> '2025-12'). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The first instant of a month and of the next, on a zone's clocks (PostgreSQL's zone rules, summer time included). */
const monthStart = (month: string, timeZone: string): SQL => sql`((${month} || '-01')::date::timestamp at time zone ${timeZone})`;
const monthEnd = (month: string, timeZone: string): SQL => sql`(((${month} || '-01')::date + interval '1 month')::timestamp at time zone ${timeZone})`;

/**
 * Reads an account's month from the ledger and keeps it (replacing what was kept for that account and
 * month): the opening balance is the sum of its entries before the month, the lines its entries within it
 * in the order they were written, each with its running balance. One statement reads the month.
 */
export async function makeStatement(
  db: Db,
  account: string,
  month: string,
  source: StatementSource,
  generatedBy: string | null,
  timeZone = STATEMENT_TIME_ZONE,
): Promise<typeof ledgerStatements.$inferSelect> {
  const start = monthStart(month, timeZone);
  const end = monthEnd(month, timeZone);
  const read = await db.execute(sql`
    select null as transaction_id, null as at, null as cause, null as memo, null as counterparties,
           coalesce(sum(e.amount), 0)::bigint as amount, 0 as ord, null as id
      from ${ledgerEntries} e where e.account_id = ${account} and e.at < ${start}
    union all
    select e.transaction_id, e.at, t.cause, t.memo,
           (select coalesce(json_agg(distinct o.account_id), '[]'::json) from ${ledgerEntries} o
             where o.transaction_id = e.transaction_id and o.account_id <> e.account_id) as counterparties,
           e.amount, 1 as ord, e.id
      from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
     where e.account_id = ${account} and e.at >= ${start} and e.at < ${end}
    order by ord, at, id`);
  const rows = rowsOf<{ transaction_id: string | null; at: Date | string | null; cause: string | null; memo: string | null; counterparties: unknown; amount: string | number }>(
    read,
  );
  const opening = Number(rows[0]?.amount ?? 0);
  let balance = opening;
  let credits = 0;
  let debits = 0;
  const lines: KeptStatementLine[] = rows.slice(1).map((r) => {
    const amount = Number(r.amount);
    balance += amount;
    if (amount > 0) credits += amount;
    else debits -= amount;
    const counterparties = typeof r.counterparties === 'string' ? (JSON.parse(r.counterparties) as string[]) : ((r.counterparties as string[] | null) ?? []);
    return { transactionId: r.transaction_id!, at: new Date(r.at!).toISOString(), cause: r.cause!, memo: r.memo ?? '', counterparties, amount, balanceAfter: balance };
  });
  const values = { accountId: account, month, timeZone, opening, closing: balance, credits, debits, lineCount: lines.length, lines, source, generatedBy, generatedAt: new Date() };
  const [kept] = await db
    .insert(ledgerStatements)
    .values(values)
    .onConflictDoUpdate({
      target: [ledgerStatements.accountId, ledgerStatements.month],
      set: { timeZone, opening, closing: balance, credits, debits, lineCount: lines.length, lines, source, generatedBy, generatedAt: values.generatedAt },
    })
    .returning();
  return kept!;
}

/**
 * The month-end job: every account that existed before the month ended gets its statement of the month
 * just ended on the platform's clocks (kept; a run again makes the same statements).
 */
export async function makeMonthEndStatements(db: Db, now: Date): Promise<number> {
  const month = previousMonth(monthOf(now));
  const end = monthEnd(month, STATEMENT_TIME_ZONE);
  const accounts = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.createdAt} < ${end} or exists (select 1 from ${ledgerEntries} e where e.account_id = ${ledgerAccounts.id} and e.at < ${end})`);
  for (const a of accounts) await makeStatement(db, a.id, month, 'monthEnd', null);
  return accounts.length;
}

/** An account the session may read: finance (a platform session) every one, an agent or a kindergarten its own; else 404 as a random id. */
async function readableAccount(db: Db, ctx: SessionContext, id: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).limit(1);
  if (!row || (ctx.orgKind !== 'platform' && row.orgId !== ctx.orgId)) throw notFound();
  return row;
}

/** Finance reads every account's statements; another party its own account's only. */
function scopeOf(ctx: SessionContext): SQL | undefined {
  return ctx.orgKind === 'platform' ? undefined : eq(ledgerAccounts.orgId, ctx.orgId);
}

const summaryColumns = {
  statement: {
    id: ledgerStatements.id,
    accountId: ledgerStatements.accountId,
    month: ledgerStatements.month,
    timeZone: ledgerStatements.timeZone,
    opening: ledgerStatements.opening,
    closing: ledgerStatements.closing,
    credits: ledgerStatements.credits,
    debits: ledgerStatements.debits,
    lineCount: ledgerStatements.lineCount,
    source: ledgerStatements.source,
    generatedAt: ledgerStatements.generatedAt,
  },
  account: ledgerAccounts,
};

type SummaryRow = { statement: Omit<typeof ledgerStatements.$inferSelect, 'lines' | 'generatedBy'>; account: typeof ledgerAccounts.$inferSelect };

async function presentSummaries(db: Db, rows: SummaryRow[], locale: Locale): Promise<StatementSummary[]> {
  const accounts = await presentAccounts(
    db,
    rows.map((r) => r.account),
    locale,
  );
  return rows.map((r, i) => ({
    id: r.statement.id,
    accountId: r.statement.accountId,
    accountName: accounts[i]!.name,
    accountKind: r.account.kind as AccountKind,
    month: r.statement.month,
    timeZone: r.statement.timeZone,
    opening: Number(r.statement.opening),
    closing: Number(r.statement.closing),
    credits: Number(r.statement.credits),
    debits: Number(r.statement.debits),
    lineCount: r.statement.lineCount,
    source: r.statement.source,
    generatedAt: r.statement.generatedAt.toISOString(),
  }));
}

/** The statements kept that the session may read, latest month first (then by account). */
export async function listStatements(db: Db, ctx: SessionContext, query: { accountId?: string; month?: string; pageNumber: number; pageSize: number }) {
  if (ctx.orgKind !== 'platform' && ctx.orgKind !== 'agent' && ctx.orgKind !== 'kindergarten') return { records: [], total: 0 };
  const where = and(scopeOf(ctx), query.accountId ? eq(ledgerStatements.accountId, query.accountId) : undefined, query.month ? eq(ledgerStatements.month, query.month) : undefined);
  const [total] = await db.select({ n: count() }).from(ledgerStatements).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerStatements.accountId)).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(ledgerStatements)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerStatements.accountId))
    .where(where)
    .orderBy(desc(ledgerStatements.month), ledgerAccounts.kind, ledgerAccounts.code)
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return { records: await presentSummaries(db, rows, ctx.locale), total: Number(total?.n ?? 0) };
}

/** A kept statement with its lines, as the session reads it (another party's answers as a random id). */
export async function getStatement(db: Db, ctx: SessionContext, id: string): Promise<Statement> {
  const [row] = await db
    .select({ full: ledgerStatements, account: ledgerAccounts })
    .from(ledgerStatements)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerStatements.accountId))
    .where(and(eq(ledgerStatements.id, id), scopeOf(ctx)))
    .limit(1);
  if (!row || (ctx.orgKind !== 'platform' && ctx.orgKind !== 'agent' && ctx.orgKind !== 'kindergarten')) throw notFound();
  return presentStatement(db, row.full, row.account, ctx.locale);
}

async function presentStatement(db: Db, kept: typeof ledgerStatements.$inferSelect, account: typeof ledgerAccounts.$inferSelect, locale: Locale): Promise<Statement> {
  const [summary] = await presentSummaries(db, [{ statement: kept, account }], locale);
  const others = [...new Set(kept.lines.flatMap((l) => l.counterparties))];
  const otherRows = others.length ? await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, others)) : [];
  const names = new Map((await presentAccounts(db, otherRows, locale)).map((a) => [a.id, a.name]));
  const separator = translate(locale, 'punctuation.listSeparator');
  const lines: StatementLine[] = kept.lines.map((l) => ({
    transactionId: l.transactionId,
    at: l.at,
    localAt: localDateTime(new Date(l.at), kept.timeZone),
    cause: l.cause as TransactionCause,
    memo: l.memo,
    counterparty: l.counterparties.map((c) => names.get(c) ?? c).join(separator),
    amount: l.amount,
    balanceAfter: l.balanceAfter,
  }));
  return { ...summary!, lines };
}

/** On demand: the current month's statement of an account the session may read, made from the ledger as it stands (audited). */
export async function generateStatement(db: Db, ctx: SessionContext, id: string, now: Date): Promise<Statement> {
  if (ctx.orgKind !== 'platform' && ctx.orgKind !== 'agent' && ctx.orgKind !== 'kindergarten') throw notFound();
  // A party's own account opens on first sight (at zero), as its balance does.
  if (ctx.orgKind !== 'platform') {
    const own = await accountId(db, { kind: ctx.orgKind, orgId: ctx.orgId });
    if (own !== id) throw notFound();
  }
  const account = await readableAccount(db, ctx, id);
  const month = monthOf(now);
  return db.transaction(async (tx) => {
    const kept = await makeStatement(tx, account.id, month, 'onDemand', ctx.userId);
    await recordAudit(tx, { ...auditActor(ctx), action: 'create', resource: 'ledgerStatement', resourceId: kept.id, result: 'ok', detail: { accountId: account.id, month } });
    return presentStatement(tx, kept, account, ctx.locale);
  });
}
