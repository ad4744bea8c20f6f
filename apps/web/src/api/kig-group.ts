import { type KigGroupHistoryQuery, kigGroupEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = kigGroupEndpoints;

/** Operations' groups (issue 18): the groups, a group's kindergartens, a move, the memberships' history, the sheet. */
export const kigGroupApi = {
  list: (name: string, signal?: AbortSignal) => callEndpoint(e.list, name ? { name } : {}, { signal }),
  kigs: (groupId: string | null, signal?: AbortSignal) => callEndpoint(e.kigs, groupId ? { groupId } : {}, { signal }),
  history: (q: KigGroupHistoryQuery, signal?: AbortSignal) => callEndpoint(e.history, q, { signal }),
  move: (kigId: string, groupId: string | null) => callEndpointAnswer(e.move, { kigId, groupId }),
  export: (name: string, onProgress?: DownloadProgress) => downloadEndpoint(e.export, name ? { name } : {}, onProgress),
};

export const kigGroupKeys = {
  all: ['operations', 'group'] as const,
  list: (name: string) => ['operations', 'group', 'list', name] as const,
  kigs: (groupId: string | null) => ['operations', 'group', 'kigs', groupId] as const,
  history: (q: KigGroupHistoryQuery) => ['operations', 'group', 'history', q] as const,
};
