import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { activatedCheckMachine } from '../../test/check-machine.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';
import { menus, roleMenus } from '../system/menu.table.js';
import { roles } from '../system/role.table.js';
import { healthSettings } from './health.tables.js';

/**
 * The statistics of several kindergartens (a group's, an agent's), by kindergarten and by area. Beside
 * the demo group (KG0001 in 徐汇区, KG0002 in 长宁区, both 上海市) the agent gets a second group:
 * KG0003 in 南京市玄武区, KG0005 placed at 南京市 itself, KG0004 without an area.
 */
const DAY = '2026-11-10';
const MONTH = '2026-11';
let t: TestApp;
let kig: ApiClient;
let group: ApiClient;
let agent: ApiClient;
const ids: Record<string, string> = {};

type Counts = { expected: number; checked: number; notChecked: number; abnormal: number; pendingReview: number };
type MonthCounts = { expected: number; checked: number; abnormal: number; fever: number };
type View<C> = {
  groupBy: string;
  areaPath: { code: string; name: string }[];
  areas: ({ areaCode: string; areaName: string; kindergartenCount: number } & C)[];
  kindergartens: ({ kigId: string; kigName: string; areaCode: string | null } & C)[];
  totals: C;
};

const machineOf = (ops: ApiClient, kigCode: string) => activatedCheckMachine(t.app, ops, kigCode, `CHECK-${kigCode}`);

async function sendChecks(token: string, kigCode: string, temperatures: number[]) {
  const kids = await t.database.db
    .select({ cardNo: students.cardNo })
    .from(students)
    .where(eq(students.kigId, ids[kigCode]!))
    .orderBy(students.studentNumber)
    .limit(temperatures.length);
  const checks = temperatures.map((temperature, i) => ({
    recordId: `${kigCode}-${i}`,
    method: 'card',
    credential: kids[i]!.cardNo,
    session: 'morning',
    time: `${DAY}T00:10:00Z`,
    temperature,
  }));
  const res = await t.app.inject({ method: 'POST', url: '/device/v1/health/checks', headers: { authorization: `Device ${token}` }, payload: { checks } });
  expect(res.json()).toMatchObject({ data: { accepted: temperatures.length } });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  for (const o of orgs.records) ids[o.code] = o.id;
  const save = async (body: object) => (await admin.ok(admin.post<{ id: string }>('/system/organization/save', body))).id;
  ids.GR0002 = await save({ name: '金陵幼教集团', code: 'GR0002', kind: 'group', parentId: ids.AG0001 });
  ids.KG0003 = await save({ name: '金陵第一幼儿园', code: 'KG0003', kind: 'kindergarten', parentId: ids.GR0002, areaCode: '320102' });
  ids.KG0004 = await save({ name: '金陵第二幼儿园', code: 'KG0004', kind: 'kindergarten', parentId: ids.GR0002 });
  ids.KG0005 = await save({ name: '金陵第三幼儿园', code: 'KG0005', kind: 'kindergarten', parentId: ids.GR0002, areaCode: '320100' });
  await seedCampus(db, ['KG0001', 'KG0002', 'KG0003']);
  // KG0003 counts a fever from 37.0 °C; the others keep the default (37.3 °C).
  await db.insert(healthSettings).values({ kigId: ids.KG0003!, feverTemperature: 370, highFeverTemperature: 381, lowTemperature: 355, afternoonCheck: true });
  // The agent's role is given the statistics, as a later release of its menus would.
  const [planted] = await db
    .insert(menus)
    .values({ appType: 5, kind: 'button', name: { 'zh-CN': '统计', 'zh-TW': '統計', en: 'Statistics' }, permission: 'health:stats:view', sort: 1, isShow: false })
    .returning({ id: menus.id });
  const [agentRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.appType, 5), eq(roles.orgId, ids.AG0001!)));
  await db.insert(roleMenus).values({ roleId: agentRole!.id, menuId: planted!.id });
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  await sendChecks(await machineOf(ops, 'KG0001'), 'KG0001', [36.6, 37.5, 38.4, 36.5]);
  await sendChecks(await machineOf(ops, 'KG0003'), 'KG0003', [37.1, 36.6]);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
});
afterAll(() => t.close());

