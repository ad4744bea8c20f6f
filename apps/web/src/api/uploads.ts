import { filesEndpoints, type OssAuthBody } from '@kg/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiBase } from './api-base';
import { apiUrl } from './client';
import { callEndpoint } from './endpoint';

export type { MediaConfig } from '@kg/domain';

export const mediaConfigQuery = queryOptions({
  queryKey: ['sys', 'config'] as const,
  queryFn: ({ signal }) => callEndpoint(filesEndpoints.config, {}, { signal }),
  staleTime: Infinity,
});

export const uploadApi = {
  /** Presigns one upload (400 with the translated reason when the file is not allowed). */
  authorize: (body: OssAuthBody) => callEndpoint(filesEndpoints.authorize, body),
  /** Marks an upload sent straight to S3 as done (the local driver confirms on receipt). */
  confirm: (path: string) => callEndpoint(filesEndpoints.confirm, { path }),
};

/** A host or address given relative to the API (the local driver's `/files`, `/sys/upload/local`) gets the API base. */
export function onApi(address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${apiBase()}${address}` : address;
}

/** The address an upload is posted to: the API's own with `lang` (so its refusals are translated), a storage's as given. */
export function uploadTarget(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? apiUrl(url) : url;
}
