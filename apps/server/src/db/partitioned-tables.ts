import type { MonthlyPartitioning } from '../platform/partitions/monthly-partitions.js';

/** The tables that grow without end, partitioned by month (each made so by its migration). */
export const MONTHLY_PARTITIONED: readonly MonthlyPartitioning[] = [{ table: 'audit_logs', type: 'timestamptz' }];
