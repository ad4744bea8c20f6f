import { type SchoolRecordsQuery, schoolRecordsEndpoints, type TeacherTotalsQuery } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = schoolRecordsEndpoints;

/** School -> Records and Teacher totals, declared in `schoolRecordsEndpoints`. */
export const schoolRecordsApi = {
  records: (body: SchoolRecordsQuery, signal?: AbortSignal) => callEndpoint(e.records, body, { signal }),
  recordsExport: (body: SchoolRecordsQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.recordsExport, body, onProgress),
  teacherTotals: (body: TeacherTotalsQuery, signal?: AbortSignal) => callEndpoint(e.teacherTotals, body, { signal }),
  teacherTotalsExport: (body: TeacherTotalsQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.teacherTotalsExport, body, onProgress),
};

export const schoolRecordsKeys = {
  records: (q: SchoolRecordsQuery) => ['school', 'records', q] as const,
  teacherTotals: (q: TeacherTotalsQuery) => ['school', 'teacherTotals', q] as const,
};
