import type { EndpointAnswer, EndpointDef, EndpointInput } from '@kg/domain';
import { endpointRequest } from '@kg/domain/endpoint/endpoint-request';
import { IDEMPOTENCY_HEADER } from '@kg/domain/idempotency';
import { type ApiAnswer, type QueryParams, type RequestOptions, requestAnswer } from './client';

export type EndpointCallOptions = Pick<RequestOptions, 'signal' | 'skipUnauthorized'> & {
  /** Sent as `Idempotency-Key` (the money-moving calls): made once per user action (idempotency.ts `ActionKeys`). */
  idempotencyKey?: string;
};

/**
 * Calls a hand-written endpoint through its declaration in `packages/domain`: the path, the method,
 * what may be sent and what comes back are the server's own, so a renamed path or a changed answer
 * is a type error here too. Answers the data and the server's message (the success text of writes).
 */
export async function callEndpointAnswer<D extends EndpointDef>(def: D, input: EndpointInput<D>, options: EndpointCallOptions = {}): Promise<ApiAnswer<EndpointAnswer<D>>> {
  const { path, rest } = endpointRequest(def, input);
  const sent = def.method === 'GET' ? { query: rest as QueryParams } : { body: input === undefined ? undefined : rest };
  const { idempotencyKey, ...requestOptions } = options;
  const headers = idempotencyKey === undefined ? undefined : { [IDEMPOTENCY_HEADER]: idempotencyKey };
  return requestAnswer<EndpointAnswer<D>>(def.method, path, { ...requestOptions, ...sent, headers });
}

/** The data of a declared endpoint's answer. */
export async function callEndpoint<D extends EndpointDef>(def: D, input: EndpointInput<D>, options: EndpointCallOptions = {}): Promise<EndpointAnswer<D>> {
  return (await callEndpointAnswer(def, input, options)).data;
}
