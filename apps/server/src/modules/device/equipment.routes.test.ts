import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { SecretBox } from '../../platform/secret-box.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students, teachers } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { cameras } from './device.table.js';

let t: TestApp;
let ops: ApiClient;
let kig1: ApiClient;
let kig2: ApiClient;
let group: ApiClient;
let kig1Id: string;
let kig2Id: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  const ids = await t.database.db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1Id = ids.find((o) => o.code === 'KG0001')!.id;
  kig2Id = ids.find((o) => o.code === 'KG0002')!.id;
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
});
afterAll(() => t.close());

describe('cameras', () => {
  let id: string;
  const camera = { name: '大门口', channelNo: 1, clarity: 'hd', nvr: true, ip: '192.168.1.64', userName: 'admin', password: 'Cam#Pass-2026' };

  it('keep the password sealed: never returned by get, list or export, never written to the audit', async () => {
    const saved = await kig1.ok(kig1.post<Record<string, unknown>>('/device/camera/save', camera));
    id = saved.id as string;
    expect(saved).not.toHaveProperty('password');
    expect(JSON.stringify(await kig1.ok(kig1.get(`/device/camera/get?id=${id}`)))).not.toContain('Cam#Pass');
    const list = await kig1.ok(kig1.post<Page<Record<string, unknown>>>('/device/camera/list', {}));
    expect(list.records[0]).toMatchObject({ name: '大门口', clarity: 'hd', ip: '192.168.1.64' });
    expect(list.records[0]).not.toHaveProperty('password');
    const sheet = await kig1.raw('GET', '/device/camera/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(JSON.stringify(book.worksheets[0]!.getSheetValues())).not.toMatch(/Cam#Pass|v1:/);
    const [row] = await t.database.db.select({ password: cameras.password }).from(cameras).where(eq(cameras.id, id));
    expect(row!.password).toMatch(/^v1:/);
    expect(new SecretBox(Buffer.from(t.config.secretKey!, 'hex')).open(row!.password!)).toBe(camera.password);
    const audits = await t.database.db
      .select({ detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'camera'), eq(auditLogs.resourceId, id)));
    expect(JSON.stringify(audits)).not.toMatch(/Cam#Pass|v1:/);
  });

  it('keep the stored password when an edit leaves it blank, and replace it when one is typed', async () => {
    const version = async () => (await kig1.ok(kig1.get<{ updatedAt: string }>(`/device/camera/get?id=${id}`))).updatedAt;
    await kig1.ok(kig1.post('/device/camera/save', { ...camera, id, updatedAt: await version(), name: '大门口东', password: '' }));
    const box = new SecretBox(Buffer.from(t.config.secretKey!, 'hex'));
    const read = async () => box.open((await t.database.db.select({ p: cameras.password }).from(cameras).where(eq(cameras.id, id)))[0]!.p!);
    expect(await read()).toBe(camera.password);
    await kig1.ok(kig1.post('/device/camera/save', { ...camera, id, updatedAt: await version(), password: 'New_pass_1' }));
    expect(await read()).toBe('New_pass_1');
  });

  it('refuse a bad IP, a taken channel and a channel that is not a number, each on its field', async () => {
    expect(await kig1.post('/device/camera/save', { ...camera, channelNo: 2, ip: '192.168.1.300' })).toMatchObject({
      status: 400,
      data: [{ field: 'ip', message: 'Invalid IP address' }],
    });
    expect(await kig1.post('/device/camera/save', { ...camera, name: '后门' })).toMatchObject({ status: 409, data: [{ field: 'channelNo' }] });
    expect(await kig1.post('/device/camera/save', { ...camera, channelNo: 'abc' })).toMatchObject({ status: 400, data: [{ field: 'channelNo' }] });
  });

  it("are each kindergarten's own", async () => {
    expect((await kig2.get(`/device/camera/get?id=${id}`)).status).toBe(404);
    expect((await kig2.ok(kig2.post<Page<unknown>>('/device/camera/list', {}))).total).toBe(0);
    expect((await kig2.post('/device/camera/save', { ...camera, kigId: kig1Id })).status).toBe(404);
    // A group names the kindergarten; a kindergarten's own is taken from its session.
    expect(await group.post('/device/camera/save', { ...camera, channelNo: 9 })).toMatchObject({ status: 400, data: [{ field: 'kigId' }] });
    expect(await group.ok(group.post('/device/camera/save', { ...camera, channelNo: 9, kigId: kig2Id }))).toMatchObject({ kigId: kig2Id });
  });
});

describe('gateways and speakers', () => {
  it('check the MAC (format, unique within the kindergarten, whatever its case) and the numeric speaker channel', async () => {
    await kig1.ok(kig1.post('/device/gateway/save', { name: '东门网关', mac: 'AA:BB:CC:00:11:22', signIn: true, inFlag: true, outFlag: false }));
    expect(await kig1.post('/device/gateway/save', { name: 'x', mac: 'AA:BB:CC:00:11' })).toMatchObject({ status: 400, data: [{ field: 'mac' }] });
    expect(await kig1.post('/device/gateway/save', { name: '西门', mac: 'aa:bb:cc:00:11:22' })).toMatchObject({ status: 409, data: [{ field: 'mac' }] });
    await kig2.ok(kig2.post('/device/gateway/save', { name: '另一园', mac: 'aa:bb:cc:00:11:22' }));
    await kig1.ok(kig1.post('/device/speaker/save', { name: '大厅音箱', channelNo: 3 }));
    expect(await kig1.post('/device/speaker/save', { name: '走廊', channelNo: '3a' })).toMatchObject({ status: 400, data: [{ field: 'channelNo' }] });
  });
});

describe('card numbers', () => {
  it('list the studying children and on-duty staff with their cards, filtered', async () => {
    const all = await kig1.ok(kig1.post<Page<{ personKind: string; cardNo: string | null }>>('/device/card/list', { pageSize: 100 }));
    expect(all.total).toBe(72 + 12);
    const staff = await kig1.ok(kig1.post<Page<{ personKind: string; groupName: string }>>('/device/card/list', { personKind: 'teacher', pageSize: 100 }));
    expect(staff.total).toBe(12);
    expect(staff.records.every((r) => r.personKind === 'teacher' && r.groupName)).toBe(true);
    expect((await kig1.ok(kig1.post<Page<unknown>>('/device/card/list', { bound: false }))).total).toBe(0);
    expect((await kig1.post('/device/card/list', { kigId: kig2Id })).status).toBe(404);
    expect((await group.ok(group.post<Page<unknown>>('/device/card/list', { kigId: kig2Id }))).total).toBe(84);
    expect((await group.post('/device/card/list', {})).status).toBe(403);
  });

  it('bind a card to one person of the kindergarten only, child or teacher', async () => {
    const [child, other] = await t.database.db.select({ id: students.id, cardNo: students.cardNo }).from(students).where(eq(students.kigId, kig1Id)).limit(2);
    const [teacher] = await t.database.db.select({ id: teachers.id, cardNo: teachers.cardNo }).from(teachers).where(eq(teachers.kigId, kig1Id)).limit(1);
    expect(await kig1.post('/device/card/bind', { personKind: 'teacher', personId: teacher!.id, cardNo: child!.cardNo })).toMatchObject({
      status: 409,
      data: [{ field: 'cardNo' }],
    });
    await kig1.ok(kig1.post('/device/card/bind', { personKind: 'student', personId: child!.id, cardNo: '' }));
    expect((await kig1.ok(kig1.post<Page<{ personId: string }>>('/device/card/list', { bound: false }))).records.map((r) => r.personId)).toEqual([child!.id]);
    await kig1.ok(kig1.post('/device/card/bind', { personKind: 'teacher', personId: teacher!.id, cardNo: 'NEW-CARD-01' }));
    expect(await kig1.post('/device/card/bind', { personKind: 'student', personId: other!.id, cardNo: 'new-card-01' })).toMatchObject({ status: 409 });
    expect((await kig2.post('/device/card/bind', { personKind: 'student', personId: other!.id, cardNo: 'X1' })).status).toBe(404);
    expect(await kig1.post('/device/card/bind', { personKind: 'student', personId: other!.id, cardNo: 'bad card!' })).toMatchObject({ status: 400, data: [{ field: 'cardNo' }] });
  });
});

describe('operations and machines', () => {
  it('give a new verification code and assign a machine by kindergarten code; moving it shuts its old token out', async () => {
    const created = await ops.ok(ops.post<{ id: string }>('/device/device/save', { serialNo: 'OPS-0001', kind: 'signIn' }));
    expect((await kig1.post('/device/device/resetCode', { id: created.id })).status).toBe(403);
    const { verifyCode } = await ops.ok(ops.post<{ verifyCode: string }>('/device/device/resetCode', { id: created.id }));
    expect(await ops.post('/device/device/assign', { id: created.id, kigCode: 'NOPE' })).toMatchObject({ status: 400, data: [{ field: 'kigCode' }] });
    await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'kg0001' }));
    const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'OPS-0001', verifyCode } });
    const token = activated.json<{ data: { token: string } }>().data.token;
    const roster = await t.app.inject({ method: 'GET', url: '/device/v1/roster', headers: { authorization: `Device ${token}` } });
    const body = roster.json<{ data: { kigId: string; students: { id: string }[]; teachers: unknown[] } }>().data;
    expect(body.kigId).toBe(kig1Id);
    expect(body.students.length).toBe(72);
    const kig1Ids = new Set((await t.database.db.select({ id: students.id }).from(students).where(eq(students.kigId, kig1Id))).map((s) => s.id));
    expect(body.students.every((s) => kig1Ids.has(s.id))).toBe(true);
    await ops.ok(ops.post('/device/device/assign', { id: created.id, kigId: kig2Id }));
    expect((await t.app.inject({ method: 'GET', url: '/device/v1/roster', headers: { authorization: `Device ${token}` } })).statusCode).toBe(401);
    expect((await kig1.ok(kig1.post<Page<{ serialNo: string }>>('/device/device/list', {}))).records.map((d) => d.serialNo)).not.toContain('OPS-0001');
  });

  it('are the only ones to reset or assign a machine, even to a group holding those codes', async () => {
    const created = await ops.ok(ops.post<{ id: string }>('/device/device/save', { serialNo: 'OPS-0002', kind: 'signIn' }));
    await grantPermissions(t.database.db, 'GR0001', 4, ['device:device:resetCode', 'device:device:assign']);
    const granted = await ApiClient.as(t.app, 'demo-group', 4);
    expect((await granted.post('/device/device/resetCode', { id: created.id })).status).toBe(403);
    expect((await granted.post('/device/device/assign', { id: created.id, kigId: kig1Id })).status).toBe(403);
  });
});
