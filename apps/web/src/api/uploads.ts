import type { OssAuth, OssAuthBody } from '@kg/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiBase } from './api-base';
import { api, apiUrl } from './client';

/** What GET /sys/config answers: where stored files are served from, and which storage receives uploads. */
export interface MediaConfig {
  mediaHost: string;
  storage: 'local' | 's3';
}

export const mediaConfigQuery = queryOptions({
  queryKey: ['sys', 'config'] as const,
  queryFn: ({ signal }) => api.get<MediaConfig>('/sys/config', undefined, { signal }),
  staleTime: Infinity,
});

export const uploadApi = {
  /** Presigns one upload (400 with the translated reason when the file is not allowed). */
  authorize: (body: OssAuthBody) => api.post<OssAuth>('/sys/third-auth/getOssAuth', body),
  /** Marks an upload sent straight to S3 as done (the local driver confirms on receipt). */
  confirm: (path: string) => api.post<unknown>('/sys/third-auth/confirm', { path }),
};

/** A host or address given relative to the API (the local driver's `/files`, `/sys/upload/local`) gets the API base. */
export function onApi(address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${apiBase()}${address}` : address;
}

/** The address an upload is posted to: the API's own with `lang` (so its refusals are translated), a storage's as given. */
export function uploadTarget(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? apiUrl(url) : url;
}
