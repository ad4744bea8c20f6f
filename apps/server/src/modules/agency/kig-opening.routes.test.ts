import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { raceOnRow } from '../../test/row-race.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, envelope, type TestApp } from '../../test/test-app.js';
import { devices } from '../device/device.table.js';
import { terminalAccounts } from '../device/terminal-account.table.js';
import { createBuiltInRole } from '../system/built-in-role.js';
import { roles } from '../system/role.table.js';
import { userRoles, users } from '../system/user.table.js';
import { kigOpenings } from './kig-opening.table.js';

type Opening = { id: string; updatedAt: string; kigCode: string; checkedFlag: string; reason: string | null; agentId: string; openedKigId: string | null; adminPassword?: string };
type Moved = { id: string; checkedFlag: string; kigId: string | null };

let t: TestApp;
let agent: ApiClient;
let ops: ApiClient;
let kig: ApiClient;
let otherAgent: ApiClient;
let agentId: string;
let groupId: string;
let made = 0;

/** A request with names of its own: `n` makes its code and account names unique in the test. */
const request = (more: object = {}) => {
  const n = ++made;
  return {
    kigCode: `OPEN${n}`,
    kigName: `新开幼儿园${n}`,
    kigType: 'public',
    contactName: '李园长',
    contactPhone: '13900000001',
    areaCode: '310104',
    address: '上海市徐汇区宜山路 100 号',
    kigOpenDate: '2026-12-01',
    systemType: 'universal',
    adminUserName: `open-admin-${n}`,
    adminPassword: 'Start_123',
    terminalLoginName: `open-term-${n}`,
    terminalPassword: 'Term_456',
    ...more,
  };
};

const file = async (client: ApiClient, more: object = {}) => client.ok(client.post<Opening>('/agency/kigOpening/save', request(more)));
const approve = (id: string, by = ops) => by.post<Moved>('/agency/kigOpening/approve', { id });
const reject = (id: string, reason = '地址不详', by = ops) => by.post<Moved>('/agency/kigOpening/reject', { id, reason });
const signInAs = (userName: string, password: string, appType = 3) =>
  t.app.inject({ method: 'POST', url: '/sys/login/login?lang=en_US', payload: { userName, password, appType } });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const orgs = await db.select({ id: organisations.id, code: organisations.code, path: organisations.path }).from(organisations);
  agentId = orgs.find((o) => o.code === 'AG0001')!.id;
  groupId = orgs.find((o) => o.code === 'GR0001')!.id;
  // A second agent, its built-in role and account, to hold the boundary between agents.
  const adminClient = await ApiClient.as(t.app, 'demo-admin', 8);
  const platformId = orgs.find((o) => o.code === 'PLATFORM')!.id;
  const other = await adminClient.ok(
    adminClient.post<{ id: string }>('/system/organization/save', { name: '华南区域代理', code: 'AG0002', kind: 'agent', parentId: platformId, sort: 9 }),
  );
  const roleId = await createBuiltInRole(db, { orgId: other.id, appType: 5, name: '代理商管理员' });
  const user = await adminClient.ok(
    adminClient.post<{ id: string; _once: { password: string } }>('/system/user/save', {
      userName: 'south-agent',
      nickName: '周南',
      orgId: other.id,
      appType: 5,
      roleIds: [roleId],
    }),
  );
  otherAgent = await ApiClient.as(t.app, 'south-agent', 5, user._once.password);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});

afterAll(async () => {
  await t?.close();
});

