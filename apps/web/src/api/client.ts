import type { ApiLang, Envelope, FieldError } from '@kg/domain';
import { apiBase } from './api-base';
import { ApiError } from './api-error';

/** What the client needs from the session, given by the app at start-up (keeps this module testable). */
export interface ApiContext {
  token(): string | null;
  shardNum(): string;
  appType(): number | null;
  lang(): ApiLang;
  /** Called on a 401 answer: the app clears the session and goes to login. */
  onUnauthorized(): void;
  /** Text for failures that carry no message of their own. */
  fallbackText(): string;
}

let context: ApiContext = {
  token: () => null,
  shardNum: () => '',
  appType: () => null,
  lang: () => 'zh_CN',
  onUnauthorized: () => undefined,
  fallbackText: () => 'error.server',
};

export function configureApiClient(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Login answers 401 for wrong credentials: that is the caller's answer, not an expired session. */
  skipUnauthorized?: boolean;
}

const BINARY_TYPE = /octet-stream|excel|spreadsheet|officedocument|application\/(pdf|zip)|^(image|video|audio)\//i;

function buildUrl(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  params.set('lang', context.lang());
  return `${apiBase()}${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const appType = context.appType();
  if (appType !== null) headers.set('appType', String(appType));
  headers.set('shardNum', context.shardNum());
  const token = context.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is FieldError =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** Some answers (a proxy's, a rate limiter's) are JSON without the envelope: take their message if any. */
function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { txt, message } = body as { txt?: unknown; message?: unknown };
  if (typeof txt === 'string') return txt;
  return typeof message === 'string' ? message : '';
}

/**
 * The one HTTP call of the app (spec sections 7 and 8): adds headers and `lang`, unwraps the envelope,
 * passes binary answers through as Blob, rejects other codes with ApiError; network errors reject as is.
 */
export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers: buildHeaders(options.body),
    body: encodeBody(options.body),
    signal: options.signal,
  });
  const type = response.headers.get('content-type') ?? '';

  if (response.ok && BINARY_TYPE.test(type)) return (await response.blob()) as T;

  const body: unknown = type.includes('json') ? await response.json().catch(() => undefined) : undefined;
  if (isEnvelope(body)) {
    if (body.code === 200) return body.data as T;
    return fail(body.code, body.txt, fieldErrorsOf(body.data), options);
  }
  if (response.ok && body !== undefined) return body as T;
  return fail(response.ok ? 500 : response.status, messageOf(body), [], options);
}

function fail(code: number, txt: string, fieldErrors: FieldError[], options: RequestOptions): never {
  if (code === 401 && !options.skipUnauthorized) context.onUnauthorized();
  throw new ApiError(code, txt || context.fallbackText(), fieldErrors);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'query' | 'body'>) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
};
