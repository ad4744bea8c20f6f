import { attendanceEndpoints } from '@kg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './client';
import { callEndpoint } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const fetchMock = vi.fn<typeof fetch>();
const KIG = '0190a0a0-0000-7000-8000-000000000001';
const SHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sheet(bytes: number[]): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': SHEET, 'content-length': String(bytes.length), 'content-disposition': "attachment; filename*=UTF-8''day.xlsx" },
  });
}

function lastCall(): { url: string; init: RequestInit } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureApiClient({ token: () => 'tok', shardNum: () => '00001', appType: () => 3, lang: () => 'en_US', onUnauthorized: vi.fn(), fallbackText: () => 'Server abnormal' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('declared endpoints', () => {
  it("sends a GET's input as its query and a POST's as its body, at the declared path", async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 200, txt: '', data: { records: [] } }), { headers: { 'content-type': 'application/json' } }));
    await callEndpoint(attendanceEndpoints.noCheck, { kigId: KIG, date: '2026-11-02', classId: undefined });
    expect(lastCall().url).toBe(`/attendance/noCheck/list?kigId=${KIG}&date=2026-11-02&lang=en_US`);
    expect(lastCall().init.method).toBe('GET');

    await callEndpoint(attendanceEndpoints.records, { from: '2026-11-01', to: '2026-11-02', status: 'late' });
    expect(lastCall().url).toBe('/attendance/records/list?lang=en_US');
    expect(lastCall().init.method).toBe('POST');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ from: '2026-11-01', to: '2026-11-02', status: 'late' });
  });

  it('downloads a declared sheet under its name, telling the progress, a GET by its query and a POST by its body', async () => {
    fetchMock.mockResolvedValue(sheet([1, 2, 3]));
    const seen: [number, number | undefined][] = [];
    const file = await downloadEndpoint(attendanceEndpoints.dailyExport, { kigId: KIG, date: '2026-11-02' }, (received, total) => seen.push([received, total]));
    expect(lastCall().url).toBe(`/attendance/daily/export?kigId=${KIG}&date=2026-11-02&lang=en_US`);
    expect(file.fileName).toBe('day.xlsx');
    expect(file.blob.size).toBe(3);
    expect(seen.at(-1)).toEqual([3, 3]);

    fetchMock.mockResolvedValue(sheet([1]));
    await downloadEndpoint(attendanceEndpoints.recordsExport, { from: '2026-11-01', to: '2026-11-02', personKind: 'teacher' });
    expect(lastCall().url).toBe('/attendance/records/export?lang=en_US');
    expect(lastCall().init.method).toBe('POST');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ from: '2026-11-01', to: '2026-11-02', personKind: 'teacher' });
  });
});
