import { type AgentStatsQuery, agentStatsEndpoints, salesmanEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = salesmanEndpoints;
const s = agentStatsEndpoints;

/** Salesman maintenance's own calls (the salesmen's generic ones come from resourceApi), and the agent's statistics. */
export const salesmanApi = {
  kigs: (salesmanId: string, signal?: AbortSignal) => callEndpoint(e.kigs, { salesmanId }, { signal }),
  figures: (signal?: AbortSignal) => callEndpoint(e.figures, {}, { signal }),
  assign: (salesmanId: string, kigId: string) => callEndpointAnswer(e.assign, { salesmanId, kigId }),
  release: (kigId: string) => callEndpointAnswer(e.release, { kigId }),
};

export const agentStatsApi = {
  stats: (q: AgentStatsQuery, signal?: AbortSignal) => callEndpoint(s.stats, q, { signal }),
  statsExport: (q: AgentStatsQuery, onProgress?: DownloadProgress) => downloadEndpoint(s.statsExport, q, onProgress),
};

export const salesmanKeys = {
  all: ['agency', 'salesman'] as const,
  kigs: (salesmanId: string) => ['agency', 'salesman', 'kigs', salesmanId] as const,
  figures: ['agency', 'salesman', 'figures'] as const,
  stats: (q: AgentStatsQuery) => ['agency', 'stats', q] as const,
};
