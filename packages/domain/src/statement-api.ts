import './zod-messages.js';
import { z } from 'zod';
import { ACCOUNT_KINDS, TRANSACTION_CAUSES } from './entities/money/money.js';

/**
 * Money (issue 17): statements and the reconciliation report. A statement is one account's month on the
 * platform's clocks: its opening balance, every transaction (its time on those clocks, cause,
 * counterparty, amount and the balance after it) and its closing balance, kept once made so that it
 * reads the same later. Amounts are integer fen.
 */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const statementMonthSchema = z.string().regex(STATEMENT_MONTH, { error: 'validation.invalid' });

/** Who made a statement: the month-end job, or a person on demand (the current month, made again at each ask). */
export const STATEMENT_SOURCES = ['monthEnd', 'onDemand'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];

export const statementListQuerySchema = z.looseObject({
  accountId: z.uuid().optional(),
  month: statementMonthSchema.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A statement as listed: its account, month, balances and how many lines it holds. */
export const statementSummarySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountKind: z.enum(ACCOUNT_KINDS),
  month: z.string(),
  timeZone: z.string(),
  opening: z.number().int(),
  closing: z.number().int(),
  credits: z.number().int(),
  debits: z.number().int(),
  lineCount: z.number().int(),
  source: z.enum(STATEMENT_SOURCES),
  generatedAt: z.iso.datetime(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;
export const statementListSchema = z.object({ records: z.array(statementSummarySchema), total: z.number().int() });

/** One line of a statement: a transaction of the month as the account saw it. */
export const statementLineSchema = z.object({
  transactionId: z.string(),
  at: z.iso.datetime(),
  /** The instant on the platform's clocks ('YYYY-MM-DD HH:mm:ss'). */
  localAt: z.string(),
  cause: z.enum(TRANSACTION_CAUSES),
  memo: z.string(),
  counterparty: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementSchema = statementSummarySchema.extend({ lines: z.array(statementLineSchema) });
export type Statement = z.infer<typeof statementSchema>;

export const statementIdSchema = z.object({ id: z.uuid() });
/** On demand: an account's statement of the current month (on the platform's clocks), made again from the ledger. */
export const statementGenerateSchema = z.object({ accountId: z.uuid() });

/** A difference the reconciliation found: which check, what it concerns, what was expected and what was found. */
export const reconciliationDifferenceSchema = z.object({
  check: z.string(),
  subject: z.string(),
  subjectName: z.string(),
  expected: z.number().int(),
  actual: z.number().int(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;
export const reconciliationReportSchema = z.object({
  at: z.iso.datetime(),
  tookMs: z.number().int(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  checks: z.array(z.object({ name: z.string(), differences: z.number().int(), tookMs: z.number().int() })),
  differences: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