describe('filing an opening request', () => {
  it('is filed pending audit under the agent, its passwords kept as hashes and never shown', async () => {
    const filed = await file(agent, { groupId });
    expect(filed).toMatchObject({ checkedFlag: 'pending', agentId, openedKigId: null });
    expect(filed).not.toHaveProperty('adminPassword');
    expect(filed).not.toHaveProperty('terminalPassword');
    const got = await agent.ok(agent.get<Opening>(`/agency/kigOpening/get?id=${filed.id}`));
    expect(got).not.toHaveProperty('adminPassword');
    const [row] = await t.database.db.select().from(kigOpenings).where(eq(kigOpenings.id, filed.id));
    expect(row!.adminPassword).toMatch(/^\$argon2id\$/);
    expect(row!.terminalPassword).toMatch(/^\$argon2id\$/);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, filed.id), eq(auditLogs.action, 'create')));
    expect(JSON.stringify(audit!.detail)).not.toContain('Start_123');
  });

  it('refuses a weak password, a bad phone and missing passwords, field by field, in the request language', async () => {
    const zh = new ApiClient(t.app, agent.token, 'zh_CN');
    const weak = await zh.post('/agency/kigOpening/save', request({ adminPassword: 'abcdefgh', terminalPassword: 'ab_1', contactPhone: '12345' }));
    expect(weak.status).toBe(400);
    expect(weak.data).toEqual(expect.arrayContaining([{ field: 'contactPhone', message: expect.any(String) }]));
    const passwords = await agent.post('/agency/kigOpening/save', request({ adminPassword: 'abcdefgh', terminalPassword: 'ab_1' }));
    expect(passwords.data).toEqual([
      { field: 'adminPassword', message: 'Must contain letters, digits and special characters (_@#)' },
      { field: 'terminalPassword', message: 'Password length 6-12 digits' },
    ]);
    const missing = await agent.post('/agency/kigOpening/save', request({ adminPassword: undefined, terminalPassword: '' }));
    expect((missing.data as { field: string }[]).map((e) => e.field)).toEqual(['adminPassword', 'terminalPassword']);
  });

  it('refuses a code, an administrator name or a terminal name taken anywhere on the platform', async () => {
    expect(await agent.post('/agency/kigOpening/save', request({ kigCode: 'kg0001' }))).toMatchObject({ status: 409, data: [{ field: 'kigCode' }] });
    expect(await agent.post('/agency/kigOpening/save', request({ adminUserName: 'DEMO-kig' }))).toMatchObject({ status: 409, data: [{ field: 'adminUserName' }] });
    const first = await file(agent);
    const again = request({ terminalLoginName: (await t.database.db.select().from(kigOpenings).where(eq(kigOpenings.id, first.id)))[0]!.terminalLoginName.toUpperCase() });
    expect(await agent.post('/agency/kigOpening/save', again)).toMatchObject({ status: 409, data: [{ field: 'terminalLoginName' }] });
  });

  it('operations file for an agent they name, and must name one', async () => {
    expect(await file(ops, { agentId })).toMatchObject({ agentId, checkedFlag: 'pending' });
    expect(await ops.post('/agency/kigOpening/save', request())).toMatchObject({ status: 400, data: [{ field: 'agentId', message: 'This field is required' }] });
    expect(await ops.post('/agency/kigOpening/save', request({ agentId: groupId }))).toMatchObject({ status: 400, data: [{ field: 'agentId' }] });
  });

  it('takes a group only of its own agent', async () => {
    expect(await otherAgent.post('/agency/kigOpening/save', request({ groupId }))).toMatchObject({ status: 400, data: [{ field: 'groupId' }] });
  });
});

