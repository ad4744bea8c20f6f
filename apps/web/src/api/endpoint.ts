import type { EndpointAnswer, EndpointDef, EndpointInput, FileAnswer } from '@kg/domain';
import { endpointRequest } from '@kg/domain/endpoint/endpoint-request';
import { type ApiAnswer, download, type DownloadedFile, type DownloadProgress, type QueryParams, type RequestOptions, requestAnswer } from './client';

export type EndpointCallOptions = Pick<RequestOptions, 'signal' | 'skipUnauthorized'>;

/**
 * Calls a hand-written endpoint through its declaration in `packages/domain`: the path, the method,
 * what may be sent and what comes back are the server's own, so a renamed path or a changed answer
 * is a type error here too. Answers the data and the server's message (the success text of writes).
 */
export async function callEndpointAnswer<D extends EndpointDef>(
  def: D,
  input: EndpointInput<D>,
  options: EndpointCallOptions = {},
): Promise<ApiAnswer<EndpointAnswer<D>>> {
  const { path, rest } = endpointRequest(def, input);
  const sent = def.method === 'GET' ? { query: rest as QueryParams } : { body: input === undefined ? undefined : rest };
  return requestAnswer<EndpointAnswer<D>>(def.method, path, { ...options, ...sent });
}

/** The data of a declared endpoint's answer. */
export async function callEndpoint<D extends EndpointDef>(def: D, input: EndpointInput<D>, options: EndpointCallOptions = {}): Promise<EndpointAnswer<D>> {
  return (await callEndpointAnswer(def, input, options)).data;
}

/** A declared file answer (a spreadsheet, a PDF), with the name the server gave it and, when asked, its progress. */
export async function downloadEndpoint<D extends EndpointDef & { answer: FileAnswer }>(def: D, input: EndpointInput<D>, onProgress?: DownloadProgress): Promise<DownloadedFile> {
  const { path, rest } = endpointRequest(def, input);
  return download(def.method, path, def.method === 'GET' ? { query: rest as QueryParams, onProgress } : { body: rest, onProgress });
}
