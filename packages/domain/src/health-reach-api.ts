import { z } from 'zod';
import './zod-messages.js';
import type { CheckSession } from './entities/health/common.js';
import { healthDayQuerySchema, healthMonthQuerySchema } from './health-api.js';

/** How the statistics of several kindergartens are laid out: one row per kindergarten, or per area. */
export const REACH_GROUP_BY = ['kindergarten', 'area'] as const;
export type ReachGroupBy = (typeof REACH_GROUP_BY)[number];

/** The area of the kindergartens that have none (or one no longer in GB/T 2260). */
export const UNKNOWN_AREA = 'unknown';

/**
 * `groupBy=area` without `areaCode`: a row per province; with a province or a city, a row per area
 * under it; with a district (or `unknown`), its kindergartens. With `groupBy=kindergarten` the
 * kindergartens located within `areaCode` (all when left out).
 */
export const reachQueryFields = {
  groupBy: z.enum(REACH_GROUP_BY).default('kindergarten'),
  areaCode: z.union([z.literal(UNKNOWN_AREA), z.string().regex(/^\d{6}$/)], { error: 'validation.format.area' }).optional(),
};

export const healthOverviewQuerySchema = healthDayQuerySchema.extend(reachQueryFields);
export const healthMonthlyOverviewQuerySchema = healthMonthQuerySchema.extend(reachQueryFields);

/** An area's row: the kindergartens in reach located there, and their counts summed. */
export const areaSummarySchema = z.object({
  /** A GB/T 2260 code, or UNKNOWN_AREA. */
  areaCode: z.string(),
  /** The area's name (zh-CN, as the area data has it); empty for UNKNOWN_AREA. */
  areaName: z.string(),
  kindergartenCount: z.number(),
});
export type AreaSummary = z.infer<typeof areaSummarySchema>;

export const kindergartenSummarySchema = z.object({ kigId: z.string(), kigName: z.string(), areaCode: z.string().nullable() });
export type KindergartenSummary = z.infer<typeof kindergartenSummarySchema>;

/** The rows of a multi-kindergarten view, each row with the counts `counts` describes. */
export function reachRowsSchema<C extends z.ZodType>(counts: C) {
  return z.object({
    groupBy: z.enum(REACH_GROUP_BY),
    /** The chain from the province down to `areaCode` (empty at the top and for UNKNOWN_AREA). */
    areaPath: z.array(z.object({ code: z.string(), name: z.string() })),
    /** Areas (groupBy=area) and the kindergartens placed in the area itself. */
    areas: z.array(z.intersection(areaSummarySchema, counts)),
    kindergartens: z.array(z.intersection(kindergartenSummarySchema, counts)),
    /** The sums of the rows shown. */
    totals: counts,
  });
}
/** The rows of a multi-kindergarten view whose counts are `C` (what the shared reach pieces show). */
export type ReachRows<C> = z.output<ReturnType<typeof reachRowsSchema<z.ZodType<C>>>>;

/** A day's counts of a kindergarten or an area. */
export interface HealthReachCounts {
  expected: number;
  checked: number;
  notChecked: number;
  abnormal: number;
  pendingReview: number;
}

/** A month's counts of a kindergarten or an area, in person-days over its school days so far. */
export interface HealthMonthCounts {
  expected: number;
  checked: number;
  abnormal: number;
  fever: number;
}

/** GET /health/stats/monthlyOverview?month&session&groupBy&areaCode: the month of each kindergarten (or area) in reach. */
export interface HealthMonthlyOverview extends ReachRows<HealthMonthCounts> {
  month: string;
  session: CheckSession;
}

/** GET /health/stats/overview?date&session&groupBy&areaCode: each kindergarten (or area) in reach on a day. */
export interface HealthOverview extends ReachRows<HealthReachCounts> {
  date: string;
  session: CheckSession;
}
