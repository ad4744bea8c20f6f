import { z } from 'zod';
import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import {
  familyChildQuerySchema,
  familyGrowthReportsSchema,
  familyMembershipSchema,
  familyTrialSchema,
  membershipPeriodSchema,
  membershipSaleSchema,
  membershipStatusExportSchema,
  membershipStatusQuerySchema,
  membershipStatusSchema,
  monthlyReviewRefreshSchema,
  packageDetailsSchema,
} from '../pack-api.js';

/**
 * Packages and memberships (issue 16) beside their entities' generic calls: an agent's view of the shelf,
 * the kindergarten's cash sale, the memberships' state list, the monthly review's figures, and the
 * families' membership with the members-only growth reports.
 */
export const packEndpoints = {
  packageDetails: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/packageDetails/list',
    summary: 'The packages on the shelf at the agent price (recharge) and the agent cost (membership)',
    access: { permission: 'agency:packageDetails:view' },
    answer: packageDetailsSchema,
  }),
  sellMembership: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/membership/sell',
    summary: "Records a cash sale of a membership package to a child at the kindergarten's price; a renewal starts the day after the current end",
    access: { permission: 'agency:membership:sell' },
    input: membershipSaleSchema,
    answer: membershipPeriodSchema,
    success: 'success.ok',
  }),
  membershipStatus: defineEndpoint({
    area: 'agency',
    method: 'GET',
    path: '/agency/membership/status',
    summary: "Each child's membership on its kindergarten's today: active, ending, expired; with its renewals",
    access: { permission: 'agency:membership:view' },
    input: membershipStatusQuerySchema,
    answer: membershipStatusSchema,
  }),
  membershipStatusExport: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/membership/status/export',
    summary: "Each child's membership on its kindergarten's today, with the list's filters, as a spreadsheet",
    access: { permission: 'agency:membership:export' },
    rateBucket: 'export',
    input: membershipStatusExportSchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
  refreshMonthlyReview: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/monthlyReview/refresh',
    summary: "Reads a month's memberships sold into each reached kindergarten's review (a confirmed month is left as it is)",
    access: { permission: 'agency:monthlyReview:refresh' },
    input: monthlyReviewRefreshSchema,
    answer: z.object({ kindergartens: z.number().int() }),
    success: 'success.ok',
  }),
  familyMembership: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/membership',
    summary: "A child's membership today and the packages its kindergarten offers, at the kindergarten's price",
    access: { family: true },
    input: familyChildQuerySchema,
    answer: familyMembershipSchema,
  }),
  familyTrial: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/membership/trial',
    summary: 'Starts the trial of a trial package for a child (once per child)',
    access: { family: true },
    input: familyTrialSchema,
    answer: membershipPeriodSchema,
    success: 'success.ok',
  }),
  familyGrowthReports: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/growthReports',
    summary: "A child's generated growth reports: members only (403 naming the membership otherwise)",
    access: { family: true },
    input: familyChildQuerySchema,
    answer: familyGrowthReportsSchema,
  }),
};
