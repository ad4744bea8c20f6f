import type {
  CheckSession,
  checkReviewSchema,
  CheckWithPhotos,
  HealthDaily,
  HealthDayDetail,
  HealthMonthly,
  HealthMonthlyOverview,
  HealthOverview,
  ReachGroupBy,
  ReviewState,
} from '@kg/domain';
import type { z } from 'zod';
import { api, download, type DownloadProgress, requestAnswer } from './client';
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

/** How several kindergartens are laid out: by kindergarten or by area, within an area (all when left out). */
export interface ReachLayout {
  groupBy: ReachGroupBy;
  areaCode?: string;
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

/** GET /health/healthCheck/photos: a child's history or a day's photo wall (at most 31 days). */
export interface CheckPhotoQuery {
  kigId?: string;
  studentId?: string;
  classId?: string;
  from: string;
  to: string;
  session?: CheckSession;
  review?: ReviewState;
  flagged?: boolean;
}

/** The health calls beside the generic ones (spec: morning and afternoon checks). */
export const healthApi = {
  daily: ({ kigId, date, session }: HealthDayQuery, signal?: AbortSignal) =>
    api.get<HealthDaily>('/health/stats/daily', { kigId, date, session }, { signal }),
  /** A group's kindergartens on a day (a kindergarten account sees its own). */
  overview: ({ date, session, groupBy, areaCode }: Pick<HealthDayQuery, 'date' | 'session'> & ReachLayout, signal?: AbortSignal) =>
    api.get<HealthOverview>('/health/stats/overview', { date, session, groupBy, areaCode }, { signal }),
  /** The month of each kindergarten (or area) in reach. */
  monthlyOverview: ({ month, session, groupBy, areaCode }: Omit<HealthMonthQuery, 'kigId'> & ReachLayout, signal?: AbortSignal) =>
    api.get<HealthMonthlyOverview>('/health/stats/monthlyOverview', { month, session, groupBy, areaCode }, { signal }),
  monthly: ({ kigId, month, session }: HealthMonthQuery, signal?: AbortSignal) =>
    api.get<HealthMonthly>('/health/stats/monthly', { kigId, month, session }, { signal }),
  dailyExport: ({ kigId, date, session }: HealthDayQuery, onProgress?: DownloadProgress) =>
    download('GET', '/health/stats/dailyExport', { query: { kigId, date, session }, onProgress }),
  monthlyExport: ({ kigId, month, session }: HealthMonthQuery, onProgress?: DownloadProgress) =>
    download('GET', '/health/stats/monthlyExport', { query: { kigId, month, session }, onProgress }),
  notChecked: ({ kigId, date, session, classId }: HealthDayQuery, signal?: AbortSignal) =>
    api.get<NotChecked>('/health/notChecked/list', { kigId, date, session, classId }, { signal }),
  detail: (id: string, signal?: AbortSignal) => api.get<CheckDetail>('/health/healthCheck/detail', { id }, { signal }),
  photos: ({ flagged, ...q }: CheckPhotoQuery, signal?: AbortSignal) =>
    api.get<CheckWithPhotos[]>('/health/healthCheck/photos', { ...q, flagged: flagged ? 'true' : undefined }, { signal }),
  /** Each child's morning and afternoon of a day (mon-aft-healthDetail). */
  dayDetail: ({ kigId, date, classId }: Omit<HealthDayQuery, 'session'>, signal?: AbortSignal) =>
    api.get<HealthDayDetail>('/health/stats/dayDetail', { kigId, date, classId }, { signal }),
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
  overview: (q: Pick<HealthDayQuery, 'date' | 'session'> & ReachLayout) => ['health', 'overview', q] as const,
  monthlyOverview: (q: Omit<HealthMonthQuery, 'kigId'> & ReachLayout) => ['health', 'monthlyOverview', q] as const,
  monthly: (q: HealthMonthQuery) => ['health', 'monthly', q] as const,
  notChecked: (q: HealthDayQuery) => ['health', 'notChecked', q] as const,
  detail: (id: string) => ['health', 'detail', id] as const,
  photos: (q: CheckPhotoQuery) => ['health', 'photos', q] as const,
  dayDetail: (q: Omit<HealthDayQuery, 'session'>) => ['health', 'dayDetail', q] as const,
};
