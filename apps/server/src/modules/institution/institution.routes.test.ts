import type { InstitutionAccount, InstitutionContract, InstitutionRow, UserInfo } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { schoolYearOf, seedHealth } from '../../db/seed/health-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { grantPermissions } from '../../test/permissions.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { signIn, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Operations' medical institutions (issue 18). The demo institution (IN0001) has an expert group (EX0001)
 * and two accounts (demo-inst, demo-expert); KG0001 contracts it for the school year (running), and
 * KG0002 adds an ended, a not yet begun and a disabled contract. Operations open a second institution.
 */
let t: TestApp;
let ops: ApiClient;
let kig1: ApiClient;
let kig2: ApiClient;
let inst: ApiClient;
const ids: Record<string, string> = {};
const random = '019a0000-0000-7000-8000-000000000000';
const year = new Date().getUTCFullYear();
/** The seed's contract of KG0001: the school year running today. */
const seeded = schoolYearOf(new Date().toISOString().slice(0, 10));

const list = (client: ApiClient, q = '') => client.ok(client.get<InstitutionRow[]>(`/operations/institution/list${q}`));
const contracts = (client: ApiClient, id: string) => client.get<InstitutionContract[]>(`/operations/institution/contracts?institutionId=${id}`);
const experts = (client: ApiClient, id: string) => client.get<InstitutionAccount[]>(`/operations/institution/experts?institutionId=${id}`);
const opening = { name: '长宁区妇幼保健所', code: 'IN0002', areaCode: '310105', contactName: '陈医生', contactPhone: '13800000009', userName: 'changning-clinic' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await seedHealth(db, 'KG0001', 'IN0001');
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  // The institution's role is granted the screen's codes, to prove what a narrower reach answers.
  await grantPermissions(db, 'IN0001', 6, ['operations:institution:view', 'operations:institution:add']);
  inst = await ApiClient.as(t.app, 'demo-inst', 6);
  const contract = (beginDate: string, endDate: string) => kig2.ok(kig2.post<{ id: string }>('/health/medicalContract/save', { institutionId: ids.IN0001, beginDate, endDate }));
  await contract(`${year - 2}-09-01`, `${year - 1}-08-31`);
  await contract(`${year + 1}-09-01`, `${year + 2}-08-31`);
  const off = await contract(`${year - 1}-01-01`, `${year + 1}-12-31`);
  await kig2.ok(kig2.post('/health/medicalContract/disable', { id: off.id }));
}, 240_000);
afterAll(() => t?.close());

