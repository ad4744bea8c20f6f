import './zod-messages.js';
import { z } from 'zod';
import { RECHARGE_PACKAGE_TYPES } from './entities/agency/recharge-package.entity.js';
import { MEMBERSHIP_SOURCES, MEMBERSHIP_STATES } from './entities/agency/membership.entity.js';
import { growthReportContentSchema } from './health-answers.js';

/**
 * Packages and memberships (issue 16): what an agent is offered, the kindergarten's sale and its lists
 * of memberships, the monthly review's refresh, and the families' membership. Money is integer fen.
 */
const fen = z.number().int().min(0);
const day = z.iso.date();

/** What is on the shelf, as an agent sees it: recharge packages at the agent price, membership packages at the agent's cost (their charge). */
export const packageDetailsSchema = z.object({
  recharge: z.array(
    z.object({ id: z.string(), orderCode: z.string(), packageType: z.enum(RECHARGE_PACKAGE_TYPES), months: z.number().int(), monthlyFee: fen, agentPrice: fen, kigPrice: fen }),
  ),
  vip: z.array(z.object({ id: z.string(), packageName: z.string(), validDays: z.number().int(), tryFlag: z.boolean(), agentCost: fen })),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;

/** A cash sale the kindergarten records: the child, the package (on the shelf), the kindergarten's price charged. */
export const membershipSaleSchema = z.object({ studentId: z.uuid(), packageId: z.uuid() });

/** One period of a membership, as written. */
export const membershipPeriodSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  packageId: z.string(),
  source: z.enum(MEMBERSHIP_SOURCES),
  startDate: day,
  endDate: day,
  pricePaid: fen,
  renewal: z.boolean(),
});
export type MembershipPeriod = z.infer<typeof membershipPeriodSchema>;

/** The children's memberships of the session's kindergartens on their today: one row a child who ever had one. */
export const membershipStatusQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  state: z.enum(MEMBERSHIP_STATES).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** The membership-state list's export: the same filters, every row. */
export const membershipStatusExportSchema = z.looseObject({
  kigId: z.uuid().optional(),
  state: z.enum(MEMBERSHIP_STATES).optional(),
});
export const membershipStatusRowSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  kigId: z.string(),
  kigName: z.string(),
  packageName: z.string(),
  startDate: day,
  endDate: day,
  state: z.enum(MEMBERSHIP_STATES),
  /** Periods bought or given so far; more than one means renewed. */
  periods: z.number().int(),
  renewals: z.number().int(),
  /** When the family's reminder of this period's end was last sent (issue 18: the renewal reminders' job), or null. */
  remindedAt: z.iso.datetime().nullable(),
});
export const membershipStatusSchema = z.object({ records: z.array(membershipStatusRowSchema), total: z.number().int() });
export type MembershipStatusRow = z.infer<typeof membershipStatusRowSchema>;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export const monthlyReviewRefreshSchema = z.object({ month: monthSchema });

/** The families' side: a child's membership today and what its kindergarten offers, at its price. */
export const familyChildQuerySchema = z.looseObject({ studentId: z.uuid() });
export const familyMembershipSchema = z.object({
  studentId: z.string(),
  today: day,
  state: z.enum(MEMBERSHIP_STATES),
  current: z.object({ packageName: z.string(), source: z.enum(MEMBERSHIP_SOURCES), startDate: day, endDate: day }).nullable(),
  trialUsed: z.boolean(),
  offers: z.array(z.object({ packageId: z.string(), packageName: z.string(), validDays: z.number().int(), tryFlag: z.boolean(), price: fen })),
});
export type FamilyMembership = z.infer<typeof familyMembershipSchema>;
export const familyTrialSchema = z.object({ studentId: z.uuid(), packageId: z.uuid() });

/** The members-only growth reports of a child: each generated report's content. */
export const familyGrowthReportsSchema = z.object({
  records: z.array(z.object({ id: z.string(), termId: z.string(), generatedAt: z.iso.datetime().nullable(), content: growthReportContentSchema })),
});
