import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { type SecondAgent, secondAgent } from '../../test/second-agent.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';
import { devices } from '../device/device.table.js';
import { memberships, vipPackages } from '../pack/pack.tables.js';

type Stats = {
  months: { month: string; opened: number; children: number; memberships: number; membershipFen: number }[];
  kindergartens: { kigId: string; kigCode: string; agentName: string; openedOn: string; children: number; machines: number }[];
  totals: { kindergartens: number; children: number; machines: number; opened: number; memberships: number; membershipFen: number };
};

let t: TestApp;
let agent: ApiClient;
let ops: ApiClient;
let other: SecondAgent;
let kigIds: Map<string, string>;

const FROM = '2024-01';
const TO = '2025-12';
const months = () => {
  const out: string[] = [];
  for (let y = 2024; y <= 2025; y++) for (let m = 1; m <= 12; m++) out.push(`${y}-${String(m).padStart(2, '0')}`);
  return out;
};
const monthEnd = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
const stats = (client: ApiClient, q = `from=${FROM}&to=${TO}`) => client.get<Stats>(`/agency/stats/figures?${q}`);

/** The figures counted from the rows themselves, apart from the service's SQL. */
async function expected(codes: string[]) {
  const db = t.database.db;
  const ids = codes.map((c) => kigIds.get(c)!);
  const kids = await db
    .select()
    .from(students)
    .where(and(inArray(students.kigId, ids), eq(students.deleted, false)));
  const kigs = await db.select().from(organisations).where(inArray(organisations.id, ids));
  const sold = (await db.select().from(memberships).where(inArray(memberships.kigId, ids))).filter((m) => m.source !== 'trial' && !m.deleted);
  const machines = await db
    .select()
    .from(devices)
    .where(and(inArray(devices.kigId, ids), eq(devices.status, 'enabled'), eq(devices.deleted, false)));
  const endOf = (s: (typeof kids)[number]) => (s.status === 'studying' ? null : (s.graduatedDate ?? s.serviceEndDate ?? s.updatedAt.toISOString().slice(0, 10)));
  return {
    months: months().map((m) => ({
      month: m,
      opened: kigs.filter((k) => k.openDate?.slice(0, 7) === m).length,
      children: kids.filter((s) => s.enrolDate <= monthEnd(m) && (endOf(s) === null || endOf(s)! > monthEnd(m))).length,
      memberships: sold.filter((s) => s.soldOn.slice(0, 7) === m).length,
      membershipFen: sold.filter((s) => s.soldOn.slice(0, 7) === m).reduce((n, s) => n + s.pricePaid, 0),
    })),
    children: new Map(ids.map((id) => [id, kids.filter((s) => s.kigId === id && s.status === 'studying').length])),
    machines: new Map(ids.map((id) => [id, machines.filter((d) => d.kigId === id).length])),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  // KG0001 and KG0002 opened in the period asked (their records' opening days).
  await db.update(organisations).set({ openDate: '2025-05-20' }).where(eq(organisations.code, 'KG0001'));
  await db.update(organisations).set({ openDate: '2024-11-03' }).where(eq(organisations.code, 'KG0002'));
  other = await secondAgent(t.app, db);
  kigIds = new Map((await db.select({ id: organisations.id, code: organisations.code }).from(organisations)).map((o) => [o.code, o.id]));
  // Memberships of KG0001's children: sold in the period (a renewal among them), one before it, a trial (not sold).
  const kg1 = kigIds.get('KG0001')!;
  const [pack] = await db
    .insert(vipPackages)
    .values({ packageName: '统计套餐', validDays: 30, charge: 10_00, androidCharge: 10_00, iosCharge: 10_00, shelfState: 'onShelf' })
    .returning();
  const children = await db.select({ id: students.id }).from(students).where(eq(students.kigId, kg1)).limit(3);
  const period = (studentId: string, source: 'sale' | 'trial', soldOn: string, pricePaid: number, renewal = false) => ({
    kigId: kg1,
    studentId,
    packageId: pack!.id,
    source,
    startDate: soldOn,
    endDate: soldOn,
    pricePaid,
    renewal,
    soldOn,
  });
  await db
    .insert(memberships)
    .values([
      period(children[0]!.id, 'sale', '2025-03-02', 120_00),
      period(children[0]!.id, 'sale', '2025-03-30', 99_50, true),
      period(children[1]!.id, 'sale', '2025-07-14', 120_00),
      period(children[1]!.id, 'trial', '2025-03-10', 0),
      period(children[2]!.id, 'sale', '2023-12-31', 120_00),
    ]);
  await db.insert(devices).values([
    { serialNo: 'STAT000001', kind: 'signIn', kigId: kigIds.get('KG0001')!, status: 'enabled', verifyCodeHash: 'x' },
    { serialNo: 'STAT000002', kind: 'morningCheck', kigId: kigIds.get('KG0001')!, status: 'enabled', verifyCodeHash: 'x' },
    { serialNo: 'STAT000003', kind: 'signIn', kigId: kigIds.get('KG0002')!, status: 'disabled', verifyCodeHash: 'x' },
    { serialNo: 'STAT000004', kind: 'signIn', kigId: other.kigId, status: 'enabled', verifyCodeHash: 'x' },
  ]);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
});
afterAll(() => t?.close());

