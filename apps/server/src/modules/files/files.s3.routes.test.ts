import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OssAuth } from '@kg/domain';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { MediaSigner } from '../../platform/storage/media-signer.js';
import { S3Driver } from '../../platform/storage/s3.driver.js';
import { ApiClient } from '../../test/api-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import type { Database } from '../../platform/db.js';
import type { FastifyInstance } from 'fastify';
import { NOT_AN_IMAGE, PNG_1x1 } from './upload-fixtures.js';

/** The S3 driver against a local S3-compatible server, the browser's part played by fetch. */
let s3: S3rver;
let dir: string;
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let driver: S3Driver;
let kig: ApiClient;
let mediaSigner: MediaSigner;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kg-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'kg-test', configs: [] }] });
  const address = (await s3.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  driver = new S3Driver({ endpoint, region: 'us-east-1', bucket: 'kg-test', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  ({ database, drop } = await openTestDatabase());
  const base = testConfig();
  mediaSigner = new MediaSigner(base.storage.secret);
  app = await buildApp({
    config: { ...base, storage: { ...base.storage, driver: 's3', mediaHost: `${endpoint}/kg-test` } },
    database,
    logger: false,
    storage: driver,
  });
  await app.ready();
  kig = await ApiClient.as(app, 'demo-kig', 3);
});

afterAll(async () => {
  await app.close();
  await drop();
  driver.destroy();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the browser does with a presigned POST. */
async function post(auth: OssAuth, file: Buffer, contentType: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(auth.fields)) form.append(k, v);
  form.append('file', new Blob([file], { type: contentType }), 'upload');
  return fetch(auth.url, { method: 'POST', body: form });
}

describe('uploads on an S3-compatible store', () => {
  it('presigns a POST the store accepts; confirm checks it and the media host serves it', async () => {
    const auth = await kig.ok(kig.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'teacher', fileName: 'p.png', size: PNG_1x1.length, contentType: 'image/png' }));
    expect(auth.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/kg-test\/?$/);
    expect(auth.fields.key).toBe(auth.path);
    const sent = await post(auth, PNG_1x1, 'image/png');
    expect(sent.status).toBeLessThan(300);
    const confirmed = await kig.ok(kig.post<{ contentType: string }>('/sys/third-auth/confirm', { path: auth.path }));
    expect(confirmed.contentType).toBe('image/png');
    const config = await kig.ok(kig.get<{ mediaHost: string; storage: string }>('/sys/config'));
    expect(config.storage).toBe('s3');
    const served = await fetch(`${config.mediaHost}/${auth.path}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('serves a private file through a signed /media address, read from the store', async () => {
    const auth = await kig.ok(kig.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'teacher', fileName: 'p.png', size: PNG_1x1.length, contentType: 'image/png' }));
    await post(auth, PNG_1x1, 'image/png');
    await kig.ok(kig.post('/sys/third-auth/confirm', { path: auth.path }));
    const signed = new MediaSigner(testConfig().storage.secret);
    const wrong = await app.inject({ method: 'GET', url: signed.sign(auth.path) });
    // Another secret's signature is not this server's.
    expect(wrong.statusCode).toBe(403);
    const media = await app.inject({ method: 'GET', url: mediaSigner.sign(auth.path) });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(PNG_1x1)).toBe(true);
    expect(await driver.open('teacher/none.png')).toBeNull();
  });

  it('refuses and deletes an object whose content is not what was authorised', async () => {
    const auth = await kig.ok(kig.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'teacher', fileName: 'p.png', size: NOT_AN_IMAGE.length, contentType: 'image/png' }));
    await post(auth, NOT_AN_IMAGE, 'image/png');
    expect((await kig.post('/sys/third-auth/confirm', { path: auth.path })).status).toBe(422);
    expect(await driver.size(auth.path)).toBeNull();
  });

  it('refuses to confirm what was never uploaded, and what another kindergarten uploaded', async () => {
    const auth = await kig.ok(kig.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'teacher', fileName: 'p.png', size: 10, contentType: 'image/png' }));
    expect((await kig.post('/sys/third-auth/confirm', { path: auth.path })).status).toBe(422);
    await post(auth, PNG_1x1, 'image/png');
    const other = await ApiClient.as(app, 'demo-easy', 3, '123456');
    expect((await other.post('/sys/third-auth/confirm', { path: auth.path })).status).toBe(404);
    expect((await kig.post('/sys/third-auth/confirm', { path: 'KG0001/x' })).status).toBe(404);
  });
});
