import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OssAuth } from '@kg/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { jobSchedules } from '../../platform/jobs/job.table.js';
import { assertUsableUpload, UPLOAD_KEEP_DAYS, UPLOAD_PRUNE_JOB } from '../../platform/storage/upload.service.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { GIF_1x1, multipart, NOT_AN_IMAGE, PNG_1x1 } from './upload-fixtures.js';

let t: TestApp;
let kig: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});
afterAll(() => t.close());

const authorize = (client: ApiClient, body: object) => client.post<OssAuth>('/sys/third-auth/getOssAuth', body);

async function send(auth: OssAuth, file: Buffer, fileName: string, contentType: string, fields = auth.fields) {
  const form = multipart(fields, file, fileName, contentType);
  return t.app.inject({ method: 'POST', url: `${auth.url}?lang=en_US`, headers: { 'content-type': form.contentType }, payload: form.body });
}

describe('uploads on the local driver', () => {
  it('requires a session to authorise', async () => {
    expect((await new ApiClient(t.app, undefined).post('/sys/third-auth/getOssAuth', {})).status).toBe(401);
  });

  it('refuses a wrong format or size before anything is sent, with the spec messages', async () => {
    expect(await authorize(kig, { module: 'student', fileName: 'notes.txt', size: 10, contentType: 'text/plain' })).toMatchObject({
      status: 400,
      data: [{ field: 'fileName', message: 'Wrong file format' }],
    });
    expect(await authorize(kig, { module: 'student', fileName: 'big.png', size: 2049 * 1024, contentType: 'image/png' })).toMatchObject({
      status: 400,
      data: [{ field: 'size', message: 'The file is too large' }],
    });
    // gif: only for image, icon and face uploads
    expect((await authorize(kig, { module: 'student', fileName: 'a.gif', size: 50, contentType: 'image/gif' })).status).toBe(400);
    expect((await authorize(kig, { module: 'student', kind: 'face', fileName: 'a.gif', size: 50, contentType: 'image/gif' })).code).toBe(200);
  });

  it('stores a real image under <code>/<yyyymmdd>/<module>/ and serves it with its type', async () => {
    const auth = await kig.ok(authorize(kig, { module: 'student', kind: 'face', fileName: 'Face.PNG', size: PNG_1x1.length, contentType: 'image/png' }));
    expect(auth.path).toMatch(/^KG0001\/\d{8}\/student\/\d{13}-[a-f0-9]{16}\.png$/);
    const res = await send(auth, PNG_1x1, 'Face.PNG', 'image/png');
    expect(res.json()).toMatchObject({ code: 200, data: { path: auth.path, size: PNG_1x1.length, contentType: 'image/png' } });
    const file = await t.app.inject({ method: 'GET', url: `/files/${auth.path}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1x1)).toBe(true);
    expect(await assertUsableUpload(t.database.db, await ctxOf('demo-kig'), auth.path)).toBe(true);
    // Another kindergarten cannot attach it to its records, nor confirm it.
    expect(await assertUsableUpload(t.database.db, await ctxOf('demo-easy'), auth.path)).toBe(false);
  });

  it('checks the real content: a script named .png is refused and not kept', async () => {
    const auth = await kig.ok(authorize(kig, { module: 'student', fileName: 'x.png', size: NOT_AN_IMAGE.length, contentType: 'image/png' }));
    const res = await send(auth, NOT_AN_IMAGE, 'x.png', 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().txt).toBe('The file content does not match its format');
    expect((await t.app.inject({ method: 'GET', url: `/files/${auth.path}` })).statusCode).toBe(404);
  });

  it('refuses a gif sent where a png was authorised', async () => {
    const auth = await kig.ok(authorize(kig, { module: 'student', kind: 'image', fileName: 'x.png', size: GIF_1x1.length, contentType: 'image/png' }));
    expect((await send(auth, GIF_1x1, 'x.png', 'image/png')).statusCode).toBe(422);
  });

  it('refuses a file over the limit while it streams', async () => {
    const auth = await kig.ok(authorize(kig, { module: 'student', fileName: 'x.png', size: 1000, contentType: 'image/png' }));
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(2048 * 1024)]);
    const res = await send(auth, big, 'x.png', 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().txt).toBe('The file is too large');
  });

  it('refuses a tampered or unsigned policy', async () => {
    const auth = await kig.ok(authorize(kig, { module: 'student', fileName: 'x.png', size: 100, contentType: 'image/png' }));
    const otherPath = auth.fields.key!.replace('/student/', '/teacher/');
    expect((await send(auth, PNG_1x1, 'x.png', 'image/png', { ...auth.fields, key: otherPath })).statusCode).toBe(403);
    expect((await send(auth, PNG_1x1, 'x.png', 'image/png', { ...auth.fields, signature: 'x' })).statusCode).toBe(403);
    const { signature: _s, ...unsigned } = auth.fields;
    expect((await send(auth, PNG_1x1, 'x.png', 'image/png', unsigned)).statusCode).toBe(403);
  });

  it('serves nothing outside its folder', async () => {
    for (const url of ['/files/../../etc/passwd', '/files/%2e%2e/%2e%2e/etc/passwd', '/files/KG0001/20260101/student/..%2f..%2fx.png', '/files/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

async function ctxOf(userName: string) {
  const client = await ApiClient.as(t.app, userName, 3, userName === 'demo-easy' ? '123456' : 'Demo_1234');
  const info = await client.ok(client.get<{ baseId: string; id: string; userCode: string }>('/sys/login/get_info'));
  const { organisations } = await import('../../platform/tenancy/organization.table.js');
  const { eq } = await import('drizzle-orm');
  const [org] = await t.database.db.select().from(organisations).where(eq(organisations.id, info.baseId));
  return {
    sessionId: '',
    userId: info.id,
    userName,
    nickName: '',
    appType: 3 as const,
    orgId: org!.id,
    orgKind: 'kindergarten' as const,
    orgPath: org!.path,
    orgCode: org!.code,
    orgName: org!.name,
    orgParentId: org!.parentId,
    shardNum: '00001',
    locale: 'en' as const,
    ip: '127.0.0.1',
  };
}

describe('uploads never confirmed are pruned by a scheduled job', () => {
  it('removes the rows (and a file sent without confirming) past the days kept, and keeps recent and confirmed ones', async () => {
    const png = { module: 'student', kind: 'face', fileName: 'a.png', size: PNG_1x1.length, contentType: 'image/png' };
    const [abandoned, sentUnconfirmed, refused, recent, confirmed] = await Promise.all([1, 2, 3, 4, 5].map(() => kig.ok(authorize(kig, png))));
    // A client that posted straight to storage and never came back to confirm.
    const sentFile = path.join(t.config.storage.localDir, sentUnconfirmed!.path);
    mkdirSync(path.dirname(sentFile), { recursive: true });
    writeFileSync(sentFile, PNG_1x1);
    await t.database.db.update(uploads).set({ status: 'rejected' }).where(eq(uploads.path, refused!.path));
    expect((await send(confirmed!, PNG_1x1, 'a.png', 'image/png')).statusCode).toBe(200);
    const old = [abandoned!, sentUnconfirmed!, refused!, confirmed!].map((a) => a.path);
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - make_interval(days => ${UPLOAD_KEEP_DAYS + 1})` })
      .where(inArray(uploads.path, old));

    await t.app.jobs.enqueue(UPLOAD_PRUNE_JOB, {}, null, null);
    await t.app.jobs.drain();

    const left = (await t.database.db.select({ path: uploads.path }).from(uploads)).map((r) => r.path);
    expect(left).not.toContain(abandoned!.path);
    expect(left).not.toContain(sentUnconfirmed!.path);
    expect(left).not.toContain(refused!.path);
    expect(existsSync(sentFile)).toBe(false);
    expect(left).toContain(recent!.path);
    expect(left).toContain(confirmed!.path);
    expect((await t.app.inject({ method: 'GET', url: `/files/${confirmed!.path}` })).statusCode).toBe(200);
    const names = (await t.database.db.select({ name: jobSchedules.name }).from(jobSchedules)).map((r) => r.name);
    expect(names).toContain(UPLOAD_PRUNE_JOB);
  });
});
