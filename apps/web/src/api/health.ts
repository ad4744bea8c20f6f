import { type CheckSession, type EndpointInput, healthEndpoints, type ReachGroupBy, type ReviewState } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

export type { CheckDetail, NotChecked } from '@kg/domain';

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

export type CheckReview = EndpointInput<typeof healthEndpoints.review>;

/** Checks with their photos: a child's history or a day's photo wall (at most 31 days). */
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

const e = healthEndpoints;

/** The health calls beside the generic ones (spec: morning and afternoon checks), declared in `healthEndpoints`. */
export const healthApi = {
  daily: ({ kigId, date, session }: HealthDayQuery, signal?: AbortSignal) => callEndpoint(e.daily, { kigId, date, session }, { signal }),
  /** A group's kindergartens on a day (a kindergarten account sees its own). */
  overview: ({ date, session, groupBy, areaCode }: Pick<HealthDayQuery, 'date' | 'session'> & ReachLayout, signal?: AbortSignal) =>
    callEndpoint(e.overview, { date, session, groupBy, areaCode }, { signal }),
  /** The month of each kindergarten (or area) in reach. */
  monthlyOverview: ({ month, session, groupBy, areaCode }: Omit<HealthMonthQuery, 'kigId'> & ReachLayout, signal?: AbortSignal) =>
    callEndpoint(e.monthlyOverview, { month, session, groupBy, areaCode }, { signal }),
  monthly: ({ kigId, month, session }: HealthMonthQuery, signal?: AbortSignal) => callEndpoint(e.monthly, { kigId, month, session }, { signal }),
  dailyExport: ({ kigId, date, session }: HealthDayQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.dailyExport, { kigId, date, session }, onProgress),
  monthlyExport: ({ kigId, month, session }: HealthMonthQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.monthlyExport, { kigId, month, session }, onProgress),
  notChecked: ({ kigId, date, session, classId }: HealthDayQuery, signal?: AbortSignal) => callEndpoint(e.notChecked, { kigId, date, session, classId }, { signal }),
  detail: (id: string, signal?: AbortSignal) => callEndpoint(e.detail, { id }, { signal }),
  photos: ({ flagged, ...q }: CheckPhotoQuery, signal?: AbortSignal) => callEndpoint(e.photos, { ...q, flagged: flagged ? 'true' : undefined }, { signal }),
  /** Each child's morning and afternoon of a day (mon-aft-healthDetail). */
  dayDetail: ({ kigId, date, classId }: Omit<HealthDayQuery, 'session'>, signal?: AbortSignal) => callEndpoint(e.dayDetail, { kigId, date, classId }, { signal }),
  review: (body: CheckReview) => callEndpointAnswer(e.review, body),
  /** For an institution or its experts: the abnormal checks withheld for want of consent. */
  withheld: (signal?: AbortSignal) => callEndpoint(e.withheld, {}, { signal }),
  /** An expert's message about an abnormal check it may see. */
  writeMessage: (body: EndpointInput<typeof e.writeMessage>) => callEndpointAnswer(e.writeMessage, body),
  /** The kindergarten's answer to an open message. */
  replyMessage: (body: EndpointInput<typeof e.replyMessage>) => callEndpointAnswer(e.replyMessage, body),
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
  withheld: ['health', 'withheld'] as const,
};
