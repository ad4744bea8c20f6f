import type { HomeToday, KigGroupKig, KigGroupMembership, KigGroupRow } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { grantPermissions } from '../../test/permissions.js';
import { type SecondAgent, secondAgent } from '../../test/second-agent.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createBuiltInRole } from '../system/built-in-role.js';

/**
 * Operations' groups (issue 18): KG0002 moved from the demo's group (GR0001, demo-group) to a second
 * group of the same agent (GR0002, east-group) and back, and out of any group; what each group's
 * session reaches follows the tree at once, and every membership is kept with its dates and who moved it.
 */
let t: TestApp;
let ops: ApiClient;
let admin: ApiClient;
let group: ApiClient;
let east: ApiClient;
let kig: ApiClient;
let other: SecondAgent;
const ids: Record<string, string> = {};
const random = '019a0000-0000-7000-8000-000000000000';
const today = new Date().toISOString().slice(0, 10);

const move = (client: ApiClient, kigId: string, groupId: string | null) =>
  client.post<{ kigId: string; groupId: string | null; previousId: string | null }>('/operations/group/move', { kigId, groupId });
const kigsOf = async (groupId?: string) => (await ops.ok(ops.get<KigGroupKig[]>(`/operations/group/kigs${groupId ? `?groupId=${groupId}` : ''}`))).map((k) => k.code).sort();
const history = (q: string) => ops.ok(ops.get<KigGroupMembership[]>(`/operations/group/history?${q}`));
const homeKigs = async (client: ApiClient) => ((await client.ok(client.get<HomeToday>('/sys/home/today'))).kindergartens ?? []).map((k) => k.kigId).sort();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  other = await secondAgent(t.app, db);
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const g2 = await admin.ok(
    admin.post<{ id: string }>('/system/organization/save', { name: '东方教育集团', code: 'GR0002', kind: 'group', parentId: ids.AG0001, sort: 2, areaCode: '310105' }),
  );
  ids.GR0002 = g2.id;
  const g3 = await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '南方教育集团', code: 'GR9002', kind: 'group', parentId: other.agentId, sort: 3 }));
  ids.GR9002 = g3.id;
  const roleId = await createBuiltInRole(db, { orgId: g2.id, appType: 4, name: '集团管理员' });
  const user = await admin.ok(
    admin.post<{ id: string; _once: { password: string } }>('/system/user/save', { userName: 'east-group', nickName: '周东', orgId: g2.id, appType: 4, roleIds: [roleId] }),
  );
  east = await ApiClient.as(t.app, 'east-group', 4, user._once.password);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  // The group's role is granted operations' codes, to prove what a narrower reach answers.
  await grantPermissions(db, 'GR0001', 4, ['operations:group:view', 'operations:group:move']);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  kig = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  // Two organisations, a role and an account made through the API on a shared, busy machine.
}, 240_000);
afterAll(() => t?.close());

