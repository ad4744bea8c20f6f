import { type MembershipState, packEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import type { DownloadProgress } from './client';
import { downloadEndpoint } from './endpoint-download';

const e = packEndpoints;

/** Packages and memberships (issue 16): the agent's shelf, the memberships' states, the cash sale, the month's figures. */
export const packApi = {
  details: (signal?: AbortSignal) => callEndpoint(e.packageDetails, {}, { signal }),
  status: (query: { kigId?: string; state?: MembershipState; pageNumber: number; pageSize: number }, signal?: AbortSignal) => callEndpoint(e.membershipStatus, query, { signal }),
  statusExport: (query: { kigId?: string; state?: MembershipState }, onProgress?: DownloadProgress) => downloadEndpoint(e.membershipStatusExport, query, onProgress),
  sell: (studentId: string, packageId: string) => callEndpointAnswer(e.sellMembership, { studentId, packageId }),
  refresh: (month: string) => callEndpointAnswer(e.refreshMonthlyReview, { month }),
};

export const packKeys = {
  details: ['pack', 'details'] as const,
  status: (query: object) => ['pack', 'status', query] as const,
};
