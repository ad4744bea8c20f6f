import type { AttendanceOverview, DailyAttendance, DayRecordPage, MonthlyAttendance, NotArrived, PersonKind, RecordsQuery } from '@kg/domain';
import { api, download, type DownloadProgress } from './client';
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

/** The attendance reports (spec: daily and monthly counts, reports, screening, noCheck). */
export const attendanceApi = {
  daily: ({ kigId, date }: DayQuery, signal?: AbortSignal) =>
    api.get<DailyAttendance>('/attendance/daily/byClass', { kigId, date }, { signal }),
  monthly: ({ kigId, month }: MonthQuery, signal?: AbortSignal) =>
    api.get<MonthlyAttendance>('/attendance/monthly/byClass', { kigId, month }, { signal }),
  dailyExport: ({ kigId, date }: DayQuery, onProgress?: DownloadProgress) =>
    download('GET', '/attendance/daily/export', { query: { kigId, date }, onProgress }),
  monthlyExport: ({ kigId, month }: MonthQuery, personKind: PersonKind, onProgress?: DownloadProgress) =>
    download('GET', '/attendance/monthly/export', { query: { kigId, month, personKind }, onProgress }),
  records: (body: RecordsQuery, signal?: AbortSignal) => api.post<DayRecordPage>('/attendance/records/list', body, { signal }),
  /** Every record of the filters (paging is ignored). */
  recordsExport: (body: RecordsQuery, onProgress?: DownloadProgress) => download('POST', '/attendance/records/export', { body, onProgress }),
  noCheck: ({ kigId, date, classId }: DayQuery, signal?: AbortSignal) =>
    api.get<NotArrived>('/attendance/noCheck/list', { kigId, date, classId }, { signal }),
  noCheckExport: ({ kigId, date, classId }: DayQuery, onProgress?: DownloadProgress) =>
    download('GET', '/attendance/noCheck/export', { query: { kigId, date, classId }, onProgress }),
  overview: ({ from, to, groupBy, areaCode }: OverviewQuery, signal?: AbortSignal) =>
    api.get<AttendanceOverview>('/attendance/overview', { from, to, groupBy, areaCode }, { signal }),
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