describe('groups', () => {
  it('are listed for operations with their agent and their kindergartens now, and the kindergartens in no group apart', async () => {
    const groups = await ops.ok(ops.get<KigGroupRow[]>('/operations/group/list'));
    expect(groups.find((g) => g.code === 'GR0001')).toMatchObject({ name: '阳光幼教集团', agentName: '华东区域代理', kigCount: 2 });
    expect(groups.find((g) => g.code === 'GR0002')).toMatchObject({ kigCount: 0 });
    expect((await ops.ok(ops.get<KigGroupRow[]>('/operations/group/list?name=东方'))).map((g) => g.code)).toEqual(['GR0002']);
    expect(await kigsOf(ids.GR0001)).toEqual(['KG0001', 'KG0002']);
    expect(await kigsOf()).toEqual(['KG9001']);
    // A group's session (granted the codes here) sees its own group only.
    expect((await group.ok(group.get<KigGroupRow[]>('/operations/group/list'))).map((g) => g.code)).toEqual(['GR0001']);
  });

  it('move a kindergarten to another group: the old group loses it at once, the new one reaches it, the history is kept and audited', async () => {
    expect(await homeKigs(group)).toEqual([ids.KG0001, ids.KG0002].sort());
    expect(await homeKigs(east)).toEqual([]);
    const res = await ops.ok(move(ops, ids.KG0002!, ids.GR0002!));
    expect(res).toEqual({ kigId: ids.KG0002, groupId: ids.GR0002, previousId: ids.GR0001 });
    // The old group's home and reports no longer reach it; the new group's do.
    expect(await homeKigs(group)).toEqual([ids.KG0001]);
    expect(await homeKigs(east)).toEqual([ids.KG0002]);
    const report = `/attendance/daily/byClass?kigId=${ids.KG0002}&date=${today}`;
    const lost = await group.get(report);
    expect(lost.status).toBe(404);
    expect(lost).toEqual(await group.get(`/attendance/daily/byClass?kigId=${random}&date=${today}`));
    expect((await east.get(report)).status).toBe(200);
    // The kindergarten's own session goes on.
    expect((await kig.get('/sys/home/today')).status).toBe(200);
    expect(await kigsOf(ids.GR0001)).toEqual(['KG0001']);
    expect(await kigsOf(ids.GR0002)).toEqual(['KG0002']);
    const [now, before] = await history(`kigId=${ids.KG0002}`);
    expect(now).toMatchObject({ groupId: ids.GR0002, groupName: '东方教育集团', toAt: null, movedInBy: '运营专员', movedOutBy: null });
    expect(before).toMatchObject({ groupId: ids.GR0001, groupName: '阳光幼教集团', toAt: now!.fromAt, movedInBy: null, movedOutBy: '运营专员' });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'kigGroup'), eq(auditLogs.resourceId, ids.KG0002!), eq(auditLogs.action, 'assign')));
    expect(audit).toMatchObject({ userName: 'demo-ops', result: 'ok', detail: { from: ids.GR0001, to: ids.GR0002 } });
  });

  it('move it out of any group (under its agent) and back, each membership kept', async () => {
    expect((await ops.ok(move(ops, ids.KG0002!, null))).previousId).toBe(ids.GR0002);
    expect(await homeKigs(east)).toEqual([]);
    expect(await kigsOf()).toEqual(['KG0002', 'KG9001']);
    const [row] = await t.database.db.select({ parentId: organisations.parentId, path: organisations.path }).from(organisations).where(eq(organisations.id, ids.KG0002!));
    expect(row!.parentId).toBe(ids.AG0001);
    expect(await ops.ok(move(ops, ids.KG0002!, ids.GR0001!))).toEqual({ kigId: ids.KG0002, groupId: ids.GR0001, previousId: null });
    expect(await homeKigs(group)).toEqual([ids.KG0001, ids.KG0002].sort());
    // The same group again is no change.
    expect(await ops.ok(move(ops, ids.KG0002!, ids.GR0001!))).toEqual({ kigId: ids.KG0002, groupId: ids.GR0001, previousId: ids.GR0001 });
    const rows = await history(`kigId=${ids.KG0002}`);
    expect(rows.map((r) => [r.groupId, r.toAt === null])).toEqual([
      [ids.GR0001, true],
      [ids.GR0002, false],
      [ids.GR0001, false],
    ]);
    expect((await history(`groupId=${ids.GR0002}`)).map((r) => r.kigId)).toEqual([ids.KG0002]);
  });

  it("refuse another agent's group, a kindergarten without an agent leaving its group, and answer foreign ids as random ones", async () => {
    expect(await move(ops, ids.KG0001!, ids.GR9002!)).toMatchObject({ status: 422, txt: 'A kindergarten moves only to a group of its own agent' });
    // A group's session reaches only its own kindergartens and group: another's answers as a random id.
    const foreign = await move(group, ids.KG9001!, ids.GR0001!);
    expect(foreign).toEqual(await move(group, random, ids.GR0001!));
    expect(foreign.status).toBe(404);
    const otherGroup = await move(group, ids.KG0001!, ids.GR0002!);
    expect(otherGroup).toEqual(await move(group, ids.KG0001!, random));
    expect(otherGroup.status).toBe(400);
    expect(await group.get(`/operations/group/kigs?groupId=${ids.GR0002}`)).toEqual(await group.get(`/operations/group/kigs?groupId=${random}`));
    expect(await group.ok(group.get(`/operations/group/history?groupId=${ids.GR0002}`))).toEqual([]);
    // Nor another group's memberships of its own kindergarten (KG0002 was in GR0002 for a while).
    expect((await group.ok(group.get<KigGroupMembership[]>(`/operations/group/history?kigId=${ids.KG0002}`))).map((r) => r.groupId)).toEqual([ids.GR0001, ids.GR0001]);
    expect(await homeKigs(group)).toEqual([ids.KG0001, ids.KG0002].sort());
  });

  it("export the groups with their kindergartens and every membership, in the reader's language", async () => {
    const rows = (await sheetRows(await ops.raw('POST', '/operations/group/export', {}))).map((r) => r.join('|'));
    expect(rows[0]).toContain('Groups and kindergartens');
    expect(rows).toContain('Group|Kindergarten|From|To|Moved in by|Moved out by');
    expect(rows.some((r) => r.includes('GR0001') && r.includes('KG0002'))).toBe(true);
    expect(rows.some((r) => r.includes('东方教育集团') && r.includes('阳光第二幼儿园'))).toBe(true);
  });
});
