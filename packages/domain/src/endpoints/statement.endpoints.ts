import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import { reconciliationReportSchema, statementGenerateSchema, statementIdSchema, statementListQuerySchema, statementListSchema, statementSchema } from '../statement-api.js';

export const PDF_TYPE = 'application/pdf';

/**
 * Money's statements and reconciliation (issue 17). Finance reads every account's statements; an agent
 * or a kindergarten its own (another party's statement answers as a random id). The month-end job keeps
 * each account's statement of the month just ended; `generate` makes the current month's on demand.
 */
export const statementEndpoints = {
  list: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/statement/list',
    summary: 'The statements kept, latest month first: every account for finance, its own for an agent or a kindergarten',
    access: { permission: 'money:statement:view' },
    input: statementListQuerySchema,
    answer: statementListSchema,
  }),
  get: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/statement/get',
    summary: "A statement with its lines (times on the platform's clocks, causes and counterparties in the request's language)",
    access: { permission: 'money:statement:view' },
    input: statementIdSchema,
    answer: statementSchema,
  }),
  generate: defineEndpoint({
    area: 'money',
    method: 'POST',
    path: '/money/statement/generate',
    summary: "Makes an account's statement of the current month (the platform's clocks) from the ledger as it stands",
    access: { permission: 'money:statement:generate' },
    rateBucket: 'report',
    input: statementGenerateSchema,
    answer: statementSchema,
    success: 'success.ok',
  }),
  xlsx: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/statement/xlsx',
    summary: "A statement as a spreadsheet, in the request's language",
    access: { permission: 'money:statement:export' },
    rateBucket: 'export',
    input: statementIdSchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
  pdf: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/statement/pdf',
    summary: "A statement as a PDF, in the request's language (Chinese in a CJK font)",
    access: { permission: 'money:statement:export' },
    rateBucket: 'export',
    input: statementIdSchema,
    answer: fileAnswer(PDF_TYPE),
  }),
  reconcile: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/reconciliation/report',
    summary:
      'Runs the reconciliation: every account balance equals the sum of its entries, every transaction sums to zero (and the checks added to it); its differences and the time it took',
    access: { permission: 'money:reconcile:view' },
    answer: reconciliationReportSchema,
  }),
  exportReconciliation: defineEndpoint({
    area: 'money',
    method: 'GET',
    path: '/money/reconciliation/export',
    summary: "Runs the reconciliation and answers it as a spreadsheet, in the request's language",
    access: { permission: 'money:reconcile:export' },
    rateBucket: 'export',
    answer: fileAnswer(XLSX_TYPE),
  }),
};
