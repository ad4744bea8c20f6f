import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openTestDatabase, testConfig } from './test/test-app.js';

let app: FastifyInstance;
let dist: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kg-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>kg</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({ config: testConfig({ webDist: dist }), database: opened.database, logger: false });
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves the page for its own routes, and assets as long-lived files', async () => {
    for (const url of ['/', '/login', '/system/user', '/campus/student']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>kg</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the precompressed file to a browser that accepts it', async () => {
    writeFileSync(path.join(dist, 'assets', 'big.js'), 'x'.repeat(5000));
    writeFileSync(path.join(dist, 'assets', 'big.js.br'), brotliCompressSync('x'.repeat(5000)));
    const res = await app.inject({ method: 'GET', url: '/assets/big.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('x'.repeat(5000));
  });

  it('serves a file added by a rebuild without a restart', async () => {
    writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/app-2.js' })).body).toBe('console.log(2)');
  });

  it('keeps API answers as JSON, and 404s as the envelope for non-pages', async () => {
    expect((await app.inject({ method: 'GET', url: '/sys/login/get_info', headers: html })).statusCode).toBe(401);
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });
});
