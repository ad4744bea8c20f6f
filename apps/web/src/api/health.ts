import type { CheckSession, checkReviewSchema, HealthDaily, HealthMonthly, HealthOverview } from '@kg/domain';
import type { z } from 'zod';
import { api, download, requestAnswer } from './client';
import type { ResourceRecord } from './resource-api';

/** `kigId` of a group account's chosen kindergarten; a kindergarten account leaves it out (the session has it). */
export interface HealthDayQuery {
  kigId?: string;
  date: string;
  session: CheckSession;
  classId?: string;
}

/** A kindergarten's month of checks (`kigId` as in HealthDayQuery). */
export interface HealthMonthQuery {
  kigId?: string;
  month: string;
  session: CheckSession;
}

/** GET /health/notChecked/list: the children expected but not yet checked in a session. */
export interface NotChecked {
  kigId: string;
  date: string;
  session: CheckSession;
  students: { id: string; name: string; studentNumber: string | null; classId: string; className: string }[];
}

/** GET /health/healthCheck/detail: a check with its photos and what the machine saw before a correction. */
export interface CheckDetail {
  record: ResourceRecord;
  photos: string[];
  machineFindings: Partial<Record<'temperature' | 'hand' | 'mouth' | 'trauma' | 'nails', unknown>> | null;
}

export type CheckReview = z.input<typeof checkReviewSchema>;

/** The health calls beside the generic ones (spec: morning and afternoon checks). */
export const healthApi = {
  daily: ({ kigId, date, session }: HealthDayQuery, signal?: AbortSignal) =>
    api.get<HealthDaily>('/health/stats/daily', { kigId, date, session }, { signal }),
  /** A group's kindergartens on a day (a kindergarten account sees its own). */
  overview: ({ date, session }: Pick<HealthDayQuery, 'date' | 'session'>, signal?: AbortSignal) =>
    api.get<HealthOverview>('/health/stats/overview', { date, session }, { signal }),
  monthly: ({ kigId, month, session }: HealthMonthQuery, signal?: AbortSignal) =>
    api.get<HealthMonthly>('/health/stats/monthly', { kigId, month, session }, { signal }),
  monthlyExport: ({ kigId, month, session }: HealthMonthQuery) =>
    download('GET', '/health/stats/monthlyExport', { query: { kigId, month, session } }),
  notChecked: ({ kigId, date, session, classId }: HealthDayQuery, signal?: AbortSignal) =>
    api.get<NotChecked>('/health/notChecked/list', { kigId, date, session, classId }, { signal }),
  detail: (id: string, signal?: AbortSignal) => api.get<CheckDetail>('/health/healthCheck/detail', { id }, { signal }),
  review: (body: CheckReview) => requestAnswer<ResourceRecord>('POST', '/health/healthCheck/review', { body }),
  /** An expert's message about an abnormal check it may see. */
  writeMessage: (body: { checkId: string; content: string }) => requestAnswer<{ id: string }>('POST', '/health/doctorMessage/write', { body }),
  /** The kindergarten's answer to an open message. */
  replyMessage: (body: { id: string; reply: string }) => requestAnswer<{ id: string }>('POST', '/health/doctorMessage/reply', { body }),
};

/** Query keys: everything under ['health'], so a review refreshes every statistic. */
export const healthKeys = {
  all: ['health'] as const,
  daily: (q: HealthDayQuery) => ['health', 'daily', q] as const,
  overview: (q: Pick<HealthDayQuery, 'date' | 'session'>) => ['health', 'overview', q] as const,
  monthly: (q: HealthMonthQuery) => ['health', 'monthly', q] as const,
  notChecked: (q: HealthDayQuery) => ['health', 'notChecked', q] as const,
  detail: (id: string) => ['health', 'detail', id] as const,
};
