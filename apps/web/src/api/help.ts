import { helpEndpoints, type HelpListInput } from '@kg/domain';
import { callEndpoint } from './endpoint';

/** User help as every signed-in user reads it, in the request's language. */
export const helpApi = {
  list: (input: HelpListInput, signal?: AbortSignal) => callEndpoint(helpEndpoints.list, input, { signal }),
  get: (id: string, signal?: AbortSignal) => callEndpoint(helpEndpoints.get, { id }, { signal }),
};
