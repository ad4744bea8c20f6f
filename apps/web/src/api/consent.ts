import { consentEndpoints, type PaperConsentBody } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = consentEndpoints;

/** Guardians' consent: the states of a page of children, and a paper form entered. */
export const consentApi = {
  states: (studentIds: string[], signal?: AbortSignal) => callEndpoint(e.states, { studentIds }, { signal }),
  record: (body: PaperConsentBody) => callEndpointAnswer(e.record, body),
};

export const consentKeys = {
  states: (ids: readonly string[]) => ['consent', 'states', ...ids] as const,
  all: ['consent'] as const,
};
