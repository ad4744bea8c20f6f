import { agencyEndpoints } from '@kg/domain';
import { callEndpointAnswer } from './endpoint';

const e = agencyEndpoints;

/** An opening request's audit (issue 16): approve and reject a pending one, refile a rejected one. */
export const openingApi = {
  approve: (id: string) => callEndpointAnswer(e.approveKigOpening, { id }),
  reject: (id: string, reason: string) => callEndpointAnswer(e.rejectKigOpening, { id, reason }),
  refile: (id: string) => callEndpointAnswer(e.refileKigOpening, { id }),
};
