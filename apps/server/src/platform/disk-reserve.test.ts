import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { ApiClient, type Page } from '../test/api-client.js';
import { activatedGateMachine } from '../test/device-machine.js';
import { allCodes, grantPermissions } from '../test/permissions.js';
import { seedCampus } from '../db/seed/campus-seed.js';
import { seedDemo } from '../db/seed/seed.js';
import { students } from '../modules/campus/campus.tables.js';
import { createTestApp, createTestAppOn, type TestApp } from '../test/test-app.js';
import { type Database, openPostgres } from './db.js';
import { DiskSpace } from './disk-space.js';

const onPglite = inject('dbTemplate').kind === 'pglite';
const isRoot = process.getuid?.() === 0;
if (!isRoot) console.info('disk reserve test skipped: mounting a small tmpfs needs root');
const MB = 2 ** 20;
const RESERVE = 32 * MB;
const DISK_FULL = 'The server is running out of disk space: changes cannot be saved for now (reading still works); please tell the administrator';

/**
 * PGlite's data folder on a small disk of its own. Measured: without room for its next 16 MB log
 * segment PGlite fails the commit and then spins in its thread; the reserve stops writes before that.
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

const PG_BIN = '/usr/lib/postgresql/15/bin';
const asPostgres = (command: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], { stdio: 'pipe' });

/**
 * A PostgreSQL of the test's own with its data on a small disk (its log elsewhere, so that a full
 * disk fails the statement, 53100, rather than stopping the server): the database itself runs out.
 */
describe.skipIf(!isRoot || onPglite || !existsSync(PG_BIN))('PostgreSQL with its data on a full disk', () => {
  let mount: string;
  let walDir: string;
  let dataDir: string;
  let t: TestApp;
  let database: Database;
  let deviceToken: string;
  let cards: string[];

  beforeAll(async () => {
    mount = mkdtempSync(path.join(tmpdir(), 'kg-small-pgdisk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mount]);
    walDir = mkdtempSync(path.join(tmpdir(), 'kg-pgwal-'));
    dataDir = path.join(mount, 'data');
    execFileSync('chown', ['postgres', mount, walDir]);
    asPostgres('initdb', ['-D', dataDir, `--waldir=${path.join(walDir, 'wal')}`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const port = await freePort();
    asPostgres('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(walDir, 'server.log'), '-o', `-p ${port} -k ${walDir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    database = openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, 4);
    await database.migrate();
    await seedDemo(database.db, { campus: false });
    await seedCampus(database.db, ['KG0001']);
    t = await createTestAppOn(database);
    const db = database.db;
    const kigId = await grantPermissions(db, 'KG0001', 3, ['device:device:view']);
    cards = (await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigId)).limit(50)).map((r) => r.cardNo!);
    deviceToken = await activatedGateMachine(t.app, db, 'GATE-DISK-1');
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir && existsSync(dataDir)) asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    if (mount) {
      execFileSync('umount', [mount]);
      rmSync(mount, { recursive: true, force: true });
    }
    if (walDir) rmSync(walDir, { recursive: true, force: true });
  });

  const send = (from: number) =>
    t.app.inject({
      method: 'POST',
      url: '/device/v1/attendance/events?lang=en_US',
      headers: { authorization: `Device ${deviceToken}` },
      payload: {
        events: Array.from({ length: 1000 }, (_, i) => ({
          recordId: `disk-${from + i}`,
          method: 'card',
          credential: cards[i % cards.length]!,
          direction: 'in',
          time: new Date(Date.UTC(2026, 10, 23, 0, 0, 0) + (from + i) * 1000).toISOString(),
        })),
      },
    });

  it('answers a write the database has no room for with 507, not 500, and keeps reads working', async () => {
    expect((await send(0)).statusCode).toBe(200);
    // Fill the disk to the last byte, then write more than any page left free could hold.
    try {
      writeFileSync(path.join(mount, 'filler'), Buffer.alloc(200 * MB));
    } catch {
      /* ENOSPC: the disk is full, which is the point */
    }
    const refused = await send(1000);
    expect(refused.statusCode, refused.body).toBe(507);
    expect(refused.json()).toEqual({ code: 507, txt: DISK_FULL, data: null });
    const ops = await ApiClient.as(t.app, 'demo-ops', 9);
    expect((await ops.post('/device/device/list', {})).status).toBe(200);

    rmSync(path.join(mount, 'filler'));
    expect((await send(1000)).statusCode).toBe(200);
  });
});
