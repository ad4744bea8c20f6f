import { type EndpointAnswer, type EndpointDef, type EndpointInput, endpointRequest } from '@kg/domain';
import type { FastifyInstance } from 'fastify';

/** How the simulator reaches the server: over HTTP, or in-process for the demo seed. */
export interface Transport {
  request<T>(method: 'GET' | 'POST', path: string, body?: object, authorization?: string): Promise<{ status: number; code: number; txt: string; data: T }>;
  /** Posts a file as a presigned form: the fields first, then `file` (as a storage service expects). */
  upload(url: string, fields: Record<string, string>, file: Buffer, fileName: string, contentType: string): Promise<number>;
}

/** A declared endpoint through a transport: its method and path from the declaration, its answer typed by it. */
export function callEndpoint<D extends EndpointDef>(api: Transport, def: D, input: EndpointInput<D>, authorization?: string) {
  const { path, rest } = endpointRequest(def, input);
  if (def.method === 'POST') return api.request<EndpointAnswer<D>>('POST', path, rest, authorization);
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return api.request<EndpointAnswer<D>>('GET', query ? `${path}?${query}` : path, undefined, authorization);
}

function formOf(fields: Record<string, string>, file: Buffer, fileName: string, contentType: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([Uint8Array.from(file)], { type: contentType }), fileName);
  return form;
}

export function httpTransport(baseUrl: string): Transport {
  return {
    async request(method, path, body, authorization) {
      const res = await fetch(new URL(path, baseUrl), {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(authorization ? { authorization } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json().catch(() => ({}))) as { code?: number; txt?: string; data?: unknown };
      return { status: res.status, code: json.code ?? res.status, txt: json.txt ?? res.statusText, data: json.data as never };
    },
    async upload(url, fields, file, fileName, contentType) {
      const res = await fetch(new URL(url, baseUrl), { method: 'POST', body: formOf(fields, file, fileName, contentType) });
      await res.arrayBuffer();
      return res.status;
    },
  };
}

export function injectTransport(app: FastifyInstance): Transport {
  return {
    async request(method, path, body, authorization) {
      const res = await app.inject({ method, url: path, ...(body ? { payload: body } : {}), headers: authorization ? { authorization } : {} });
      const json = res.json<{ code?: number; txt?: string; data?: unknown }>();
      return { status: res.statusCode, code: json.code ?? res.statusCode, txt: json.txt ?? '', data: json.data as never };
    },
    async upload(url, fields, file, fileName, contentType) {
      const res = await app.inject({ method: 'POST', url, payload: formOf(fields, file, fileName, contentType) });
      return res.statusCode;
    },
  };
}