describe("an agent's statistics", () => {
  it('count kindergartens opened per month, children at each month end and now, machines per kindergarten, as the rows say', async () => {
    const got = await agent.ok(stats(agent));
    const want = await expected(['KG0001', 'KG0002']);
    expect(got.months).toEqual(want.months);
    expect(got.months.reduce((n, m) => n + m.opened, 0)).toBe(2);
    expect(got.months.some((m) => m.children > 0)).toBe(true);
    expect(got.kindergartens.map((k) => k.kigCode)).toEqual(['KG0001', 'KG0002']);
    for (const k of got.kindergartens) {
      expect(k).toMatchObject({ agentName: '华东区域代理', children: want.children.get(k.kigId), machines: want.machines.get(k.kigId) });
    }
    expect(got.months.find((m) => m.month === '2025-03')).toMatchObject({ memberships: 2, membershipFen: 219_50 });
    expect(got.totals).toEqual({
      kindergartens: 2,
      opened: 2,
      children: [...want.children.values()].reduce((a, b) => a + b, 0),
      machines: 2,
      memberships: 3,
      membershipFen: 339_50,
    });
  });

  it("are the agent's own: another agent's kindergartens are not counted and its id answers as a random one", async () => {
    const theirs = await other.client.ok(stats(other.client));
    expect(theirs.kindergartens.map((k) => k.kigCode)).toEqual(['KG9001']);
    expect(theirs.totals).toMatchObject({ kindergartens: 1, children: 0, machines: 1 });
    const foreign = await stats(agent, `from=${FROM}&to=${TO}&agentId=${other.agentId}`);
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await stats(agent, `from=${FROM}&to=${TO}&agentId=019a0000-0000-7000-8000-0000000000bb`));
  });

  it('are read in as many statements whatever the number of kindergartens', async () => {
    const count = async () => {
      const before = t.database.statements();
      await agent.ok(stats(agent));
      return t.database.statements() - before;
    };
    await count();
    const withTwo = await count();
    const admin = await ApiClient.as(t.app, 'demo-admin', 8);
    await admin.ok(
      admin.post('/system/organization/save', { name: '阳光第三幼儿园', code: 'KG0003', kind: 'kindergarten', parentId: kigIds.get('GR0001'), sort: 3, areaCode: '310104' }),
    );
    await seedCampus(t.database.db, ['KG0003']);
    expect((await agent.ok(stats(agent))).kindergartens).toHaveLength(3);
    expect(await count()).toBe(withTwo);
  });

  it('refuse a period backwards or longer than two years, on its field', async () => {
    expect(await stats(agent, 'from=2025-05&to=2025-01')).toMatchObject({ status: 400, data: [{ field: 'to' }] });
    expect(await stats(agent, 'from=2023-01&to=2025-12')).toMatchObject({ status: 400, data: [{ field: 'to' }] });
  });

  it('export the months and the kindergartens with their totals', async () => {
    const got = await agent.ok(stats(agent));
    const rows = await sheetRows(await agent.raw('POST', '/agency/stats/export', { from: FROM, to: TO }));
    expect(rows[0]![0]).toContain('华东区域代理');
    for (const m of got.months) expect(rows).toContainEqual([m.month, m.opened, m.children, m.memberships, m.membershipFen / 100]);
    for (const k of got.kindergartens) expect(rows).toContainEqual([k.kigCode, expect.any(String), '华东区域代理', k.openedOn, k.children, k.machines]);
    const total = rows.filter((r) => r[0] === 'Total').at(-1)!;
    expect([total[0], total[1], total[4], total[5]]).toEqual(['Total', String(got.totals.kindergartens), got.totals.children, got.totals.machines]);
  });
});

describe("operations' statistics", () => {
  it('are of every agent, or of the one named', async () => {
    const all = await ops.ok(stats(ops));
    expect(all.kindergartens.map((k) => k.kigCode)).toEqual(expect.arrayContaining(['KG0001', 'KG0002', 'KG9001']));
    const one = await ops.ok(stats(ops, `from=${FROM}&to=${TO}&agentId=${other.agentId}`));
    expect(one.kindergartens.map((k) => k.kigCode)).toEqual(['KG9001']);
    expect(one.kindergartens[0]).toMatchObject({ agentName: '华南区域代理', machines: 1 });
  });
});
