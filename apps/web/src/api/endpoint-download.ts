import type { EndpointDef, EndpointInput, FileAnswer } from '@kg/domain';
import { endpointRequest } from '@kg/domain/endpoint/endpoint-request';
import { download, type DownloadedFile, type DownloadProgress, type QueryParams } from './client';

/**
 * A declared file answer (a report's sheet) with the server's file name, its progress told as it
 * arrives: a GET's input is its query, a POST's its body. Apart from `callEndpoint`, which the
 * sign-in screen loads.
 */
export async function downloadEndpoint<D extends EndpointDef & { answer: FileAnswer }>(def: D, input: EndpointInput<D>, onProgress?: DownloadProgress): Promise<DownloadedFile> {
  const { path, rest } = endpointRequest(def, input);
  return download(def.method, path, { ...(def.method === 'GET' ? { query: rest as QueryParams } : { body: rest }), onProgress });
}