const overview = (client: ApiClient, query = '') => client.ok(client.get<View<Counts>>(`/health/stats/overview?date=${DAY}${query}`));
const monthly = (client: ApiClient, query = '') => client.ok(client.get<View<MonthCounts>>(`/health/stats/monthlyOverview?month=${MONTH}${query}`));

describe('the statistics of several kindergartens', () => {
  it('require authentication', async () => {
    const anonymous = new ApiClient(t.app, undefined);
    expect((await anonymous.get(`/health/stats/overview?date=${DAY}&groupBy=area`)).status).toBe(401);
    expect((await anonymous.get(`/health/stats/monthlyOverview?month=${MONTH}`)).status).toBe(401);
  });

  it("sum a group's kindergartens by province, then district, then list the district's kindergartens", async () => {
    const top = await overview(group, '&groupBy=area');
    expect(top).toMatchObject({ groupBy: 'area', areaPath: [], kindergartens: [] });
    expect(top.areas).toEqual([{ areaCode: '310000', areaName: '上海市', kindergartenCount: 2, expected: 144, checked: 4, notChecked: 140, abnormal: 2, pendingReview: 2 }]);
    expect(top.totals).toEqual({ expected: 144, checked: 4, notChecked: 140, abnormal: 2, pendingReview: 2 });
    // A municipality's districts sit right under it (no city level in between).
    const city = await overview(group, '&groupBy=area&areaCode=310000');
    expect(city.areaPath).toEqual([{ code: '310000', name: '上海市' }]);
    expect(city.areas.map((a) => [a.areaCode, a.areaName, a.kindergartenCount, a.checked])).toEqual([
      ['310104', '徐汇区', 1, 4],
      ['310105', '长宁区', 1, 0],
    ]);
    const district = await overview(group, '&groupBy=area&areaCode=310104');
    expect(district.areaPath.map((a) => a.name)).toEqual(['上海市', '徐汇区']);
    expect(district.areas).toEqual([]);
    expect(district.kindergartens).toEqual([
      { kigId: ids.KG0001, kigName: '阳光第一幼儿园', areaCode: '310104', expected: 72, checked: 4, notChecked: 68, abnormal: 2, pendingReview: 2 },
    ]);
    expect(district.totals).toMatchObject({ expected: 72, checked: 4 });
  });

  it('give an agent province, city and district rows, kindergartens placed at a city, and an unknown area', async () => {
    const top = await overview(agent, '&groupBy=area');
    expect(top.areas.map((a) => [a.areaCode, a.kindergartenCount, a.expected, a.checked])).toEqual([
      ['310000', 2, 144, 4],
      ['320000', 2, 72, 2],
      ['unknown', 1, 0, 0],
    ]);
    expect(top.totals).toMatchObject({ expected: 216, checked: 6 });
    const province = await overview(agent, '&groupBy=area&areaCode=320000');
    expect(province.areas.map((a) => [a.areaCode, a.areaName, a.kindergartenCount])).toEqual([['320100', '南京市', 2]]);
    const city = await overview(agent, '&groupBy=area&areaCode=320100');
    expect(city.areaPath.map((a) => a.code)).toEqual(['320000', '320100']);
    expect(city.areas.map((a) => [a.areaCode, a.areaName, a.checked])).toEqual([['320102', '玄武区', 2]]);
    expect(city.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0005]);
    expect(city.totals).toMatchObject({ expected: 72, checked: 2 });
    const unknown = await overview(agent, '&groupBy=area&areaCode=unknown');
    expect(unknown).toMatchObject({ areaPath: [], areas: [], kindergartens: [{ kigId: ids.KG0004, areaCode: null, expected: 0 }] });
    // By kindergarten within an area: all of the area's, at any depth.
    const within = await overview(agent, '&groupBy=kindergarten&areaCode=320000');
    expect(within.kindergartens.map((k) => k.kigId).sort()).toEqual([ids.KG0003, ids.KG0005].sort());
    expect((await overview(agent)).kindergartens).toHaveLength(5);
  });

  it("never show a group another group's kindergartens, nor a kindergarten another kindergarten", async () => {
    expect((await overview(group)).kindergartens.map((k) => k.kigId).sort()).toEqual([ids.KG0001, ids.KG0002].sort());
    expect(await overview(group, '&groupBy=area&areaCode=320000')).toMatchObject({ areas: [], kindergartens: [], totals: { expected: 0 } });
    expect((await overview(group, '&groupBy=area&areaCode=unknown')).kindergartens).toEqual([]);
    expect((await overview(kig, '&groupBy=area')).areas).toEqual([expect.objectContaining({ areaCode: '310000', kindergartenCount: 1, checked: 4 })]);
    expect((await overview(kig, '&groupBy=area&areaCode=310105')).kindergartens).toEqual([]);
    expect((await monthly(kig)).kindergartens.map((k) => k.kigId)).toEqual([ids.KG0001]);
    expect((await monthly(group, '&groupBy=area&areaCode=320100')).areas).toEqual([]);
  });

  it('refuse an area code that is not one', async () => {
    expect(await group.get(`/health/stats/overview?date=${DAY}&groupBy=area&areaCode=999999`)).toMatchObject({ status: 400, data: [{ field: 'areaCode' }] });
    expect(await group.get(`/health/stats/monthlyOverview?month=${MONTH}&groupBy=area&areaCode=31`)).toMatchObject({ status: 400, data: [{ field: 'areaCode' }] });
    expect((await group.get(`/health/stats/overview?date=${DAY}&groupBy=city`)).status).toBe(400);
  });
});

