import { type GrowthGenerateRequest, healthEndpoints } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

export type { GrowthGenerateRequest } from '@kg/domain';

export interface GrowthProgressQuery {
  kigId?: string;
  termId: string;
}

const e = healthEndpoints;

/** The growth report calls beside the generic list (spec section 4), declared in `healthEndpoints`. */
export const growthApi = {
  generate: (body: GrowthGenerateRequest) => callEndpointAnswer(e.generateGrowth, body),
  progress: ({ kigId, termId }: GrowthProgressQuery, signal?: AbortSignal) => callEndpoint(e.growthProgress, { kigId, termId }, { signal }),
  content: (id: string, signal?: AbortSignal) => callEndpoint(e.growthContent, { id }, { signal }),
  pdf: (id: string) => downloadEndpoint(e.growthPdf, { id }),
};

export const growthKeys = {
  all: ['growthReport'] as const,
  progress: (q: GrowthProgressQuery) => ['growthReport', 'progress', q] as const,
  content: (id: string) => ['growthReport', 'content', id] as const,
};
