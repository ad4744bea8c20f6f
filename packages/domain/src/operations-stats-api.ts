import { z } from 'zod';
import './zod-messages.js';
import { MAX_STATS_MONTHS } from './agent-stats-api.js';
import { monthString } from './attendance-api.js';
import { reachQueryFields, reachRowsSchema } from './health-reach-api.js';

/**
 * Operations' data stats (issue 18): the platform at a glance over a period of months, drilled from the
 * country to a province, a city, a district (`areaCode`) and one kindergarten (`kigId`). Each figure is
 * one statement grouped by kindergarten (and month) whatever the number of kindergartens: on Citus each
 * runs on every shard at once, or on one shard for one kindergarten.
 */

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/** GET /operations/stats/figures and its export (not at the page's own path, /operations/stats, which a reload asks for): a period of months (at most two years), laid out by kindergarten or by area within an area (reachQueryFields), or one kindergarten. */
export const opsStatsQuerySchema = z.object({ from: monthString, to: monthString, ...reachQueryFields, kigId: z.uuid().optional() }).superRefine((q, ctx) => {
  if (!/^\d{4}-\d{2}$/.test(q.from) || !/^\d{4}-\d{2}$/.test(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date.endBeforeBegin' });
  else if (monthIndex(q.to) - monthIndex(q.from) >= MAX_STATS_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' });
});
export type OpsStatsQuery = z.infer<typeof opsStatsQuerySchema>;

/**
 * A kindergarten's or an area's figures: kindergartens, children studying, machines in service and those
 * heard from today (now); checks and abnormal checks (from the day summaries), memberships sold, families'
 * payments received (fen, from the ledger) and SMS sent (not failed), over the period.
 */
export const opsStatsFiguresSchema = z.object({
  kindergartens: z.number().int(),
  children: z.number().int(),
  machines: z.number().int(),
  activeMachines: z.number().int(),
  checked: z.number().int(),
  abnormal: z.number().int(),
  memberships: z.number().int(),
  revenueFen: z.number().int(),
  sms: z.number().int(),
});
export type OpsStatsFigures = z.infer<typeof opsStatsFiguresSchema>;
export const OPS_STATS_FIGURES = ['kindergartens', 'children', 'machines', 'activeMachines', 'checked', 'abnormal', 'memberships', 'revenueFen', 'sms'] as const;

/**
 * One month of the period over the kindergartens drilled to: kindergartens open, children on the roll
 * and machines installed at its end; kindergartens opened, checks, abnormal checks, memberships sold,
 * payments (fen) and SMS in it.
 */
export const opsStatsMonthSchema = z.object({
  month: z.string(),
  kindergartens: z.number().int(),
  opened: z.number().int(),
  children: z.number().int(),
  machines: z.number().int(),
  checked: z.number().int(),
  abnormal: z.number().int(),
  memberships: z.number().int(),
  revenueFen: z.number().int(),
  sms: z.number().int(),
});
export type OpsStatsMonth = z.infer<typeof opsStatsMonthSchema>;
export const OPS_STATS_MONTH_FIGURES = ['kindergartens', 'opened', 'children', 'machines', 'checked', 'abnormal', 'memberships', 'revenueFen', 'sms'] as const;

/** The answer: the rows of the level drilled to (areas under it, kindergartens placed in it), their totals, and the months. */
export const opsStatsSchema = reachRowsSchema(opsStatsFiguresSchema).extend({
  from: z.string(),
  to: z.string(),
  /** The day the machines heard from are counted on (the platform's, Asia/Shanghai). */
  today: z.string(),
  /** The kindergarten drilled to, if any. */
  kindergarten: z.object({ kigId: z.string(), kigName: z.string(), areaCode: z.string().nullable() }).nullable(),
  months: z.array(opsStatsMonthSchema),
});
export type OpsStats = z.infer<typeof opsStatsSchema>;
