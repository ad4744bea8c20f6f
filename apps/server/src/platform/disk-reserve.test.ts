import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, type Page } from '../test/api-client.js';
import { allCodes, grantPermissions } from '../test/permissions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DiskSpace } from './disk-space.js';

const onPglite = inject('dbTemplate').kind === 'pglite';
const isRoot = process.getuid?.() === 0;
if (!isRoot) console.info('disk reserve test skipped: mounting a small tmpfs needs root');
const MB = 2 ** 20;
const RESERVE = 32 * MB;
const DISK_FULL = 'The server is running out of disk space: changes cannot be saved for now (reading still works); please tell the administrator';

/**
 * PGlite's data folder on a small disk of its own. Measured: without room for its next 16 MB log
 * segment PGlite fails the commit and then hangs the process; the reserve stops writes before that.
 */
describe.skipIf(!isRoot || !onPglite)('PGlite with its data folder on a nearly full disk', () => {
  let mount: string;
  let t: TestApp;
  let ops: ApiClient;
  const filler = () => path.join(mount, 'filler');
  const free = () => {
    const s = statfsSync(mount);
    return s.bavail * s.bsize;
  };
  const healthz = () => t.app.inject({ method: 'GET', url: '/healthz?lang=en_US' });

  beforeAll(async () => {
    mount = mkdtempSync(path.join(tmpdir(), 'kg-small-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mount]);
    const dataDir = path.join(mount, 'pglite');
    // Read at every write, so the test need not wait out the cache.
    const disk = new DiskSpace(dataDir, RESERVE, 0);
    t = await createTestApp({}, { database: { dataDir, disk } });
    await grantPermissions(t.database.db, 'PLATFORM', 9, allCodes(['device:device']));
    ops = await ApiClient.as(t.app, 'demo-ops', 9);
  });
  afterAll(async () => {
    await t?.close();
    if (mount) {
      execFileSync('umount', [mount]);
      rmSync(mount, { recursive: true, force: true });
    }
  });

  it('refuses writes with 507 below the reserve, keeps reads and sign-in working, says so on /healthz, and writes again once there is room', async () => {
    const saved = await ops.post<{ id: string }>('/device/device/save', { serialNo: 'DISK-0001', kind: 'signIn' });
    expect(saved.status).toBe(200);

    writeFileSync(filler(), Buffer.alloc(Math.max(0, free() - RESERVE / 2)));
    expect(free()).toBeLessThan(RESERVE);

    for (const [url, payload] of [
      ['/device/device/save', { serialNo: 'DISK-0002', kind: 'signIn' }],
      ['/device/device/delete', { ids: [saved.data.id] }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `${url}?lang=en_US`, headers: { authorization: `Bearer ${ops.token}` }, payload });
      expect(res.statusCode, res.body).toBe(507);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({ code: 507, txt: DISK_FULL, data: null });
    }
    // Reads, and signing in (its session is bookkeeping), keep working; nothing was half-written.
    const list = await ops.post<Page<{ serialNo: string }>>('/device/device/list', {});
    expect(list.status).toBe(200);
    expect(list.data.records.map((d) => d.serialNo)).toContain('DISK-0001');
    expect(list.data.records.map((d) => d.serialNo)).not.toContain('DISK-0002');
    const again = await ApiClient.as(t.app, 'demo-ops', 9);
    expect((await again.get('/sys/login/get_info')).status).toBe(200);
    const health = await healthz();
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', problems: [{ code: 'diskLow', message: DISK_FULL }] });

    rmSync(filler());
    expect((await ops.post('/device/device/save', { serialNo: 'DISK-0002', kind: 'signIn' })).status).toBe(200);
    expect((await healthz()).json()).toMatchObject({ status: 'ok', problems: [] });
  });
});
