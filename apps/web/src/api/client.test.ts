import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, configureApiClient } from './client';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  configureApiClient({
    token: () => 'tok',
    shardNum: () => '00001',
    appType: () => 3,
    lang: () => 'en_US',
    onUnauthorized,
    fallbackText: () => 'Server abnormal',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the headers, lang and a JSON body, and unwraps data', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, txt: 'ok', data: { id: 1 } }));
    await expect(api.post('/sys/x', { a: 1 }, { query: { page: 2, skip: undefined } })).resolves.toEqual({ id: 1 });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/sys/x?page=2&lang=en_US');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('appType')).toBe('3');
    expect(headers.get('shardNum')).toBe('00001');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization without a token', async () => {
    configureApiClient({ token: () => null });
    fetchMock.mockResolvedValue(json({ code: 200, txt: '', data: null }));
    await api.get('/sys/y');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('rejects other codes with txt and field errors', async () => {
    fetchMock.mockResolvedValue(json({ code: 400, txt: 'Bad', data: [{ field: 'name', message: 'Required' }] }, 400));
    const error = await api.post('/sys/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, txt: 'Bad', fieldErrors: [{ field: 'name', message: 'Required' }] });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the session on 401, except where the caller handles it', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, txt: 'Please sign in', data: null }, 401));
    await expect(api.get('/sys/login/get_info')).rejects.toMatchObject({ code: 401, txt: 'Please sign in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.post('/sys/login/login', {}, { skipUnauthorized: true })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('passes binary answers through as Blob', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/vnd.ms-excel' } }));
    const blob = await api.get<Blob>('/api/export');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(3);
  });

  it('takes the message of a JSON answer without envelope, or the fallback text', async () => {
    fetchMock.mockResolvedValueOnce(json({ statusCode: 429, message: 'Slow down' }, 429));
    await expect(api.get('/sys/x')).rejects.toMatchObject({ code: 429, txt: 'Slow down' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(api.get('/sys/x')).rejects.toMatchObject({ code: 502, txt: 'Server abnormal' });
  });

  it('rejects network errors as they are', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    await expect(api.get('/sys/x')).rejects.toBe(failure);
  });
});

describe('downloads', () => {
  it('reads the file name of content-disposition, the UTF-8 form first', async () => {
    const { fileNameOf, download } = await import('./client');
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('用户-2026-05-01.xlsx')}`)).toBe('用户-2026-05-01.xlsx');
    expect(fileNameOf('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameOf(null)).toBe('');

    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([1, 2]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': "attachment; filename*=UTF-8''users.xlsx",
        },
      }),
    );
    const file = await download('POST', '/system/user/export', { body: { name: 'x' } });
    expect(file.fileName).toBe('users.xlsx');
    expect(file.blob.size).toBe(2);
  });

  it('tells the progress of a file as it arrives, against its length, and hands over the whole', async () => {
    const { download } = await import('./client');
    const parts = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])];
    const body = new ReadableStream<Uint8Array>({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) });
    fetchMock.mockResolvedValue(new Response(body, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-length': '5' } }));
    const seen: [number, number | undefined][] = [];
    const file = await download('GET', '/attendance/daily/export', { onProgress: (received, total) => seen.push([received, total]) });
    expect(seen).toEqual([
      [0, 5],
      [3, 5],
      [5, 5],
    ]);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4, 5]));
    // Refused: the message, never a progress.
    fetchMock.mockResolvedValue(json({ code: 403, txt: 'Forbidden', data: null }, 403));
    await expect(download('GET', '/attendance/daily/export', { onProgress: () => seen.push([-1, -1]) })).rejects.toMatchObject({ code: 403 });
    expect(seen).toHaveLength(3);
  });

  it("downloads a declared file answer at the declaration's path, its input as the query, with its name and progress", async () => {
    const { downloadEndpoint } = await import('./endpoint-download');
    const { healthEndpoints } = await import('@kg/domain');
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([1, 2, 3]), {
        headers: { 'content-type': 'application/pdf', 'content-length': '3', 'content-disposition': "attachment; filename*=UTF-8''report.pdf" },
      }),
    );
    const seen: [number, number | undefined][] = [];
    const file = await downloadEndpoint(healthEndpoints.growthPdf, { id: 'r1' }, (received, total) => seen.push([received, total]));
    const { url, init } = lastCall();
    expect(init.method).toBe('GET');
    expect(new URL(url, 'http://x').pathname).toBe('/health/growthReport/pdf');
    expect(new URL(url, 'http://x').searchParams.get('id')).toBe('r1');
    expect(file.fileName).toBe('report.pdf');
    expect(seen).toEqual([
      [0, 3],
      [3, 3],
    ]);
  });

  it('rejects a download the server refused with its message', async () => {
    const { download } = await import('./client');
    fetchMock.mockResolvedValue(json({ code: 403, txt: 'Forbidden', data: null }, 403));
    await expect(download('POST', '/system/user/export')).rejects.toMatchObject({ code: 403, txt: 'Forbidden' });
  });
});

describe('answers with their message', () => {
  it('gives the data and the server text of a write', async () => {
    const { requestAnswer } = await import('./client');
    fetchMock.mockResolvedValue(json({ code: 200, txt: 'Saved', data: { id: 'x' } }));
    await expect(requestAnswer('POST', '/system/user/save', { body: {} })).resolves.toEqual({ data: { id: 'x' }, txt: 'Saved' });
  });
});