describe('medical institutions', () => {
  it('are listed for operations with their expert groups, accounts and kindergartens served', async () => {
    const rows = await list(ops);
    expect(rows.find((r) => r.code === 'IN0001')).toEqual({
      id: ids.IN0001,
      code: 'IN0001',
      name: '徐汇区妇幼保健院',
      areaCode: '310104',
      contactName: '周医生',
      contactPhone: '13800000005',
      status: 'enabled',
      expertGroups: 1,
      accounts: 2,
      runningKigs: 1,
      contracts: 4,
    });
    // Only institutions: no kindergarten, group or expert group.
    expect(rows.map((r) => r.code)).toEqual(['IN0001']);
    expect(await list(ops, '?name=徐汇')).toHaveLength(1);
    expect(await list(ops, '?name=%25')).toEqual([]);
  });

  it("show an institution's contracts with where each stands today, running first", async () => {
    const rows = await ops.ok(contracts(ops, ids.IN0001!));
    // Then by the kindergarten's name and the beginning.
    expect(rows.map((r) => [r.kigCode, r.state])).toEqual([
      ['KG0001', 'running'],
      ['KG0002', 'ended'],
      ['KG0002', 'disabled'],
      ['KG0002', 'upcoming'],
    ]);
    expect(rows[0]).toMatchObject({ kigId: ids.KG0001, kigName: '阳光第一幼儿园', ...seeded, note: '学年健康服务协议' });
  });

  it("show an institution's accounts and those of its expert groups, the institution's first", async () => {
    const rows = await ops.ok(experts(ops, ids.IN0001!));
    expect(rows.map((r) => [r.userName, r.orgName, r.orgKind, r.appType])).toEqual([
      ['demo-inst', '徐汇区妇幼保健院', 'institution', 6],
      ['demo-expert', '儿科专家组', 'expert', 7],
    ]);
  });

  it('answer an id that is not an institution within reach like a random one', async () => {
    const none = await contracts(ops, random);
    expect(none.status).toBe(404);
    expect(await contracts(ops, ids.KG0001!)).toEqual(none);
    expect(await experts(ops, ids.EX0001!)).toEqual(await experts(ops, random));
    expect((await contracts(ops, 'x')).status).toBe(400);
    // A kindergarten has no such code.
    expect((await kig1.get('/operations/institution/list')).status).toBe(403);
  });

  it('open an institution with its first account, which signs in to the institution system; the code and name once only', async () => {
    const opened = await ops.ok(ops.post<{ orgId: string; userId: string; password: string }>('/operations/institution/open', opening));
    expect(opened.password.length).toBeGreaterThan(5);
    const row = (await list(ops)).find((r) => r.code === 'IN0002');
    expect(row).toMatchObject({ id: opened.orgId, name: opening.name, areaCode: '310105', contactName: '陈医生', expertGroups: 0, accounts: 1, runningKigs: 0, contracts: 0 });
    const token = await signIn(t.app, 'changning-clinic', 6, opened.password);
    const info = await new ApiClient(t.app, token).ok(new ApiClient(t.app, token).get<UserInfo & { permissions: string[] }>('/sys/login/get_info'));
    expect(info).toMatchObject({ orgKind: 'institution', orgName: opening.name, appType: 6 });
    expect(info.permissions).toEqual(expect.arrayContaining(['health:check:view', 'health:message:view']));
    // Any kindergarten may now pick it to contract.
    const options = await kig2.ok(kig2.get<{ value: string }[]>('/system/organization/options?kind=institution'));
    expect(options.map((o) => o.value)).toContain(opened.orgId);
    const audits = await t.database.db
      .select({ resource: auditLogs.resource, detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.userName, 'demo-ops'), eq(auditLogs.action, 'create'), eq(auditLogs.resourceId, opened.orgId)));
    expect(audits).toEqual([{ resource: 'organization', detail: { code: 'IN0002', kind: 'institution', areaCode: '310105' } }]);

    expect(await ops.post('/operations/institution/open', { ...opening, code: 'in0002', userName: 'other-name' })).toMatchObject({ status: 409, data: [{ field: 'code' }] });
    expect(await ops.post('/operations/institution/open', { ...opening, code: 'IN0003' })).toMatchObject({ status: 409, data: [{ field: 'userName' }] });
    expect(await ops.post('/operations/institution/open', { ...opening, code: 'IN0003', userName: 'x-name', areaCode: '999999' })).toMatchObject({
      status: 400,
      data: [{ field: 'areaCode' }],
    });
    expect(await ops.post('/operations/institution/open', { ...opening, code: '!', contactPhone: '123' })).toMatchObject({ status: 400 });
    // Nothing of the refused ones was written.
    expect((await list(ops)).map((r) => r.code).sort()).toEqual(['IN0001', 'IN0002']);
  });

  it("an institution's session granted the codes sees its own institution only, and opens none", async () => {
    expect((await list(inst)).map((r) => r.code)).toEqual(['IN0001']);
    const other = (await list(ops)).find((r) => r.code === 'IN0002')!;
    expect(await contracts(inst, other.id)).toEqual(await contracts(inst, random));
    expect(await experts(inst, other.id)).toEqual(await experts(inst, random));
    expect((await inst.post('/operations/institution/open', { ...opening, code: 'IN0004', userName: 'y-name' })).status).toBe(403);
  });

  it("export the institutions with their figures and every contract, in the reader's language", async () => {
    const rows = (await sheetRows(await ops.raw('POST', '/operations/institution/export', {}))).map((r) => r.join('|'));
    expect(rows[0]).toContain('Medical institutions and their kindergartens');
    expect(rows).toContain('Medical institution|Kindergarten code|Kindergarten|Begins|Ends|Service');
    expect(rows.some((r) => r.startsWith('IN0001|徐汇区妇幼保健院|上海市 徐汇区|周医生') && r.endsWith('|1|2|1|4'))).toBe(true);
    expect(rows).toContain(`徐汇区妇幼保健院|KG0001|阳光第一幼儿园|${seeded.beginDate}|${seeded.endDate}|Running`);
    expect(rows.filter((r) => r.includes('|KG0002|'))).toHaveLength(3);
  });

  it('count only the contracts of live kindergartens, as the drawer lists them', async () => {
    const db = t.database.db;
    await db.update(organisations).set({ deleted: true }).where(eq(organisations.id, ids.KG0002!));
    try {
      expect((await list(ops)).find((r) => r.code === 'IN0001')).toMatchObject({ runningKigs: 1, contracts: 1 });
      expect((await ops.ok(contracts(ops, ids.IN0001!))).map((r) => r.kigCode)).toEqual(['KG0001']);
    } finally {
      await db.update(organisations).set({ deleted: false }).where(eq(organisations.id, ids.KG0002!));
    }
  });
});
