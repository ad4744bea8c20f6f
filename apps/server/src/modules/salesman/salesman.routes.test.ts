import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { type SecondAgent, secondAgent } from '../../test/second-agent.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';
import { salesmanKigs } from './salesman.table.js';

type Salesman = { id: string; updatedAt: string; name: string; phone: string; state: string; orgId: string };
type Kig = { kigId: string; kigCode: string; assignedAt: string; endedAt: string | null; children: number };
type Figure = { salesmanId: string; kigs: number; children: number };

let t: TestApp;
let agent: ApiClient;
let ops: ApiClient;
let other: SecondAgent;
let kig1: string;
let kig2: string;
let phones = 0;

const add = (client: ApiClient, more: object = {}) =>
  client.ok(client.post<Salesman>('/agency/salesman/save', { name: '张伟', phone: `1371111${String(++phones).padStart(4, '0')}`, ...more }));
const assign = (client: ApiClient, salesmanId: string, kigId: string) =>
  client.post<{ kigId: string; salesmanId: string | null; previousId: string | null }>('/agency/salesman/assign', { salesmanId, kigId });
const kigsOf = (client: ApiClient, id: string) => client.ok(client.get<Kig[]>(`/agency/salesman/kigs?salesmanId=${id}`));
const figures = async (client: ApiClient) => new Map((await client.ok(client.get<Figure[]>('/agency/salesman/figures'))).map((f) => [f.salesmanId, f]));
const studying = async (kigIds: string[]) =>
  (
    await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(and(inArray(students.kigId, kigIds), eq(students.status, 'studying'), eq(students.deleted, false)))
  ).length;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1 = orgs.find((o) => o.code === 'KG0001')!.id;
  kig2 = orgs.find((o) => o.code === 'KG0002')!.id;
  other = await secondAgent(t.app, db);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
});
afterAll(() => t?.close());

describe('salesmen', () => {
  it('are kept under the agent that adds them, on duty, and listed and exported only to it', async () => {
    const s = await add(agent, { name: '李娜', remark: '徐汇区' });
    const [agentOrg] = await t.database.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'AG0001'));
    expect(s).toMatchObject({ name: '李娜', state: 'onDuty', orgId: agentOrg!.id });
    const mine = await agent.ok(agent.post<Page<Salesman>>('/agency/salesman/list', {}));
    expect(mine.records.map((r) => r.id)).toContain(s.id);
    const theirs = await other.client.ok(other.client.post<Page<Salesman>>('/agency/salesman/list', {}));
    expect(theirs.records.map((r) => r.id)).not.toContain(s.id);
    const rows = await sheetRows(await agent.raw('GET', '/agency/salesman/export'));
    expect(rows.flat()).toContain('李娜');
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'salesman'), eq(auditLogs.resourceId, s.id), eq(auditLogs.action, 'create')));
    expect(audit).toBeDefined();
  });

  it("follow the product's phone rule, a phone once within an agent (another agent may use it)", async () => {
    expect(await agent.post('/agency/salesman/save', { name: '王强', phone: '12345' })).toMatchObject({ status: 400, data: [{ field: 'phone' }] });
    const s = await add(agent);
    expect(await agent.post('/agency/salesman/save', { name: '赵六', phone: s.phone })).toMatchObject({ status: 409, data: [{ field: 'phone' }] });
    expect((await add(other.client, { phone: s.phone })).phone).toBe(s.phone);
  });

  it("answer another agent's salesman exactly as a random id", async () => {
    const s = await add(agent);
    const random = '019a0000-0000-7000-8000-000000000000';
    for (const path of [`/agency/salesman/get?id=`, `/agency/salesman/kigs?salesmanId=`]) {
      const foreign = await other.client.get(`${path}${s.id}`);
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(await other.client.get(`${path}${random}`));
    }
    expect(await assign(other.client, s.id, other.kigId)).toEqual(await assign(other.client, random, other.kigId));
  });

  it("are an agent's own: operations' roles have no salesman maintenance", async () => {
    expect(await ops.post('/agency/salesman/save', { name: '王强', phone: '13722220000' })).toMatchObject({ status: 403 });
  });
});

describe("a kindergarten's salesman", () => {
  it('moves when the kindergarten is given to another, the earlier assignment kept ended and both audited', async () => {
    const first = await add(agent, { name: '孙一' });
    const second = await add(agent, { name: '孙二' });
    expect(await agent.ok(assign(agent, first.id, kig1))).toEqual({ kigId: kig1, salesmanId: first.id, previousId: null });
    expect(await agent.ok(assign(agent, second.id, kig1))).toEqual({ kigId: kig1, salesmanId: second.id, previousId: first.id });
    const [was] = await kigsOf(agent, first.id);
    expect(was).toMatchObject({ kigId: kig1, kigCode: 'KG0001' });
    expect(was!.endedAt).not.toBeNull();
    const [now] = await kigsOf(agent, second.id);
    expect(now).toMatchObject({ kigId: kig1, endedAt: null, children: await studying([kig1]) });
    const current = await t.database.db
      .select()
      .from(salesmanKigs)
      .where(and(eq(salesmanKigs.kigId, kig1), eq(salesmanKigs.deleted, false)));
    expect(current.filter((r) => r.endedAt === null).map((r) => r.salesmanId)).toEqual([second.id]);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'salesman'), eq(auditLogs.action, 'assign'), inArray(auditLogs.resourceId, [first.id, second.id])));
    expect(audits.map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        { kigId: kig1, from: null },
        { kigId: kig1, from: first.id },
      ]),
    );
  });

  it("counts each salesman's kindergartens and their children studying, now", async () => {
    const s = await add(agent, { name: '周三' });
    await agent.ok(assign(agent, s.id, kig1));
    await agent.ok(assign(agent, s.id, kig2));
    expect((await figures(agent)).get(s.id)).toEqual({ salesmanId: s.id, kigs: 2, children: await studying([kig1, kig2]) });
    expect((await figures(other.client)).has(s.id)).toBe(false);
    const released = await agent.ok(agent.post<{ salesmanId: string | null }>('/agency/salesman/release', { kigId: kig2 }));
    expect(released).toEqual({ kigId: kig2, salesmanId: null, previousId: s.id });
    expect((await figures(agent)).get(s.id)).toMatchObject({ kigs: 1, children: await studying([kig1]) });
    expect(await agent.post('/agency/salesman/release', { kigId: kig2 })).toMatchObject({ status: 422 });
  });

  it("is never another agent's kindergarten, nor given to one who left; one who still has kindergartens is not deleted", async () => {
    const s = await add(agent, { name: '吴四' });
    const outside = await assign(agent, s.id, other.kigId);
    expect(outside.status).toBe(404);
    expect(outside).toEqual(await assign(agent, s.id, '019a0000-0000-7000-8000-000000000001'));
    await agent.ok(assign(agent, s.id, kig2));
    const got = await agent.ok(agent.get<Salesman>(`/agency/salesman/get?id=${s.id}`));
    expect(await agent.post('/agency/salesman/delete', { id: s.id })).toMatchObject({ status: 422 });
    await agent.ok(agent.post('/agency/salesman/resign', { id: s.id, updatedAt: got.updatedAt }));
    expect(await assign(agent, s.id, kig1)).toMatchObject({ status: 422 });
  });
});
