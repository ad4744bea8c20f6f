import type { MonthlyPartitioning } from '../platform/partitions/monthly-partitions.js';

/**
 * The tables that grow without end, partitioned by month (each made so by its migration): the audit
 * log by the month of its instant (0009), a machine's gate events and health checks by the month of
 * their school day (0011), the column every statistic and list of them filters on.
 */
export const MONTHLY_PARTITIONED: readonly MonthlyPartitioning[] = [
  { table: 'audit_logs', type: 'timestamptz' },
  { table: 'attendance_events', type: 'date' },
  { table: 'health_checks', type: 'date' },
];

const partitioning = (table: string): MonthlyPartitioning => MONTHLY_PARTITIONED.find((p) => p.table === table)!;
export const ATTENDANCE_EVENTS_BY_MONTH = partitioning('attendance_events');
export const HEALTH_CHECKS_BY_MONTH = partitioning('health_checks');
