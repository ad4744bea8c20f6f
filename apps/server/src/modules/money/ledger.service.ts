import { type AccountKind, PAY_CHANNELS, type TransactionCause, translate, type Locale } from '@kg/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newId } from '../../db/columns.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './money.tables.js';

/**
 * The double-entry ledger (issue 17). Every movement of money is one `post`: a transaction of entries
 * summing to zero over accounts, in integer fen. The database keeps what a bug here could break: each
 * entry moves its account's balance in its own statement under the CHECK that it stays at or above zero
 * (unless the account may go negative), the entries of a transaction sum to zero at commit, and neither
 * is ever changed or removed (migration 0022). The service checks the same before it writes, so a broken
 * rule is a clear 422, never a half-written transaction.
 *
 * Accounts: 'platform' (the platform's revenue), 'org:<id>' (an agent's or a kindergarten's balance),
 * 'channel:<channel>' (money outside, through a payment channel: negative is what came in through it),
 * 'fee' (what the payment channels kept of the orders they paid: negative, like a channel's, money that went
 * outside; orders.service.ts `payOrder`) and 'transit' (withdrawals held until paid, payments before their split).
 */
export type AccountRef = { kind: 'platform' | 'fee' | 'transit' } | { kind: 'channel'; channel: string } | { kind: 'agent' | 'kindergarten'; orgId: string };

function accountCode(ref: AccountRef): string {
  switch (ref.kind) {
    case 'channel':
      return `channel:${ref.channel}`;
    case 'agent':
    case 'kindergarten':
      return `org:${ref.orgId}`;
    default:
      return ref.kind;
  }
}

/** An account's id as a column of another statement (a scalar subquery): null while the account is not yet open (`accountIds` opens it). */
export function accountIdColumn(ref: AccountRef): SQL<string | null> {
  return sql<string | null>`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.code} = ${accountCode(ref)})`;
}

/** An account's id, opened on first use (an insert that a concurrent opening makes a no-op). */
export async function accountId(tx: Db, ref: AccountRef): Promise<string> {
  return (await accountIds(tx, [ref]))[0]!;
}

/**
 * The ids of several accounts in the order asked, in one statement when they are all open (a payment's
 * five or six); those not yet open are opened first (an insert that a concurrent opening makes a no-op).
 */
export async function accountIds(tx: Db, refs: AccountRef[]): Promise<string[]> {
  const codes = refs.map(accountCode);
  const wanted = [...new Set(codes)];
  const read = () => tx.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, wanted));
  let found = await read();
  if (found.length < wanted.length) {
    const open = new Set(found.map((a) => a.code));
    const missing = new Map(refs.map((ref, i) => [codes[i]!, ref]).filter(([code]) => !open.has(code as string)) as [string, AccountRef][]);
    await tx
      .insert(ledgerAccounts)
      .values([...missing].map(([code, ref]) => ({ code, kind: ref.kind, orgId: 'orgId' in ref ? ref.orgId : null, mayGoNegative: ref.kind === 'channel' || ref.kind === 'fee' })))
      .onConflictDoNothing({ target: ledgerAccounts.code });
    found = await read();
  }
  const ids = new Map(found.map((a) => [a.code, a.id]));
  return codes.map((code) => ids.get(code)!);
}

export interface Posting {
  cause: TransactionCause;
  causeId: string | null;
  memo?: string;
  detail?: Record<string, unknown>;
  actor: { userId: string | null; orgId: string | null };
  reversesId?: string;
  entries: { accountId: string; amount: number }[];
}

const isBalanceCheck = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23514' && (c.constraint ?? '').startsWith('ledger_accounts_balance_check');
};

/**
 * Writes one transaction. Entries are written in the order of their accounts' ids, so two transactions
 * over the same accounts lock them in the same order (no deadlock); an account that would go below zero
 * refuses the whole transaction with `money.insufficient`. Returns the transaction's id.
 */
export async function post(tx: Db, posting: Posting): Promise<string> {
  return (await postAll(tx, [posting]))[0]!;
}

/**
 * Writes transactions, in order, in one statement: the transactions and all their entries (an order's
 * payment and its revenue share). The entries go in the order of their accounts' ids across the
 * transactions (a stable sort: on one account, an earlier transaction's entry before a later one's, so that
 * money a transaction brings into an account is there for the next one to take out), so any two statements
 * lock the accounts in the same order; an account that would go below zero refuses them all with
 * `money.insufficient`. Returns the transactions' ids, in the order given.
 */
export async function postAll(tx: Db, postings: Posting[]): Promise<string[]> {
  return (await postAllWith(tx, postings)).ids;
}

/** What `postWith` wrote: the transaction's id, and each account's balance after it. */
export interface Posted {
  id: string;
  balances: Map<string, number>;
}

/**
 * `post`, with other writes of the same cause in the same statement (`also`: data-modifying statements run
 * as common table expressions beside the ledger's, e.g. its audit row, given the transaction's id): one
 * round trip instead of several.
 * They must write plain tables of the coordinator as the ledger's are (distribution.ts), not a reference or
 * distributed table, which Citus would not plan with them. Gives each account's balance after the
 * transaction (the entries' `balance_after`), so nothing need read it again.
 */
export async function postWith(tx: Db, posting: Posting, also: (transactionId: string) => SQL[]): Promise<Posted> {
  const { ids, balances } = await postAllWith(tx, [posting], (made) => also(made[0]!));
  return { id: ids[0]!, balances };
}

