import { attendanceEndpoints, type PersonKind, type RecordsQuery } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint } from './endpoint';
import { downloadEndpoint } from './endpoint-download';
import type { ReachLayout } from './health';

/** `kigId` of a group account's chosen kindergarten; a kindergarten account leaves it out (the session has it). */
interface KigQuery {
  kigId?: string;
}

export interface DayQuery extends KigQuery {
  date: string;
  classId?: string;
}

export interface MonthQuery extends KigQuery {
  month: string;
}

/** The kindergartens in reach side by side over a day, a month or a report's range. */
export interface OverviewQuery extends ReachLayout {
  from: string;
  to: string;
}

const e = attendanceEndpoints;

/** The attendance reports (spec: daily and monthly counts, reports, screening, noCheck), declared in `attendanceEndpoints`. */
export const attendanceApi = {
  daily: ({ kigId, date }: DayQuery, signal?: AbortSignal) => callEndpoint(e.daily, { kigId, date }, { signal }),
  monthly: ({ kigId, month }: MonthQuery, signal?: AbortSignal) => callEndpoint(e.monthly, { kigId, month }, { signal }),
  dailyExport: ({ kigId, date }: DayQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.dailyExport, { kigId, date }, onProgress),
  monthlyExport: ({ kigId, month }: MonthQuery, personKind: PersonKind, onProgress?: DownloadProgress) =>
    downloadEndpoint(e.monthlyExport, { kigId, month, personKind }, onProgress),
  records: (body: RecordsQuery, signal?: AbortSignal) => callEndpoint(e.records, body, { signal }),
  /** Every record of the filters (paging is ignored). */
  recordsExport: (body: RecordsQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.recordsExport, body, onProgress),
  noCheck: ({ kigId, date, classId }: DayQuery, signal?: AbortSignal) => callEndpoint(e.noCheck, { kigId, date, classId }, { signal }),
  noCheckExport: ({ kigId, date, classId }: DayQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.noCheckExport, { kigId, date, classId }, onProgress),
  overview: ({ from, to, groupBy, areaCode }: OverviewQuery, signal?: AbortSignal) => callEndpoint(e.overview, { from, to, groupBy, areaCode }, { signal }),
};

/** Query keys: everything under ['attendance'], so one invalidation refreshes every report. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  daily: (q: DayQuery) => ['attendance', 'daily', q] as const,
  monthly: (q: MonthQuery) => ['attendance', 'monthly', q] as const,
  records: (q: RecordsQuery) => ['attendance', 'records', q] as const,
  noCheck: (q: DayQuery) => ['attendance', 'noCheck', q] as const,
  overview: (q: OverviewQuery) => ['attendance', 'overview', q] as const,
};
