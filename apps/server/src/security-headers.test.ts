// PGlite only: the headers are set on every answer by the HTTP layer, before and apart from any SQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db.js';
import { mediaSource } from './platform/security-headers.js';
import { S3Driver } from './platform/storage/s3.driver.js';
import { openTestDatabase, signIn, testConfig } from './test/test-app.js';

let database: Database;
let drop: () => Promise<void>;
let dist: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kg-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>kg</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
  rmSync(dist, { recursive: true, force: true });
});

/** An app on the shared test database (one database, several configurations). */
async function appWith(overrides: Partial<AppConfig> = {}, storage?: S3Driver): Promise<FastifyInstance> {
  const config = testConfig({ webDist: dist, ...overrides });
  const app = await buildApp({ config, database, logger: false, ...(storage ? { storage } : {}) });
  await app.ready();
  apps.push(app);
  return app;
}

/** The Content-Security-Policy of an answer, directive by directive. */
function policy(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const page = { accept: 'text/html,application/xhtml+xml' };

/** Everything the web app's policy must say, on any answer. */
function expectWebAppPolicy(res: LightMyRequestResponse, extra: { img?: string[]; connect?: string[] } = {}) {
  const csp = policy(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['img-src']).toEqual(["'self'", ...(extra.img ?? [])]);
  expect(csp['connect-src']).toEqual(["'self'", ...(extra.connect ?? [])]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  // Nothing loosens scripts anywhere: no inline, no eval, no other host, no plain http upgrade that breaks a LAN address.
  expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|upgrade-insecure-requests|\*/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers (helmet)', () => {
  it('gives the page, its assets and every kind of API answer the web app policy', async () => {
    const app = await appWith();
    const token = await signIn(app, 'demo-kig', 3);
    const auth = { authorization: `Bearer ${token}` };
    const answers = {
      index: await app.inject({ method: 'GET', url: '/', headers: page }),
      screenRoute: await app.inject({ method: 'GET', url: '/campus/student', headers: page }),
      asset: await app.inject({ method: 'GET', url: '/assets/app-1.js' }),
      publicApi: await app.inject({ method: 'GET', url: '/sys/config' }),
      signedIn: await app.inject({ method: 'GET', url: '/sys/login/get_info', headers: auth }),
      unauthorised: await app.inject({ method: 'GET', url: '/sys/login/get_info' }),
      badBody: await app.inject({ method: 'POST', url: '/campus/position/save', headers: auth, payload: { sort: 'x' } }),
      notFound: await app.inject({ method: 'GET', url: '/no/such/route' }),
      badMediaLink: await app.inject({ method: 'GET', url: '/media/x/20260101/health-check/1-a.jpg' }),
      health: await app.inject({ method: 'GET', url: '/healthz' }),
    };
    expect(answers.index.body).toContain('<title>kg</title>');
    expect(answers.signedIn.statusCode).toBe(200);
    expect(answers.unauthorised.statusCode).toBe(401);
    expect(answers.badBody.statusCode).toBe(400);
    expect(answers.notFound.statusCode).toBe(404);
    expect(answers.badMediaLink.statusCode).toBe(403);
    for (const [name, res] of Object.entries(answers)) {
      expect.soft(res.headers['strict-transport-security'], name).toBeUndefined();
      expectWebAppPolicy(res);
    }
  });

  it('sends HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const plain = await appWith();
    const proxied = await appWith({ trustProxy: true });
    const overTls = { ...page, 'x-forwarded-proto': 'https' };
    const hsts = (res: LightMyRequestResponse) => res.headers['strict-transport-security'];

    expect(hsts(await proxied.inject({ method: 'GET', url: '/', headers: overTls }))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await proxied.inject({ method: 'GET', url: '/sys/config', headers: { 'x-forwarded-proto': 'https' } }))).toMatch(/^max-age=\d+/);
    // Plain http through the proxy, or a header an untrusted client made up: no HSTS.
    expect(hsts(await proxied.inject({ method: 'GET', url: '/', headers: { ...page, 'x-forwarded-proto': 'http' } }))).toBeUndefined();
    expect(hsts(await proxied.inject({ method: 'GET', url: '/', headers: page }))).toBeUndefined();
    expect(hsts(await plain.inject({ method: 'GET', url: '/', headers: overTls }))).toBeUndefined();
  });

  it('lets the page load images from an absolute media host and post uploads to the S3 store', async () => {
    const pathStyle = new S3Driver({ endpoint: 'https://s3.example.com', region: 'us-east-1', bucket: 'kg', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
    const base = testConfig();
    const s3 = await appWith({ storage: { ...base.storage, driver: 's3', mediaHost: 'https://cdn.example.com/kg' } }, pathStyle);
    expectWebAppPolicy(await s3.inject({ method: 'GET', url: '/', headers: page }), { img: ['https://cdn.example.com/kg/'], connect: ['https://s3.example.com'] });
    expectWebAppPolicy(await s3.inject({ method: 'GET', url: '/sys/config' }), { img: ['https://cdn.example.com/kg/'], connect: ['https://s3.example.com'] });
    pathStyle.destroy();

    // No endpoint (AWS): the presigned form goes to the region's host, which is what the policy allows.
    const aws = new S3Driver({ endpoint: undefined, region: 'cn-hangzhou', bucket: 'kg', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: false });
    expect(await aws.uploadOrigin()).toBe('https://s3.cn-hangzhou.amazonaws.com');
    aws.destroy();
  });

  it('turns a media host into the narrowest source a policy can hold', () => {
    expect(mediaSource('/files')).toEqual([]);
    expect(mediaSource('https://cdn.example.com')).toEqual(['https://cdn.example.com/']);
    expect(mediaSource('https://cdn.example.com/kg/')).toEqual(['https://cdn.example.com/kg/']);
    expect(mediaSource('http://127.0.0.1:9000/kg')).toEqual(['http://127.0.0.1:9000/kg/']);
    expect(mediaSource('//cdn.example.com/kg')).toEqual(['cdn.example.com/kg/']);
    // A path a source expression cannot hold (';' would start another directive) gives the origin.
    expect(mediaSource('https://cdn.example.com/a;b,c')).toEqual(['https://cdn.example.com/']);
  });

  it('gives /docs (Swagger UI) its own policy, which lets its page run', async () => {
    const app = await appWith();
    const docsPage = await app.inject({ method: 'GET', url: '/docs' });
    expect(docsPage.statusCode).toBe(200);
    const csp = policy(docsPage);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Its scripts are files of its own: no inline script for the policy to refuse.
    expect(docsPage.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(policy(initializer)['script-src']).toEqual(["'self'"]);
  });
});