describe('the audit', () => {
  it('rejects with a reason; the agent corrects and refiles; operations approve', async () => {
    const body = request();
    const filed = await agent.ok(agent.post<Opening>('/agency/kigOpening/save', body));
    expect(await agent.post('/agency/kigOpening/approve', { id: filed.id })).toMatchObject({ status: 403 });
    expect(await ops.post('/agency/kigOpening/reject', { id: filed.id, reason: ' ' })).toMatchObject({ status: 400, data: [{ field: 'reason' }] });
    expect(await ops.ok(reject(filed.id))).toEqual({ id: filed.id, checkedFlag: 'rejected', kigId: null });
    // Only from its state: a rejected one is neither approved nor rejected again.
    expect(await approve(filed.id)).toMatchObject({ status: 422 });
    const rejected = await agent.ok(agent.get<Opening>(`/agency/kigOpening/get?id=${filed.id}`));
    expect(rejected).toMatchObject({ checkedFlag: 'rejected', reason: '地址不详' });
    const corrected = await agent.ok(
      agent.post<Opening>('/agency/kigOpening/save', { ...body, id: filed.id, updatedAt: rejected.updatedAt, address: '上海市徐汇区宜山路 100 号 2 楼', adminPassword: '' }),
    );
    expect(corrected.checkedFlag).toBe('rejected');
    expect(await agent.ok(agent.post<Moved>('/agency/kigOpening/refile', { id: filed.id }))).toMatchObject({ checkedFlag: 'pending' });
    expect(await agent.post('/agency/kigOpening/refile', { id: filed.id })).toMatchObject({ status: 422 });
    const approved = await ops.ok(approve(filed.id));
    expect(approved).toMatchObject({ id: filed.id, checkedFlag: 'approved', kigId: expect.any(String) });
    const after = await agent.ok(agent.get<Opening>(`/agency/kigOpening/get?id=${filed.id}`));
    expect(after).toMatchObject({ checkedFlag: 'approved', reason: null, openedKigId: approved.kigId });
    // Closed to change.
    expect(await agent.post('/agency/kigOpening/save', { ...body, id: filed.id, updatedAt: after.updatedAt, kigName: '改名' })).toMatchObject({ status: 422 });
    expect(await agent.post('/agency/kigOpening/refile', { id: filed.id })).toMatchObject({ status: 422 });
    const actions = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.resourceId, filed.id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'reject', 'update', 'refile', 'approve']));
  });

  it('approval opens the kindergarten under the group, with its role, its administrator and its terminal account', async () => {
    const filed = await file(agent, { groupId, adminUserName: 'open-principal', adminPassword: 'First_123' });
    const { kigId } = await ops.ok(approve(filed.id));
    const db = t.database.db;
    const [org] = await db.select().from(organisations).where(eq(organisations.id, kigId!));
    const [group] = await db.select().from(organisations).where(eq(organisations.id, groupId));
    expect(org).toMatchObject({
      kind: 'kindergarten',
      code: filed.kigCode,
      parentId: groupId,
      status: 'enabled',
      shardNum: group!.shardNum,
      category: 'public',
      areaCode: '310104',
    });
    expect(org!.path).toBe(`${group!.path}${kigId}/`);
    const [role] = await db.select().from(roles).where(eq(roles.orgId, kigId!));
    expect(role).toMatchObject({ appType: 3, builtIn: true });
    const [user] = await db.select().from(users).where(eq(users.userName, 'open-principal'));
    expect(user).toMatchObject({ orgId: kigId, appType: 3, mustChangePassword: true });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([{ userId: user!.id, roleId: role!.id }]);

    // The administrator signs in with the initial password, is told to change it, and does.
    const first = await signInAs('open-principal', 'First_123');
    expect(envelope(first).data).toMatchObject({ passwordChange: 'issued' });
    const principal = new ApiClient(t.app, (envelope(first).data as { token: string }).token);
    await principal.ok(principal.post('/sys/changePassword', { oldPassword: 'First_123', newPassword: 'Mine_2026' }));
    const second = await signInAs('open-principal', 'Mine_2026');
    expect(envelope(second).data).toMatchObject({ passwordChange: null });
    // Its menus are a kindergarten's: it reads its own classes (empty).
    const own = new ApiClient(t.app, (envelope(second).data as { token: string }).token);
    expect(await own.ok(own.post<Page<unknown>>('/campus/class/list', {}))).toMatchObject({ total: 0 });

    const audited = await db.select({ action: auditLogs.action, resource: auditLogs.resource }).from(auditLogs).where(eq(auditLogs.action, 'create'));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'create', resource: 'organization' },
        { action: 'create', resource: 'terminalAccount' },
      ]),
    );
  });

  it('the terminal account signs a provisioned machine in on the machine API, for its kindergarten only', async () => {
    const filed = await file(agent, { terminalLoginName: 'gate-term', terminalPassword: 'Gate_789' });
    const { kigId } = await ops.ok(approve(filed.id));
    const db = t.database.db;
    await db.insert(devices).values({ serialNo: 'TERM00001', kind: 'signIn', verifyCodeHash: 'x', status: 'enabled' });
    const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/device/v1/terminal/signIn', payload, remoteAddress: '203.0.113.7' });
    expect((await signIn({ loginName: 'gate-term', password: 'Wrong_789', serialNo: 'TERM00001' })).statusCode).toBe(401);
    const res = await signIn({ loginName: 'GATE-TERM', password: 'Gate_789', serialNo: 'TERM00001' });
    expect(res.statusCode, res.body).toBe(200);
    const { token, kigId: machineKig } = envelope(res).data as { token: string; kigId: string };
    expect(machineKig).toBe(kigId);
    const roster = await t.app.inject({ method: 'GET', url: '/device/v1/roster', headers: { authorization: `Device ${token}` } });
    expect(envelope(roster)).toMatchObject({ code: 200, data: { kigId } });
    const [device] = await db.select().from(devices).where(eq(devices.serialNo, 'TERM00001'));
    expect(device!.kigId).toBe(kigId);
    // A machine of another kindergarten is not taken.
    await db.insert(devices).values({ serialNo: 'TERM00002', kind: 'signIn', verifyCodeHash: 'x', status: 'enabled', kigId: agentId });
    expect((await signIn({ loginName: 'gate-term', password: 'Gate_789', serialNo: 'TERM00002' })).statusCode).toBe(409);
    expect(await db.select({ n: terminalAccounts.id }).from(terminalAccounts).where(eq(terminalAccounts.kigId, kigId!))).toHaveLength(1);
  });

  it('a name taken meanwhile fails the approval whole: nothing is created and the request stays pending', async () => {
    const filed = await file(agent, { adminUserName: 'late-admin' });
    const adminClient = await ApiClient.as(t.app, 'demo-admin', 8);
    const [platform] = await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'AG0001'));
    await adminClient.ok(adminClient.post('/system/organization/save', { name: '抢先的园', code: filed.kigCode, kind: 'group', parentId: platform!.id, sort: 1 }));
    expect(await approve(filed.id)).toMatchObject({ status: 409, data: [{ field: 'kigCode' }] });
    expect(await t.database.db.select().from(users).where(eq(users.userName, 'late-admin'))).toEqual([]);
    expect(await agent.ok(agent.get<Opening>(`/agency/kigOpening/get?id=${filed.id}`))).toMatchObject({ checkedFlag: 'pending', openedKigId: null });
  });

  it('two approvals of one request at once open one kindergarten', async () => {
    const filed = await file(agent);
    const answers = await raceOnRow(t, filed.id, () => [approve(filed.id), approve(filed.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await t.database.db.select().from(organisations).where(eq(organisations.code, filed.kigCode))).toHaveLength(1);
  });
});

