import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { kigOpeningActionSchema, kigOpeningRejectSchema, kigOpeningStateSchema } from '../kig-opening-api.js';

/**
 * Opening a kindergarten (issue 16) beside the requests' generic calls: operations audit a pending
 * request (approve creates the kindergarten and its accounts in one transaction; reject says why);
 * who filed a rejected one sends it, corrected, back to audit.
 */
export const agencyEndpoints = {
  approveKigOpening: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/kigOpening/approve',
    summary: 'Approves a pending opening request: creates the kindergarten, its built-in role, its administrator and its terminal account',
    access: { permission: 'agency:kigOpening:approve' },
    input: kigOpeningActionSchema,
    answer: kigOpeningStateSchema,
    success: 'success.ok',
  }),
  rejectKigOpening: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/kigOpening/reject',
    summary: 'Rejects a pending opening request, with the reason',
    access: { permission: 'agency:kigOpening:reject' },
    input: kigOpeningRejectSchema,
    answer: kigOpeningStateSchema,
    success: 'success.ok',
  }),
  refileKigOpening: defineEndpoint({
    area: 'agency',
    method: 'POST',
    path: '/agency/kigOpening/refile',
    summary: 'Files a corrected rejected opening request again (back to pending audit)',
    access: { permission: 'agency:kigOpening:refile' },
    input: kigOpeningActionSchema,
    answer: kigOpeningStateSchema,
    success: 'success.ok',
  }),
} as const;
