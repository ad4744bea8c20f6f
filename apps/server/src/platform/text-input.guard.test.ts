import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../test/api-client.js';
import { allCodes, grantPermissions } from '../test/permissions.js';
import { createTestApp, envelope, type TestApp } from '../test/test-app.js';

/** The text rule at the door of every route, through the real server and database. */
let t: TestApp;
let kig: ApiClient;
let kigId: string;

beforeAll(async () => {
  t = await createTestApp();
  kigId = await grantPermissions(t.database.db, 'KG0001', 3, allCodes(['campus:position', 'campus:enrollment']));
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});
afterAll(() => t.close());

const rawPost = (url: string, body: string | Buffer, lang = 'en_US') =>
  t.app.inject({ method: 'POST', url: `${url}?lang=${lang}`, headers: { authorization: `Bearer ${kig.token}`, 'content-type': 'application/json' }, payload: body });

const positions = async (positionName: string) =>
  (await kig.ok(kig.post<Page<{ positionName: string }>>('/campus/position/list', { positionName, pageSize: 100 }))).records.map((r) => r.positionName);

describe('text input', () => {
  it('refuses NUL with 400 naming the field, in the language of the request', async () => {
    const body = JSON.stringify({ positionName: 'a\u0000b', sort: 1 });
    const messages = { en_US: 'Contains a control character that is not allowed here', zh_CN: '含有不允许的控制字符', zh_TW: '含有不允許的控制字元' };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await rawPost('/campus/position/save', body, lang);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).data).toEqual([{ field: 'positionName', message }]);
    }
    expect(await positions('a')).toEqual([]);
  });

  it('refuses a lone surrogate (JSON "\\ud800") rather than storing U+FFFD', async () => {
    const res = await rawPost('/campus/position/save', '{"positionName":"a\\ud800b","sort":1}');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).data).toEqual([{ field: 'positionName', message: 'Contains an invalid character (broken Unicode)' }]);
    expect(await positions('a')).toEqual([]);
  });

  it('refuses a body whose bytes are not UTF-8, naming the field that held them', async () => {
    const bytes = Buffer.concat([Buffer.from('{"sort":1,"positionName":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('b"}')]);
    const res = await rawPost('/campus/position/save', bytes);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).data).toEqual([{ field: 'positionName', message: 'Contains an invalid character (broken Unicode)' }]);
  });

  it('names nested fields by their JSON path, and walks a deep body without failing', async () => {
    const res = await kig.post('/campus/position/list', { positionName: ['ok', 'a\u0007'], sort: { field: 'x\u0000' } });
    expect(res.status).toBe(400);
    expect((res.data as { field: string }[]).map((f) => f.field).sort()).toEqual(['positionName.1', 'sort.field']);
    const deep = await rawPost('/campus/position/list', `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`);
    expect(deep.statusCode).toBe(400);
  });

  it('refuses a querystring or a path that is not UTF-8, in the envelope', async () => {
    const q = await kig.get('/campus/position/options?q=a%ED%A0%80b');
    expect(q).toMatchObject({ status: 400, data: [{ field: 'q', message: 'Contains an invalid character (broken Unicode)' }] });
    const path = await t.app.inject({ method: 'GET', url: '/files/a%ED%A0%80b?lang=zh_TW' });
    expect(path.statusCode).toBe(400);
    expect(envelope(path)).toMatchObject({ code: 400, data: [{ field: 'url', message: '含有無效的字元（編碼不完整）' }] });
    expect((await kig.get('/campus/position/options?q=%00')).status).toBe(400);
  });

  it('stores NFC: a name typed decomposed is the same name typed composed (found, and unique)', async () => {
    const saved = await kig.ok(kig.post<{ positionName: string }>('/campus/position/save', { positionName: 'Cafe\u0301 lead', sort: 1 }));
    expect(saved.positionName).toBe('Caf\u00e9 lead');
    expect(await positions('Caf\u00e9')).toEqual(['Caf\u00e9 lead']);
    expect(await positions('Cafe\u0301')).toEqual(['Caf\u00e9 lead']);
    expect(await kig.post('/campus/position/save', { positionName: 'Caf\u00e9 lead', sort: 2 })).toMatchObject({ status: 409, data: [{ field: 'positionName' }] });
  });

  it('takes line breaks in multi-line text only', async () => {
    const base = { childName: '陈小雨', kigId, birthDate: '2023-06-01', parentName: '陈强', parentPhone: '13600001111' };
    const saved = await kig.ok(kig.post<{ note: string }>('/campus/enrollment/save', { ...base, note: 'first line\r\n\tsecond line' }));
    expect(saved.note).toBe('first line\r\n\tsecond line');
    expect(await kig.post('/campus/enrollment/save', { ...base, parentName: '陈\n强' })).toMatchObject({
      status: 400,
      data: [{ field: 'parentName', message: 'Contains a control character that is not allowed here' }],
    });
  });
});
