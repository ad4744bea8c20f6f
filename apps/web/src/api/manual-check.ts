import { type ManualCheckQuery, manualCheckEndpoints } from '@kg/domain';
import { callEndpoint } from './endpoint';

/** Operations' manual check queue (issue 18); a check itself is opened and reviewed by health's calls (api/health). */
export const manualCheckApi = {
  list: (q: ManualCheckQuery, signal?: AbortSignal) => callEndpoint(manualCheckEndpoints.list, q, { signal }),
};

/** Under health's keys: a review (which invalidates every health query) refreshes the queue too. */
export const manualCheckKeys = {
  list: (q: ManualCheckQuery) => ['health', 'manualCheckQueue', q] as const,
};
