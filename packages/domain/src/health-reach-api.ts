import { z } from 'zod';
import './zod-messages.js';
import { CHECK_SESSIONS } from './entities/health/common.js';
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

/** The chain from the province down to `areaCode` (empty at the top and for UNKNOWN_AREA). */
const areaPathSchema = z.array(z.object({ code: z.string(), name: z.string() }));

/** The rows of a multi-kindergarten view: areas (groupBy=area) and the kindergartens placed in the area itself. */
export interface ReachRows<C> {
  groupBy: ReachGroupBy;
  areaPath: z.infer<typeof areaPathSchema>;
  areas: (AreaSummary & C)[];
  kindergartens: (KindergartenSummary & C)[];
  /** The sums of the rows shown. */
  totals: C;
}

/** The schema of ReachRows around a view's counts. */
export function reachRowsSchema<S extends z.ZodRawShape>(counts: z.ZodObject<S>) {
  return z.object({
    groupBy: z.enum(REACH_GROUP_BY),
    areaPath: areaPathSchema,
    areas: z.array(areaSummarySchema.extend(counts.shape)),
    kindergartens: z.array(kindergartenSummarySchema.extend(counts.shape)),
    totals: counts,
  });
}

/** A day's counts of a kindergarten or an area. */
export const healthReachCountsSchema = z.object({ expected: z.number(), checked: z.number(), notChecked: z.number(), abnormal: z.number(), pendingReview: z.number() });
export type HealthReachCounts = z.infer<typeof healthReachCountsSchema>;

/** A month's counts of a kindergarten or an area, in person-days over its school days so far. */
export const healthMonthCountsSchema = z.object({ expected: z.number(), checked: z.number(), abnormal: z.number(), fever: z.number() });
export type HealthMonthCounts = z.infer<typeof healthMonthCountsSchema>;

/** GET /health/stats/monthlyOverview?month&session&groupBy&areaCode: the month of each kindergarten (or area) in reach. */
export const healthMonthlyOverviewSchema = reachRowsSchema(healthMonthCountsSchema).extend({ month: z.string(), session: z.enum(CHECK_SESSIONS) });
export type HealthMonthlyOverview = z.infer<typeof healthMonthlyOverviewSchema>;

/** GET /health/stats/overview?date&session&groupBy&areaCode: each kindergarten (or area) in reach on a day. */
export const healthOverviewSchema = reachRowsSchema(healthReachCountsSchema).extend({ date: z.string(), session: z.enum(CHECK_SESSIONS) });
export type HealthOverview = z.infer<typeof healthOverviewSchema>;
