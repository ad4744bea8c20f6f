// PGlite only: a body is refused and its connection kept or closed by the HTTP layer, before any SQL is sent.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { allows, apiPath, ENTITIES, type OssAuth } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test/api-client.js';
import { grantPermissions } from '../test/permissions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { multipart, NOT_AN_IMAGE, PNG_1x1 } from '../modules/files/upload-fixtures.js';
import { LOCAL_UPLOAD_URL } from './storage/create-storage.js';
import { deflateRepeated, SHEET_HEAD, SHEET_TAIL, workbookEntries, zipArchive } from './xlsx/xlsx-fixtures.js';

const MIB = 1024 * 1024;
/** Not a timing: only the bound past which a connection that has answered nothing counts as hung. */
const HUNG_AFTER_MS = 20_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let port: number;
let admin: ApiClient;
let kig: ApiClient;
let finance: ApiClient;

beforeAll(async () => {
  // A small import limit, so that a few megabytes are over it; refused bodies up to 8 MiB are drained.
  t = await createTestApp({ imports: { maxFileBytes: 1 * MIB, maxEntries: 500, maxUnpackedBytes: 16 * MIB, maxRows: 5000 }, refusedBodyDrainBytes: 8 * MIB });
  await grantPermissions(t.database.db, 'KG0001', 3, ['campus:student:import', 'campus:teacher:import']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  finance = await ApiClient.as(t.app, 'demo-finance', 11);
});
afterAll(() => t.close());

interface Outcome {
  /** The first answer's status, or 'closed' when the connection closed before it. */
  first: number | 'closed';
  /** The answer to the next request on the same connection, or 'closed'. */
  second: number | 'closed';
  hung: boolean;
}

function httpRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer, chunked = false): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (!body) return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  if (!chunked) return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\ncontent-length: ${body.length}\r\n\r\n`), body]);
  const chunks: Buffer[] = [Buffer.from(`${lines.join('\r\n')}\r\ntransfer-encoding: chunked\r\n\r\n`)];
  for (let at = 0; at < body.length; at += 64 * 1024) {
    const piece = body.subarray(at, at + 64 * 1024);
    chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(chunks);
}

/** Statuses of the complete responses at the head of `data` (each has a content-length). */
function responses(data: Buffer): number[] {
  const statuses: number[] = [];
  let at = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', at);
    if (end < 0) return statuses;
    const head = data.toString('latin1', at, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (data.length < end + 4 + length) return statuses;
    statuses.push(Number(head.slice(9, 12)));
    at = end + 4 + length;
  }
}

/**
 * Sends `first` on a fresh keep-alive connection over real TCP; once it is answered, sends a second
 * request on the same connection. Tells what each got, or that the connection hung.
 */
function exchange(first: Buffer): Promise<Outcome> {
  const second = httpRequest('GET', '/healthz', {});
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let sentSecond = false;
    let done = false;
    const finish = (hung: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const statuses = responses(data);
      resolve({ first: statuses[0] ?? 'closed', second: statuses[1] ?? 'closed', hung });
    };
    const timer = setTimeout(() => finish(true), HUNG_AFTER_MS);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const answered = responses(data).length;
      if (answered >= 1 && !sentSecond) {
        sentSecond = true;
        socket.write(second);
      }
      if (answered >= 2) finish(false);
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.write(first);
  });
}

const auth = (client: ApiClient | undefined): Record<string, string> => (client?.token ? { authorization: `Bearer ${client.token}` } : {});

function multipartRequest(path: string, client: ApiClient | undefined, file: Buffer, fields: Record<string, string> = {}, type = 'image/png', chunked = false) {
  const form = multipart(fields, file, 'file.bin', type);
  return httpRequest('POST', `${path}?lang=en_US`, { ...auth(client), 'content-type': form.contentType }, form.body, chunked);
}

function jsonRequest(path: string, client: ApiClient | undefined, bytes: number, chunked = false) {
  const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(bytes) }));
  return httpRequest('POST', `${path}?lang=en_US`, { ...auth(client), 'content-type': 'application/json' }, body, chunked);
}

/** Every route that reads a file from a multipart body: the local storage's upload, and each import. */
const importRoutes = ENTITIES.filter((e) => allows(e, 'import')).map((e) => ({ url: apiPath(e, 'import'), client: () => (e.area === 'system' ? admin : kig) }));

function expectUsable(outcome: Outcome, firstStatus: number, label: string) {
  expect(outcome, label).toEqual({ first: firstStatus, second: 200, hung: false });
}

/** Answered or closed: what any refusal must leave, whatever its size. */
function expectNotHung(outcome: Outcome, label: string) {
  expect(outcome.hung, label).toBe(false);
  expect([200, 'closed'], label).toContain(outcome.second);
}

describe('a refused body never leaves its connection hanging (real TCP, keep-alive)', () => {
  it('knows every multipart route: the upload and one import per importable entity, all registered', () => {
    const routes = t.app.printRoutes({ commonPrefix: false, method: 'POST' });
    for (const url of [LOCAL_UPLOAD_URL, ...importRoutes.map((r) => r.url)]) expect(routes, url).toContain(`${url} (POST)`);
    expect(importRoutes.map((r) => r.url).sort()).toEqual(['/campus/student/import', '/campus/teacher/import', '/system/organization/import']);
  });

  it('the local upload: over its policy size, a bad signature, a wrong content, a JSON body; each answered and the connection kept', { timeout: 300_000 }, async () => {
    const authorize = (size: number) => kig.ok(kig.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'student', fileName: 'x.png', size, contentType: 'image/png' }));
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(3 * MIB)]);
    const policy = await authorize(2048 * 1024);
    expectUsable(await exchange(multipartRequest(LOCAL_UPLOAD_URL, undefined, big, policy.fields)), 422, 'over the policy size');
    expectUsable(await exchange(multipartRequest(LOCAL_UPLOAD_URL, undefined, big, { ...policy.fields, signature: 'x' })), 403, 'bad signature');
    const script = Buffer.concat([NOT_AN_IMAGE, Buffer.alloc(1.5 * MIB)]);
    expectUsable(await exchange(multipartRequest(LOCAL_UPLOAD_URL, undefined, script, (await authorize(script.length)).fields)), 422, 'wrong content');
    expectNotHung(await exchange(multipartRequest(LOCAL_UPLOAD_URL, undefined, big, (await authorize(2048 * 1024)).fields, 'image/png', true)), 'chunked, over size');
    expectNotHung(await exchange(jsonRequest(LOCAL_UPLOAD_URL, undefined, 3 * MIB)), 'JSON over the body limit');
  });

  it('every import: over the file size, without a session, without the permission, a bomb, a JSON body; each answered', { timeout: 600_000 }, async () => {
    const big = Buffer.alloc(3 * MIB, 7);
    const bomb = zipArchive(workbookEntries({ deflated: await deflateRepeated(`${SHEET_HEAD}<row r="1"><c r="A1"><v>`, '1', 200 * MIB, `</v></c></row>${SHEET_TAIL}`) }));
    for (const { url, client } of importRoutes) {
      expectUsable(await exchange(multipartRequest(url, client(), big, {}, XLSX)), 413, `${url} over the file size`);
      expectUsable(await exchange(multipartRequest(url, undefined, big, {}, XLSX)), 401, `${url} without a session`);
      expectUsable(await exchange(multipartRequest(url, finance, big, {}, XLSX)), 403, `${url} without the permission`);
      expectUsable(await exchange(multipartRequest(url, client(), bomb, {}, XLSX)), 413, `${url} a bomb`);
      expectNotHung(await exchange(multipartRequest(url, client(), big, {}, XLSX, true)), `${url} chunked, over the file size`);
      expectNotHung(await exchange(jsonRequest(url, client(), 3 * MIB)), `${url} JSON over the body limit`);
      expectNotHung(await exchange(multipartRequest(url, client(), Buffer.alloc(20 * MIB, 7), {}, XLSX)), `${url} past the drain bound`);
    }
  });

  it('every POST route of the app, sent a refused multipart body and a JSON body over the limit, answers the next request or closes', { timeout: 900_000 }, async () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false, method: 'POST' })
      .split('\n')
      .map((line) => /(\/\S*) \(POST\)/.exec(line)?.[1])
      .filter((url): url is string => url !== undefined && url !== '/sys/login/logout')
      .map((url) => url.replaceAll('*', 'x').replace(/:\w+/g, 'x'));
    expect(routes.length).toBeGreaterThan(50);
    // Any size shows a route that stops reading: what it leaves unread sits before the next request.
    const file = Buffer.alloc(256 * 1024, 7);
    for (const url of routes) {
      const client = url.startsWith('/system/') ? admin : url.startsWith('/device/v1/') ? undefined : kig;
      expectNotHung(await exchange(multipartRequest(url, client, file, {}, XLSX)), `${url} multipart`);
      expectNotHung(await exchange(jsonRequest(url, client, 1.2 * MIB)), `${url} JSON`);
    }
  });
});
