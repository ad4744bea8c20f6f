import type { EndpointAnswer, EndpointDef, EndpointInput } from '@kg/domain';
import { endpointRequest } from '@kg/domain/endpoint/endpoint-request';
import { type ApiAnswer, type QueryParams, type RequestOptions, requestAnswer } from './client';

export type EndpointCallOptions = Pick<RequestOptions, 'signal' | 'skipUnauthorized'>;

/**
 * Calls a hand-written endpoint through its declaration in `packages/domain`: the path, the method,
 * what may be sent and what comes back are the server's own, so a renamed path or a changed answer
 * is a type error here too. Answers the data and the server's message (the success text of writes).
 */
export async function callEndpointAnswer<D extends EndpointDef>(def: D, input: EndpointInput<D>, options: EndpointCallOptions = {}): Promise<ApiAnswer<EndpointAnswer<D>>> {
  const { path, rest } = endpointRequest(def, input);
  const sent = def.method === 'GET' ? { query: rest as QueryParams } : { body: input === undefined ? undefined : rest };
  return requestAnswer<EndpointAnswer<D>>(def.method, path, { ...options, ...sent });
}

/** The data of a declared endpoint's answer. */
export async function callEndpoint<D extends EndpointDef>(def: D, input: EndpointInput<D>, options: EndpointCallOptions = {}): Promise<EndpointAnswer<D>> {
  return (await callEndpointAnswer(def, input, options)).data;
}
