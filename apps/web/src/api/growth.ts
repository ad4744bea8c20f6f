import type { GrowthProgress, GrowthReportContent } from '@kg/domain';
import { api, download, requestAnswer } from './client';

/** What asks for a term's reports: a class's children, or the whole kindergarten's when no class is given. */
export interface GrowthGenerateRequest {
  /** A group account's chosen kindergarten; a kindergarten account leaves it out. */
  kigId?: string;
  termId: string;
  classId?: string;
  studentIds?: string[];
}

export interface GrowthProgressQuery {
  kigId?: string;
  termId: string;
}

/** The growth report calls beside the generic list (spec section 4). */
export const growthApi = {
  generate: (body: GrowthGenerateRequest) => requestAnswer<{ jobId: string; total: number }>('POST', '/health/growthReport/generate', { body }),
  progress: ({ kigId, termId }: GrowthProgressQuery, signal?: AbortSignal) =>
    api.get<GrowthProgress>('/health/growthReport/progress', { kigId, termId }, { signal }),
  content: (id: string, signal?: AbortSignal) => api.get<GrowthReportContent>('/health/growthReport/content', { id }, { signal }),
  pdf: (id: string) => download('GET', '/health/growthReport/pdf', { query: { id } }),
};

export const growthKeys = {
  all: ['growthReport'] as const,
  progress: (q: GrowthProgressQuery) => ['growthReport', 'progress', q] as const,
  content: (id: string) => ['growthReport', 'content', id] as const,
};
