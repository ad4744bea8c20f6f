import { type OpsStatsQuery, opsStatsEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = opsStatsEndpoints;

/** Operations' data stats (issue 18): the figures of a period and area (or kindergarten), and its sheet. */
export const opsStatsApi = {
  stats: (q: OpsStatsQuery, signal?: AbortSignal) => callEndpoint(e.stats, q, { signal }),
  export: (q: OpsStatsQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.export, q, onProgress),
};

export const opsStatsKeys = {
  stats: (q: OpsStatsQuery) => ['operations', 'stats', q] as const,
};