describe('who sees what', () => {
  it("an agent sees only its own requests; another agent's answers as a random id; operations see all", async () => {
    const mine = await file(agent);
    const theirs = await file(otherAgent);
    const list = await agent.ok(agent.post<Page<Opening>>('/agency/kigOpening/list', { pageSize: 100 }));
    expect(list.records.every((r) => r.agentId === agentId)).toBe(true);
    expect(list.records.map((r) => r.id)).toContain(mine.id);
    const random = await agent.get(`/agency/kigOpening/get?id=0190a000-0000-7000-8000-000000000000`);
    const foreign = await agent.get(`/agency/kigOpening/get?id=${theirs.id}`);
    expect(foreign).toEqual(random);
    expect(await agent.post('/agency/kigOpening/refile', { id: theirs.id })).toEqual(await agent.post('/agency/kigOpening/refile', { id: '0190a000-0000-7000-8000-000000000000' }));
    const all = await ops.ok(ops.post<Page<Opening>>('/agency/kigOpening/list', { pageSize: 100, checkedFlag: 'pending' }));
    expect(all.records.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.records.every((r) => r.checkedFlag === 'pending')).toBe(true);
    const byAgent = await ops.ok(ops.post<Page<Opening>>('/agency/kigOpening/list', { pageSize: 100, agentId }));
    expect(byAgent.records.map((r) => r.id)).not.toContain(theirs.id);
  });

  it('a kindergarten has no opening requests at all', async () => {
    expect(await kig.post('/agency/kigOpening/list', {})).toMatchObject({ status: 403 });
  });

  it('exports the requests to xlsx without passwords', async () => {
    const res = await ops.raw('GET', '/agency/kigOpening/export');
    const rows = await sheetRows(res);
    expect(rows.length).toBeGreaterThan(1);
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });
});