describe('the month of several kindergartens', () => {
  it('counts each kindergarten as its own monthly statistics do, with its own fever threshold', async () => {
    const all = await monthly(agent);
    expect(all).toMatchObject({ month: MONTH, session: 'morning', groupBy: 'kindergarten' });
    expect(all.kindergartens.map((k) => k.kigId).sort()).toEqual(['KG0001', 'KG0002', 'KG0003', 'KG0004', 'KG0005'].map((c) => ids[c]).sort());
    for (const code of ['KG0001', 'KG0002', 'KG0003']) {
      const one = await agent.ok(agent.get<{ totals: MonthCounts }>(`/health/stats/monthly?month=${MONTH}&kigId=${ids[code]}`));
      expect(all.kindergartens.find((k) => k.kigId === ids[code])).toMatchObject(one.totals);
    }
    const first = all.kindergartens.find((k) => k.kigId === ids.KG0001)!;
    expect(first).toMatchObject({ checked: 4, abnormal: 2, fever: 2 });
    expect(first.expected % 72).toBe(0);
    expect(first.expected).toBeGreaterThan(0);
    expect(all.kindergartens.find((k) => k.kigId === ids.KG0003)).toMatchObject({ checked: 2, abnormal: 1, fever: 1 });
    expect(all.kindergartens.find((k) => k.kigId === ids.KG0004)).toMatchObject({ expected: 0, checked: 0 });
    expect(all.totals).toEqual({ expected: all.kindergartens.reduce((n, k) => n + k.expected, 0), checked: 6, abnormal: 3, fever: 3 });
  });

  it('sums the month by area like the day', async () => {
    const top = await monthly(agent, '&groupBy=area');
    const first = (await monthly(agent)).kindergartens.find((k) => k.kigId === ids.KG0001)!;
    expect(top.areas.map((a) => [a.areaCode, a.kindergartenCount, a.expected, a.checked, a.abnormal, a.fever])).toEqual([
      ['310000', 2, first.expected * 2, 4, 2, 2],
      ['320000', 2, first.expected, 2, 1, 1],
      ['unknown', 1, 0, 0, 0, 0],
    ]);
    const district = await monthly(agent, '&groupBy=area&areaCode=320102');
    expect(district.kindergartens).toEqual([expect.objectContaining({ kigId: ids.KG0003, checked: 2, fever: 1 })]);
    expect(district.areaPath.map((a) => a.name)).toEqual(['江苏省', '南京市', '玄武区']);
  });
});
