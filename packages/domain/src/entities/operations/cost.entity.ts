import { defineEntity } from '../../entity/define.js';

/** What the platform pays for (issue 18: its running costs by kind). */
export const COST_KINDS = ['server', 'storage', 'bandwidth', 'sms', 'staff', 'other'] as const;

/**
 * One of the platform's running costs (issue 18): a kind, the month it is for (`2026-11`) and the amount
 * in fen; one row for a kind and month (the data stats read them by month).
 */
export const costEntity = defineEntity({
  name: 'cost',
  area: 'operations',
  scope: 'platform',
  permission: 'operations:cost',
  labelField: 'month',
  defaultSort: { field: 'month', order: 'desc' },
  fields: {
    month: { kind: 'text', max: 7, format: 'month', required: true, filter: 'eq', sort: true, width: 100 },
    costKind: { kind: 'enum', values: COST_KINDS, required: true, filter: 'eq', width: 120 },
    amount: { kind: 'money', min: 0, max: 10_000_000_000, required: true, sort: true, width: 140 },
    remark: { kind: 'text', max: 200 },
  },
});
