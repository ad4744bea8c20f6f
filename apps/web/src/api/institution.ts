import { type InstitutionOpen, institutionEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = institutionEndpoints;

/** Operations' medical institutions (issue 18): the institutions, one's contracts and accounts, a new one opened, the sheet. */
export const institutionApi = {
  list: (name: string, signal?: AbortSignal) => callEndpoint(e.list, name ? { name } : {}, { signal }),
  contracts: (institutionId: string, signal?: AbortSignal) => callEndpoint(e.contracts, { institutionId }, { signal }),
  experts: (institutionId: string, signal?: AbortSignal) => callEndpoint(e.experts, { institutionId }, { signal }),
  open: (input: InstitutionOpen) => callEndpointAnswer(e.open, input),
  export: (name: string, onProgress?: DownloadProgress) => downloadEndpoint(e.export, name ? { name } : {}, onProgress),
};

export const institutionKeys = {
  all: ['operations', 'institution'] as const,
  list: (name: string) => ['operations', 'institution', 'list', name] as const,
  contracts: (institutionId: string) => ['operations', 'institution', 'contracts', institutionId] as const,
  experts: (institutionId: string) => ['operations', 'institution', 'experts', institutionId] as const,
};
