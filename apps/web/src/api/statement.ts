import { statementEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = statementEndpoints;

/** Money's statements and the reconciliation report (issue 17). */
export const statementApi = {
  list: (query: { accountId?: string; month?: string; pageNumber: number; pageSize: number }) => callEndpoint(e.list, query),
  get: (id: string) => callEndpoint(e.get, { id }),
  generate: (accountId: string) => callEndpointAnswer(e.generate, { accountId }),
  xlsx: (id: string, onProgress?: DownloadProgress) => downloadEndpoint(e.xlsx, { id }, onProgress),
  pdf: (id: string, onProgress?: DownloadProgress) => downloadEndpoint(e.pdf, { id }, onProgress),
  reconcile: () => callEndpoint(e.reconcile, {}),
  exportReconciliation: (onProgress?: DownloadProgress) => downloadEndpoint(e.exportReconciliation, {}, onProgress),
};
