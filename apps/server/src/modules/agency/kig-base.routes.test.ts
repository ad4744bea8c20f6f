import type { KigSetting, MenuItem, UserInfo } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { hashPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { activatedGateMachine } from '../../test/device-machine.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createBuiltInRole } from '../system/built-in-role.js';
import { terminalAccounts } from '../device/terminal-account.table.js';

type Kig = { id: string; updatedAt: string; code: string; name: string; agentId: string | null; morningCheckService: boolean; checkInService: boolean; website: string | null };
const RANDOM = '0190a000-0000-7000-8000-000000000000';

let t: TestApp;
let agent: ApiClient;
let ops: ApiClient;
let kig: ApiClient;
let otherAgent: ApiClient;
let agentId: string;
let kig1: string;
let otherKig: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgs = await db.select().from(organisations);
  agentId = orgs.find((o) => o.code === 'AG0001')!.id;
  kig1 = orgs.find((o) => o.code === 'KG0001')!.id;
  const platformId = orgs.find((o) => o.code === 'PLATFORM')!.id;
  // A second agent with a kindergarten of its own, made through System management.
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const other = await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '华南区域代理', code: 'AG0009', kind: 'agent', parentId: platformId, sort: 9 }));
  otherKig = (await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '南方幼儿园', code: 'KG0909', kind: 'kindergarten', parentId: other.id, sort: 1 })))
    .id;
  const roleId = await createBuiltInRole(db, { orgId: other.id, appType: 5, name: '代理商管理员' });
  const user = await admin.ok(
    admin.post<{ _once: { password: string } }>('/system/user/save', { userName: 'south-agent-9', nickName: '周南', orgId: other.id, appType: 5, roleIds: [roleId] }),
  );
  otherAgent = await ApiClient.as(t.app, 'south-agent-9', 5, user._once.password);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
}, 120_000);
afterAll(() => t?.close());

const list = (client: ApiClient, filters: object = {}) => client.ok(client.post<Page<Kig>>('/agency/kigBase/list', { pageSize: 100, ...filters }));
const get = (client: ApiClient, id: string) => client.ok(client.get<Kig>(`/agency/kigBase/get?id=${id}`));
const save = async (client: ApiClient, id: string, changes: object) => client.post<Kig>('/agency/kigBase/save', { ...(await get(ops, id)), ...changes });
const switchService = async (id: string, changes: object) => ops.ok(save(ops, id, changes));
const healthIn = (menus: MenuItem[]): boolean => menus.some((m) => m.href === '/health' || healthIn(m.subMenus));

describe("the kindergarten's record", () => {
  it("an agent sees its own kindergartens; another agent's answers as a random id; operations see all and filter", async () => {
    const mine = await list(agent);
    expect(mine.records.map((r) => r.code).sort()).toEqual(['KG0001', 'KG0002']);
    expect(mine.records.every((r) => r.agentId === agentId)).toBe(true);
    expect((await list(otherAgent)).records.map((r) => r.code)).toEqual(['KG0909']);
    expect(await agent.get(`/agency/kigBase/get?id=${otherKig}`)).toEqual(await agent.get(`/agency/kigBase/get?id=${RANDOM}`));
    expect(await agent.post('/agency/kigBase/save', { ...(await get(ops, otherKig)), name: '改名' })).toEqual(
      await agent.post('/agency/kigBase/save', { ...(await get(ops, otherKig)), id: RANDOM, name: '改名' }),
    );
    expect(await agent.get(`/agency/kigBase/totals?id=${otherKig}`)).toEqual(await agent.get(`/agency/kigBase/totals?id=${RANDOM}`));
    const all = await list(ops);
    expect(all.records.map((r) => r.code)).toEqual(expect.arrayContaining(['KG0001', 'KG0002', 'KG0909']));
    // Only kindergartens: no agent, group or platform row.
    expect(all.records.map((r) => r.code)).not.toContain('GR0001');
    expect((await list(ops, { agentId })).records.map((r) => r.code).sort()).toEqual(['KG0001', 'KG0002']);
    // A kindergarten made in System management under another agent has that agent.
    expect((await get(ops, otherKig)).agentId).not.toBe(agentId);
    expect(await kig.post('/agency/kigBase/list', {})).toMatchObject({ status: 403 });
  });

  it('an agent edits the record but not the services; operations switch them; each change is audited', async () => {
    const edited = await agent.ok(save(agent, kig1, { website: 'https://sun-1.example.cn', address: '上海市徐汇区漕溪北路 90 号' }));
    expect(edited).toMatchObject({ website: 'https://sun-1.example.cn' });
    expect(await save(agent, kig1, { onlinePayService: true })).toMatchObject({ status: 422, txt: 'Only operations may switch services' });
    expect(await save(agent, kig1, { website: 'not a url' })).toMatchObject({ status: 400, data: [{ field: 'website' }] });
    const switched = await switchService(kig1, { onlinePayService: true });
    expect(switched).toMatchObject({ onlinePayService: true });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, kig1), eq(auditLogs.resource, 'kigBase')));
    expect(rows.map((r) => JSON.stringify(r.detail))).toEqual(expect.arrayContaining([expect.stringContaining('website'), expect.stringContaining('onlinePayService')]));
    await switchService(kig1, { onlinePayService: false });
  });

  it('counts its live totals and exports the list', async () => {
    expect(await ops.ok(ops.get(`/agency/kigBase/totals?id=${kig1}`))).toEqual({ children: expect.any(Number), teachers: expect.any(Number), classes: expect.any(Number) });
    const rows = await sheetRows(await ops.raw('GET', '/agency/kigBase/export'));
    expect(JSON.stringify(rows)).toContain('KG0001');
  });
});