/** `postAll` with other writes of the same cause in the same statement, as `postWith`, given the transactions' ids in order. */
export async function postAllWith(tx: Db, postings: Posting[], also?: (ids: string[]) => SQL[]): Promise<{ ids: string[]; balances: Map<string, number> }> {
  const rows = postings.map((posting) => {
    const entries = posting.entries.filter((e) => e.amount !== 0);
    if (entries.length < 2 || entries.some((e) => !Number.isSafeInteger(e.amount))) throw ruleBroken('money.unbalanced');
    if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw ruleBroken('money.unbalanced');
    return { id: newId(), posting, entries };
  });
  const entries = rows
    .flatMap((r) => r.entries.map((e) => ({ id: newId(), transactionId: r.id, accountId: e.accountId, amount: e.amount })))
    .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  const transactions = rows.map(
    ({ id, posting: p }) =>
      sql`(${id}::uuid, ${p.cause}, ${p.causeId}::uuid, ${p.memo ?? ''}, ${p.detail ? JSON.stringify(p.detail) : null}::jsonb, ${p.actor.userId}::uuid, ${p.actor.orgId}::uuid, ${p.reversesId ?? null}::uuid)`,
  );
  const lines = entries.map((e) => sql`(${e.id}::uuid, ${e.transactionId}::uuid, ${e.accountId}::uuid, ${e.amount}::bigint)`);
  const others = (also?.(rows.map((r) => r.id)) ?? []).map((write, i) => sql`, ${sql.raw(`also${i}`)} as (${write})`);
  let written: { id: string; balance_after: string | number }[];
  try {
    // One statement: the transactions' insert runs before the entries' (their foreign key is checked at its end).
    written = rowsOf(
      await tx.execute(sql`with made as (
        insert into ${ledgerTransactions} (id, cause, cause_id, memo, detail, actor_id, actor_org_id, reverses_id) values ${sql.join(transactions, sql`, `)}
      )${sql.join(others, sql``)}
      insert into ${ledgerEntries} (id, transaction_id, account_id, amount) values ${sql.join(lines, sql`, `)} returning id, balance_after`),
    );
  } catch (error) {
    if (isBalanceCheck(error)) throw ruleBroken('money.insufficient');
    throw error;
  }
  // Each account's balance after its last entry (the entries' order is the one they were written in).
  const after = new Map(written.map((w) => [w.id, Number(w.balance_after)]));
  const balances = new Map<string, number>();
  for (const e of entries) balances.set(e.accountId, after.get(e.id)!);
  return { ids: rows.map((r) => r.id), balances };
}

/** An account's balance as it stands (in the caller's transaction: after what it wrote). */
export async function balanceOf(tx: Db, id: string): Promise<number> {
  const [row] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).limit(1);
  return Number(row?.balance ?? 0);
}

/** Accounts as a party reads them: an organisation's by its name, the others by their kind in the reader's language. */
export async function presentAccounts(db: Db, rows: (typeof ledgerAccounts.$inferSelect)[], locale: Locale) {
  const orgIds = [...new Set(rows.map((r) => r.orgId).filter((id): id is string => id !== null))];
  const orgs = orgIds.length ? await db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(inArray(organisations.id, orgIds)) : [];
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as AccountKind,
    code: r.code,
    orgId: r.orgId,
    name: accountName(r, names, locale),
    balance: Number(r.balance),
  }));
}

function accountName(r: typeof ledgerAccounts.$inferSelect, names: Map<string, string>, locale: Locale): string {
  if (r.orgId) return names.get(r.orgId) ?? r.code;
  if (r.kind === 'channel') {
    const channel = r.code.slice('channel:'.length);
    // The online channels are named as orders name them (the local one is no recharge's channel).
    const values = (PAY_CHANNELS as readonly string[]).includes(channel) ? 'entity.paymentOrder.values.channel' : 'entity.recharge.values.channel';
    return translate(locale, 'money.account.channel', { name: translate(locale, `${values}.${channel}`) });
  }
  return translate(locale, `money.account.${r.kind}`);
}

/** Every account, ordered by kind and code (finance's view). */
export function allAccounts(db: Db) {
  return db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.code));
}

/**
 * What reconciliation checks (the report of the next session reads the same): each account whose kept
 * balance differs from the sum of its entries, and each transaction whose entries do not sum to zero.
 */
export async function ledgerDifferences(db: Db): Promise<{ accounts: { id: string; balance: number; entries: number }[]; transactions: string[] }> {
  const accounts = await db.execute(sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as entries
    from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  const transactions = await db.execute(sql`select transaction_id from ${ledgerEntries} group by transaction_id having sum(amount) <> 0`);
  return {
    accounts: rowsOf<{ id: string; balance: string; entries: string }>(accounts).map((r) => ({ id: r.id, balance: Number(r.balance), entries: Number(r.entries) })),
    transactions: rowsOf<{ transaction_id: string }>(transactions).map((r) => r.transaction_id),
  };
}

/** The account of an organisation (an agent or a kindergarten), opened on first use. */
export async function orgAccountId(tx: Db, org: { id: string; kind: string }): Promise<string> {
  if (org.kind !== 'agent' && org.kind !== 'kindergarten') throw ruleBroken('money.filerKind');
  return accountId(tx, { kind: org.kind, orgId: org.id });
}

/** A live organisation by id (the filer of a recharge or a withdrawal). */
export async function organisationOf(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: organisations.id, kind: organisations.kind, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.deleted, false)))
    .limit(1);
  return row;
}
