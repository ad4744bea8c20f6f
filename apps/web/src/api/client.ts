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
  /** The identity fields of spec section 6 for the signed-in user (the server ignores them; scope is the session's). */
  identity(): Record<string, string>;
}

let context: ApiContext = {
  token: () => null,
  shardNum: () => '',
  appType: () => null,
  lang: () => 'zh_CN',
  onUnauthorized: () => undefined,
  fallbackText: () => 'error.server',
  identity: () => ({}),
};

export function configureApiClient(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

/** The identity fields generic calls add to their body or query. */
export function identityFields(): Record<string, string> {
  return context.identity();
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Login answers 401 for wrong credentials: that is the caller's answer, not an expired session. */
  skipUnauthorized?: boolean;
  /** Headers of this call only (a verification code for a protected export). */
  headers?: Record<string, string>;
}

const BINARY_TYPE = /octet-stream|excel|spreadsheet|officedocument|application\/(pdf|zip)|^(image|video|audio)\//i;

/** The full address of a call of this API, with `lang` (for calls made outside fetch, as an upload with progress). */
export function apiUrl(path: string, query?: QueryParams): string {
  return buildUrl(path, query);
}

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

function withExtra(headers: Headers, extra: Record<string, string> | undefined): Headers {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
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
  return data.filter((item): item is FieldError => typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string');
}

/** Some answers (a proxy's, a rate limiter's) are JSON without the envelope: take their message if any. */
function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { txt, message } = body as { txt?: unknown; message?: unknown };
  if (typeof txt === 'string') return txt;
  return typeof message === 'string' ? message : '';
}

/** A successful answer: its data and the server's message (shown as the success text of writes). */
export interface ApiAnswer<T> {
  data: T;
  txt: string;
}

/** A downloaded file and the name the server gave it (content-disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a content-disposition header: the RFC 5987 `filename*` first, then `filename`. */
export function fileNameOf(header: string | null): string {
  if (!header) return '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() ?? '';
}

async function send(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<Response> {
  return fetch(buildUrl(path, options.query), {
    method,
    headers: withExtra(buildHeaders(options.body), options.headers),
    body: encodeBody(options.body),
    signal: options.signal,
  });
}

/** Unwraps the envelope of an answer, or rejects with ApiError (spec section 8). */
async function unwrap<T>(response: Response, options: RequestOptions): Promise<ApiAnswer<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && BINARY_TYPE.test(type)) return { data: (await response.blob()) as T, txt: '' };

  const body: unknown = type.includes('json') ? await response.json().catch(() => undefined) : undefined;
  if (isEnvelope(body)) {
    if (body.code === 200) return { data: body.data as T, txt: body.txt };
    return fail(body.code, body.txt, fieldErrorsOf(body.data), options);
  }
  if (response.ok && body !== undefined) return { data: body as T, txt: '' };
  return fail(response.ok ? 500 : response.status, messageOf(body), [], options);
}

/** The answer's data and the server's message, for writes whose success text the screen shows. */
export async function requestAnswer<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  return unwrap<T>(await send(method, path, options), options);
}

/**
 * The one HTTP call of the app (spec sections 7 and 8): adds headers and `lang`, unwraps the envelope,
 * passes binary answers through as Blob, rejects other codes with ApiError; network errors reject as is.
 */
export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestAnswer<T>(method, path, options)).data;
}

/** How much of a download has arrived: bytes, and the whole when the server told it. */
export type DownloadProgress = (received: number, total: number | undefined) => void;

/** A binary answer (xlsx export, import template) with its file name; an error answer rejects as usual. */
export async function download(method: 'GET' | 'POST', path: string, options: RequestOptions & { onProgress?: DownloadProgress } = {}): Promise<DownloadedFile> {
  const response = await send(method, path, options);
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  const binary = response.ok && BINARY_TYPE.test(response.headers.get('content-type') ?? '');
  if (binary && options.onProgress && response.body) return { blob: await readCounting(response, options.onProgress), fileName };
  const { data } = await unwrap<unknown>(response, options);
  if (!(data instanceof Blob)) throw new ApiError(500, context.fallbackText());
  return { blob: data, fileName };
}

/** A binary body read as it arrives, telling each step (a compressed answer tells no whole). */
async function readCounting(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = response.headers.get('content-encoding') || !length ? undefined : length;
  const reader = response.body!.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
}

function fail(code: number, txt: string, fieldErrors: FieldError[], options: RequestOptions): never {
  if (code === 401 && !options.skipUnauthorized) context.onUnauthorized();
  throw new ApiError(code, txt || context.fallbackText(), fieldErrors);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'query' | 'body'>) => request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
};
