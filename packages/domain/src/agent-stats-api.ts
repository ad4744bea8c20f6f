import { z } from 'zod';
import './zod-messages.js';
import { monthString } from './attendance-api.js';

/**
 * An agent's statistics (issue 16; operations: every agent's, or one's): kindergartens opened per
 * month, children served now and at each month's end, machines per kindergarten. Each figure is one
 * grouped statement whatever the number of kindergartens.
 */

/** Longest period, in months. */
export const MAX_STATS_MONTHS = 24;

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/** The months of a period, both ends counted. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return out;
}

/** GET /agency/stats/figures and its export: a period of months; operations may name one agent. */
export const agentStatsQuerySchema = z.object({ from: monthString, to: monthString, agentId: z.uuid().optional() }).superRefine((q, ctx) => {
  if (!/^\d{4}-\d{2}$/.test(q.from) || !/^\d{4}-\d{2}$/.test(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date.endBeforeBegin' });
  else if (monthIndex(q.to) - monthIndex(q.from) >= MAX_STATS_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' });
});
export type AgentStatsQuery = z.infer<typeof agentStatsQuerySchema>;

/** One month of the period: kindergartens opened in it, children on the roll at its end, memberships sold in it and their amount (fen). */
export const agentStatsMonthSchema = z.object({
  month: z.string(),
  opened: z.number().int(),
  children: z.number().int(),
  memberships: z.number().int(),
  membershipFen: z.number().int(),
});
export type AgentStatsMonth = z.infer<typeof agentStatsMonthSchema>;

/** A kindergarten within reach, with its agent, opening date, children studying now and machines installed. */
export const agentStatsKigSchema = z.object({
  kigId: z.string(),
  kigCode: z.string(),
  kigName: z.string(),
  agentName: z.string(),
  openedOn: z.string(),
  children: z.number().int(),
  machines: z.number().int(),
});
export type AgentStatsKig = z.infer<typeof agentStatsKigSchema>;

export const agentStatsSchema = z.object({
  months: z.array(agentStatsMonthSchema),
  kindergartens: z.array(agentStatsKigSchema),
  totals: z.object({
    kindergartens: z.number().int(),
    children: z.number().int(),
    machines: z.number().int(),
    opened: z.number().int(),
    memberships: z.number().int(),
    membershipFen: z.number().int(),
  }),
});
export type AgentStats = z.infer<typeof agentStatsSchema>;