describe('the services take effect', () => {
  it("without the morning-check service the kindergarten's accounts lose the health menus and permissions, at once", async () => {
    const before = await kig.ok(kig.get<UserInfo>('/sys/login/get_info'));
    expect(healthIn(before.menus)).toBe(true);
    expect(before.permissions.some((p) => p.startsWith('health:'))).toBe(true);
    await switchService(kig1, { morningCheckService: false });
    // The same session, no new sign-in: the menu and the permissions of its next call.
    const after = await kig.ok(kig.get<UserInfo>('/sys/login/get_info'));
    expect(healthIn(after.menus)).toBe(false);
    expect(after.permissions.filter((p) => p.startsWith('health:'))).toEqual([]);
    expect((await kig.post('/health/eyeTest/list', {})).status).toBe(403);
    const login = await t.app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName: 'demo-kig', password: DEMO_PASSWORD, appType: 3 } });
    expect(healthIn(login.json<{ data: { menus: MenuItem[] } }>().data.menus)).toBe(false);
    // The group above keeps them: it sees its other kindergartens.
    const group = await ApiClient.as(t.app, 'demo-group', 4);
    expect(healthIn((await group.ok(group.get<UserInfo>('/sys/login/get_info'))).menus)).toBe(true);
    await switchService(kig1, { morningCheckService: true });
    expect(healthIn((await kig.ok(kig.get<UserInfo>('/sys/login/get_info'))).menus)).toBe(true);
  });

  it("refuses its machines' checks without the morning-check service and their attendance events without the check-in service", async () => {
    const token = await activatedGateMachine(t.app, t.database.db, 'SVC-0001');
    const machine = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${url}?lang=en_US`, headers: { authorization: `Device ${token}` }, payload });
    const check = { checks: [{ recordId: 'svc-1', method: 'card', credential: 'NO-CARD', session: 'morning', time: '2026-11-20T00:10:00Z', temperature: 36.6, photos: [] }] };
    const event = { events: [{ recordId: 'svc-2', method: 'card', credential: 'NO-CARD', direction: 'in', time: '2026-11-20T00:10:00Z' }] };
    expect((await machine('/device/v1/health/checks', check)).statusCode).toBe(200);
    await switchService(kig1, { morningCheckService: false });
    const refused = await machine('/device/v1/health/checks', check);
    expect([refused.statusCode, refused.json().txt]).toEqual([422, 'This kindergarten has no morning-check service: health checks are not accepted']);
    expect((await machine('/device/v1/health/photos/authorize', { fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000 })).statusCode).toBe(422);
    // The check-in machine service is apart.
    expect((await machine('/device/v1/attendance/events', event)).statusCode).toBe(200);
    await switchService(kig1, { morningCheckService: true, checkInService: false });
    const noCheckIn = await machine('/device/v1/attendance/events', event);
    expect([noCheckIn.statusCode, noCheckIn.json().txt]).toEqual([422, 'This kindergarten has no check-in machine service: attendance events are not accepted']);
    expect((await machine('/device/v1/health/checks', check)).statusCode).toBe(200);
    await switchService(kig1, { checkInService: true });
    expect((await machine('/device/v1/attendance/events', event)).statusCode).toBe(200);
  });
});

describe("the kindergarten's settings", () => {
  const setting = () => kig.ok(kig.get<KigSetting>('/kigs/kig-setting/get'));

  it('edits its profile and time zone at the version read, refusing a zone that is not one', async () => {
    const read = await setting();
    expect(read).toMatchObject({ code: 'KG0001', timeZone: 'Asia/Shanghai', contactPhone: '13800000003' });
    const body = {
      updatedAt: read.updatedAt,
      name: read.name,
      contactName: '王丽',
      areaCode: read.areaCode,
      address: read.address,
      website: null,
      photo: null,
      timeZone: 'Asia/Urumqi',
    };
    expect(await kig.post('/kigs/kig-setting/save', { ...body, timeZone: 'Mars/Olympus' })).toMatchObject({
      status: 400,
      data: [{ field: 'timeZone', message: 'Please choose a valid time zone' }],
    });
    const saved = await kig.ok(kig.post<KigSetting>('/kigs/kig-setting/save', body));
    expect(saved.timeZone).toBe('Asia/Urumqi');
    expect(await kig.post('/kigs/kig-setting/save', body)).toMatchObject({ status: 409 });
    await kig.ok(kig.post('/kigs/kig-setting/save', { ...body, updatedAt: saved.updatedAt, timeZone: 'Asia/Shanghai' }));
    // Only a kindergarten has settings of its own.
    expect(await agent.get('/kigs/kig-setting/get')).toMatchObject({ status: 403 });
  });

  it("app functions: the kindergarten's choice, else its agent's default, else the platform's", async () => {
    const admin = await ApiClient.as(t.app, 'demo-admin', 8);
    await admin.ok(admin.post('/system/appModule/save', { orgKind: 'kindergarten', module: 'mailbox', enabled: false }));
    expect((await setting()).effectiveModules.mailbox).toBe(false);
    expect(await agent.ok(agent.post('/agency/agentAppModule/save', { modules: { mailbox: true } }))).toMatchObject({
      appModules: { mailbox: true },
      platform: { mailbox: false },
    });
    expect((await setting()).effectiveModules.mailbox).toBe(true);
    const own = await kig.ok(kig.post<KigSetting>('/kigs/kig-setting/appModules', { modules: { mailbox: false } }));
    expect(own).toMatchObject({ appModules: { mailbox: false }, effectiveModules: { mailbox: false } });
    // Another agent's default does not reach this kindergarten.
    await otherAgent.ok(otherAgent.post('/agency/agentAppModule/save', { modules: { mailbox: true } }));
    expect((await setting()).effectiveModules.mailbox).toBe(false);
    const cleared = await kig.ok(kig.post<KigSetting>('/kigs/kig-setting/appModules', { modules: { mailbox: null } }));
    expect(cleared).toMatchObject({ appModules: {}, effectiveModules: { mailbox: true } });
    await agent.ok(agent.post('/agency/agentAppModule/save', { modules: { mailbox: null } }));
    expect((await setting()).effectiveModules.mailbox).toBe(false);
    await admin.ok(admin.post('/system/appModule/save', { orgKind: 'kindergarten', module: 'mailbox', enabled: true }));
  });

  it("changes its machines' terminal password by the password rule; the machines sign in with the new one", async () => {
    expect(await kig.post('/kigs/kig-setting/terminalPassword', { password: 'New_1234' })).toMatchObject({ status: 422, txt: 'This kindergarten has no terminal account' });
    await t.database.db.insert(terminalAccounts).values({ kigId: kig1, loginName: 'kg1-term-x', passwordHash: await hashPassword('Old_1234') });
    expect(await kig.post('/kigs/kig-setting/terminalPassword', { password: 'abcdefgh' })).toMatchObject({ status: 400, data: [{ field: 'password' }] });
    await kig.ok(kig.post('/kigs/kig-setting/terminalPassword', { password: 'New_1234' }));
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/device/v1/terminal/signIn', payload: { loginName: 'kg1-term-x', password, serialNo: 'SVC-0001' }, remoteAddress: '203.0.113.9' });
    expect((await signIn('Old_1234')).statusCode).toBe(401);
    expect((await signIn('New_1234')).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'terminalAccount'), eq(auditLogs.action, 'changePassword')));
    expect(JSON.stringify(audit)).not.toContain('New_1234');
  });
});
