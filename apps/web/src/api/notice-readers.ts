import { noticeReaderEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = noticeReaderEndpoints;

/** Who has read a notice, and its sheet. */
export const noticeReadersApi = {
  readers: (id: string, signal?: AbortSignal) => callEndpoint(e.readers, { id }, { signal }),
  exportReaders: (id: string, onProgress?: DownloadProgress) => downloadEndpoint(e.readersExport, { id }, onProgress),
};
