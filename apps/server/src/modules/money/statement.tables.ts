import type { StatementSource } from '@kg/domain';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../db/columns.js';
import { ledgerAccounts } from './money.tables.js';

/** A line as kept: the transaction, its instant, cause and memo, the other accounts it moved, the amount and the balance after. */
export interface KeptStatementLine {
  transactionId: string;
  at: string;
  cause: string;
  memo: string;
  counterparties: string[];
  amount: number;
  balanceAfter: number;
}

/**
 * An account's statement of one month on the platform's clocks (issue 17), kept once made so that it reads
 * the same later: the month-end job makes the month just ended for every account; a person makes the
 * current month on demand (made again at each ask while the month runs; the month-end job's replaces it).
 * Lines are kept with the statement (the ledger's entries never change, so they are a copy of what the
 * ledger says for that month); names and words are read in the reader's language when read.
 */
export const ledgerStatements = pgTable(
  'ledger_statements',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    month: text('month').notNull(),
    timeZone: text('time_zone').notNull(),
    opening: bigint('opening', { mode: 'number' }).notNull(),
    closing: bigint('closing', { mode: 'number' }).notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
    debits: bigint('debits', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    lines: jsonb('lines').$type<KeptStatementLine[]>().notNull(),
    source: text('source').$type<StatementSource>().notNull(),
    generatedBy: uuid('generated_by'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_statements_account_month_key').on(t.accountId, t.month), index('ledger_statements_month_idx').on(t.month)],
);
