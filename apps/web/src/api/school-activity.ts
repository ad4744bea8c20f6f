import { schoolEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = schoolEndpoints;

/** An activity's review and publishing (spec section 4), each from the state it moves from. */
export const activityApi = {
  publishing: (signal?: AbortSignal) => callEndpoint(e.activityPublishing, {}, { signal }),
  pass: (id: string) => callEndpointAnswer(e.passActivity, { id }),
  notPass: (id: string, reason: string) => callEndpointAnswer(e.notPassActivity, { id, reason }),
  publish: (id: string) => callEndpointAnswer(e.publishActivity, { id }),
  unpublish: (id: string) => callEndpointAnswer(e.unpublishActivity, { id }),
};
