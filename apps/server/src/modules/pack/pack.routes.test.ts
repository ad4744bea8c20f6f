import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedPacks } from '../../db/seed/pack-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { addDays, todayIn } from '../../platform/dates.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { terms } from '../campus/campus.tables.js';
import { createBuiltInRole } from '../system/built-in-role.js';
import { memberships } from './pack.tables.js';

type Vip = { id: string; packageName: string; shelfState: string; updatedAt: string };
type Period = { id: string; studentId: string; startDate: string; endDate: string; pricePaid: number; renewal: boolean; source: string };
type Membership = { state: string; today: string; trialUsed: boolean; current: { endDate: string } | null; offers: { packageId: string; price: number; tryFlag: boolean }[] };
type Review = { id: string; kigId: string; month: string; state: string; soldCount: number; soldAmount: number };

const ZONE = 'Asia/Shanghai';
const RANDOM = '0190a0a0-0000-7000-8000-000000000000';
// The server's clock: a test moves it across a kindergarten's midnight or into the next month.
let now = new Date();
let t: TestApp;
let ops: ApiClient;
let agent: ApiClient;
let otherAgent: ApiClient;
let kig: ApiClient;
let kg1: string;
let made = 0;

/** An operations' VIP package of its own (off the shelf), put on the shelf unless told not to. */
async function vip(charge: number, more: object = {}, onShelf = true): Promise<Vip> {
  const n = ++made;
  const saved = await ops.ok(
    ops.post<Vip>('/agency/vipPackage/save', { packageName: `测试套餐 ${n}`, validDays: 30, charge, androidCharge: charge, iosCharge: charge, tryFlag: false, ...more }),
  );
  expect(saved.shelfState).toBe('offShelf');
  if (onShelf) await ops.ok(ops.post('/agency/vipPackage/putOn', { ids: [saved.id] }));
  return saved;
}

const family = async (studentNumber: string): Promise<{ f: TestFamily; client: ApiClient; studentId: string }> => {
  const f = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001', studentNumber }]);
  return { f, client: new ApiClient(t.app, f.token), studentId: f.parents[0]!.studentId };
};

/** An instant `minutes` after midnight starting `day` in the kindergarten's zone (Shanghai, no daylight saving). */
const shanghaiMidnight = (day: string, minutes: number) => new Date(Date.parse(`${day}T00:00:00+08:00`) + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  // The demo's campus and its packages and memberships (the seed is tested with them).
  await seedCampus(db, ['KG0001']);
  await seedPacks(db, now);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kg1 = orgs.find((o) => o.code === 'KG0001')!.id;
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const platformId = orgs.find((o) => o.code === 'PLATFORM')!.id;
  const other = await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '西部代理', code: 'AG0009', kind: 'agent', parentId: platformId, sort: 9 }));
  const roleId = await createBuiltInRole(db, { orgId: other.id, appType: 5, name: '代理商管理员' });
  const user = await admin.ok(
    admin.post<{ _once: { password: string } }>('/system/user/save', { userName: 'west-agent', nickName: '西部', orgId: other.id, appType: 5, roleIds: [roleId] }),
  );
  otherAgent = await ApiClient.as(t.app, 'west-agent', 5, user._once.password);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
});

afterAll(async () => {
  await t?.close();
});

describe('packages on and off the shelf', () => {
  it('offers an agent only what is on the shelf, and each move is audited', async () => {
    const pack = await vip(20_00, {}, false);
    const listed = async () => (await agent.ok(agent.get<{ vip: { id: string; agentCost: number }[] }>('/agency/packageDetails/list'))).vip.find((p) => p.id === pack.id);
    expect(await listed()).toBeUndefined();
    await ops.ok(ops.post('/agency/vipPackage/putOn', { ids: [pack.id] }));
    expect(await listed()).toMatchObject({ agentCost: 20_00 });
    await ops.ok(ops.post('/agency/vipPackage/takeOff', { ids: [pack.id] }));
    expect(await listed()).toBeUndefined();
    // Taken off twice: the second finds it off already.
    expect((await ops.post('/agency/vipPackage/takeOff', { ids: [pack.id] })).status).toBe(422);
    const moves = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.resourceId, pack.id));
    expect(moves.map((m) => m.action).sort()).toEqual(['create', 'putOn', 'takeOff']);
  });

  it('cannot price or sell a package off the shelf', async () => {
    const pack = await vip(10_00);
    await ops.ok(ops.post('/agency/vipPackage/takeOff', { ids: [pack.id] }));
    const fee = await agent.post('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 12_00 });
    expect(fee.status).toBe(400);
    expect(fee.data).toEqual([{ field: 'packageId', message: 'This package is not on the shelf' }]);
    expect((await kig.post('/agency/kigVipPrice/save', { packageId: pack.id, price: 15_00 })).status).toBe(400);
    const { studentId } = await family('KG0001-050');
    expect((await kig.post('/agency/membership/sell', { studentId, packageId: pack.id })).status).toBe(400);
  });

  it('keeps operations the only ones to define packages', async () => {
    expect((await agent.post('/agency/vipPackage/save', { packageName: 'x', validDays: 1, charge: 0, androidCharge: 0, iosCharge: 0 })).status).toBe(403);
    expect((await kig.post('/agency/rechargePackage/list', {})).status).toBe(403);
  });
});

describe('price bounds', () => {
  it('refuses a recharge package whose kindergarten price is below its agent price, on the field', async () => {
    const base = { orderCode: `RP-T-${++made}`, packageType: 'video', months: 12, monthlyFee: 30_00, agentPrice: 300_00 };
    const below = await ops.post('/agency/rechargePackage/save', { ...base, kigPrice: 299_99 });
    expect(below.status).toBe(400);
    expect(below.data).toEqual([{ field: 'kigPrice', message: 'The kindergarten price may not be below the agent price' }]);
    expect((await ops.post('/agency/rechargePackage/save', { ...base, kigPrice: 1.5 })).status).toBe(400);
    const saved = await ops.ok(ops.post<{ kigPrice: number }>('/agency/rechargePackage/save', { ...base, kigPrice: 300_00 }));
    expect(saved.kigPrice).toBe(300_00);
  });

  it("holds the agent's fee at least at the package's charge, and the kindergarten's price at least at the agent's fee", async () => {
    const pack = await vip(40_00);
    const low = await agent.post('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 39_99 });
    expect(low.data).toEqual([{ field: 'agentPrice', message: "The agent's fee may not be below the package's cost of 40.00 yuan" }]);
    await agent.ok(agent.post('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 50_00 }));
    const cheap = await kig.post('/agency/kigVipPrice/save', { packageId: pack.id, price: 49_99 });
    expect(cheap.status).toBe(400);
    expect(cheap.data).toEqual([{ field: 'price', message: "The kindergarten's price may not be below the agent's 50.00 yuan" }]);
    const zh = new ApiClient(t.app, kig.token, 'zh_CN');
    expect((await zh.post('/agency/kigVipPrice/save', { packageId: pack.id, price: 49_99 })).data).toEqual([
      { field: 'price', message: '幼儿园价格不能低于代理商设置的 50.00 元' },
    ]);
    await kig.ok(kig.post('/agency/kigVipPrice/save', { packageId: pack.id, price: 58_00 }));
    // Families pay the kindergarten's price, which a sale records.
    const { studentId } = await family('KG0001-051');
    const sold = await kig.ok(kig.post<Period>('/agency/membership/sell', { studentId, packageId: pack.id }));
    expect(sold.pricePaid).toBe(58_00);
  });
});

describe('the agent boundary', () => {
  it("answers another agent's fee setting like a random id, and refuses its kindergartens", async () => {
    const pack = await vip(5_00);
    const mine = await agent.ok(agent.post<{ id: string }>('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 6_00 }));
    const random = await otherAgent.get(`/agency/kigFeeSetting/get?id=${RANDOM}`);
    expect(random.status).toBe(404);
    expect(await otherAgent.get(`/agency/kigFeeSetting/get?id=${mine.id}`)).toEqual(random);
    const theirs = await otherAgent.post('/agency/kigFeeSetting/save', { kigId: kg1, packageId: pack.id, agentPrice: 9_00 });
    expect([403, 404]).toContain(theirs.status);
    const list = await otherAgent.ok(otherAgent.post<Page<{ id: string }>>('/agency/kigFeeSetting/list', { pageSize: 100 }));
    expect(list.total).toBe(0);
    expect((await otherAgent.ok(otherAgent.get<{ total: number }>('/agency/membership/status'))).total).toBe(0);
  });
});

describe('memberships', () => {
  it('gives a trial once per child, at no charge', async () => {
    const trial = await vip(0, { tryFlag: true, validDays: 7 });
    const { client, studentId } = await family('KG0001-052');
    const before = await client.ok(client.get<Membership>(`/app/v1/membership?studentId=${studentId}`));
    expect(before).toMatchObject({ state: 'none', current: null, trialUsed: false });
    expect(before.offers.find((o) => o.packageId === trial.id)).toMatchObject({ price: 0, tryFlag: true });
    const started = await client.ok(client.post<Period>('/app/v1/membership/trial', { studentId, packageId: trial.id }));
    expect(started).toMatchObject({ source: 'trial', pricePaid: 0, renewal: false, startDate: todayIn(ZONE, now), endDate: addDays(todayIn(ZONE, now), 6) });
    const again = await client.post('/app/v1/membership/trial', { studentId, packageId: trial.id });
    expect(again).toMatchObject({ status: 422, txt: 'This child has already used a trial' });
    const after = await client.ok(client.get<Membership>(`/app/v1/membership?studentId=${studentId}`));
    expect(after).toMatchObject({ state: 'ending', trialUsed: true });
    expect(after.offers.some((o) => o.tryFlag)).toBe(false);
    // A package that is no trial is not given as one; another family's child answers like a random one.
    const paid = await vip(9_00);
    expect((await client.post('/app/v1/membership/trial', { studentId, packageId: paid.id })).status).toBe(422);
    expect(await client.post('/app/v1/membership/trial', { studentId: RANDOM, packageId: trial.id })).toMatchObject({ status: 404 });
  });

  it('extends a running membership from the day after its end, and lists it as renewed', async () => {
    const pack = await vip(8_00, { validDays: 30 });
    const { studentId } = await family('KG0001-053');
    const first = await kig.ok(kig.post<Period>('/agency/membership/sell', { studentId, packageId: pack.id }));
    const second = await kig.ok(kig.post<Period>('/agency/membership/sell', { studentId, packageId: pack.id }));
    expect(first).toMatchObject({ renewal: false, pricePaid: 8_00, startDate: todayIn(ZONE, now), endDate: addDays(todayIn(ZONE, now), 29) });
    expect(second).toMatchObject({ renewal: true, startDate: addDays(first.endDate, 1), endDate: addDays(first.endDate, 30) });
    const status = await agent.ok(
      agent.get<{ records: { studentId: string; state: string; periods: number; renewals: number; endDate: string }[] }>('/agency/membership/status?pageSize=100'),
    );
    expect(status.records.find((r) => r.studentId === studentId)).toMatchObject({ state: 'active', periods: 2, renewals: 1, endDate: second.endDate });
    const history = await kig.ok(kig.post<Page<{ studentId: string }>>('/agency/membership/list', { studentId }));
    expect(history.total).toBe(2);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, second.id), eq(auditLogs.action, 'sell')));
    expect(audit).toHaveLength(1);
  });

  it('lists the demo kindergarten in every state, for its own account, its agent and operations alike', async () => {
    const states = async (client: ApiClient, state: string) => (await client.ok(client.get<{ total: number }>(`/agency/membership/status?kigId=${kg1}&state=${state}`))).total;
    for (const state of ['active', 'ending', 'expired']) {
      const n = await states(kig, state);
      expect(n, state).toBeGreaterThan(0);
      expect(await states(agent, state)).toBe(n);
      expect(await states(ops, state)).toBe(n);
    }
  });

  it("a group follows its kindergartens' memberships: the states and the history by kindergarten, and the export", async () => {
    const group = await ApiClient.as(t.app, 'demo-group', 4);
    const menus = await group.ok(group.get<{ menus: { href: string; subMenus?: { componentUrl?: string }[] }[] }>('/sys/login/get_info'));
    expect(menus.menus.find((m) => m.href === '/pack')?.subMenus?.map((m) => m.componentUrl)).toEqual(['agency/membership']);
    for (const state of ['active', 'ending', 'expired']) {
      const path = `/agency/membership/status?kigId=${kg1}&state=${state}`;
      expect((await group.ok(group.get<{ total: number }>(path))).total).toBe((await agent.ok(agent.get<{ total: number }>(path))).total);
    }
    const history = await group.ok(group.post<Page<{ kigId: string }>>('/agency/membership/list', { kigId: kg1, pageSize: 100 }));
    expect(history.total).toBeGreaterThan(0);
    expect(history.records.every((r) => r.kigId === kg1)).toBe(true);
    expect((await group.raw('POST', '/agency/membership/status/export', { kigId: kg1 })).statusCode).toBe(200);
    // A group sells nothing.
    expect(await group.post('/agency/membership/sell', { studentId: kg1, packageId: kg1 })).toMatchObject({ status: 403 });
  });

  it("exports the state list with its filters in the reader's language, as its agent sees it", async () => {
    const listed = await agent.ok(
      agent.get<{ total: number; records: { studentName: string; endDate: string }[] }>(`/agency/membership/status?kigId=${kg1}&state=ending&pageSize=100`),
    );
    const rows = await sheetRows(await agent.raw('POST', '/agency/membership/status/export', { kigId: kg1, state: 'ending' }));
    expect(rows[0]![0]).toMatch(/^Membership states \(\d{4}-\d{2}-\d{2}\)$/);
    const head = rows.findIndex((r) => r[0] === 'Child');
    expect(rows[head]).toEqual(['Child', 'Kindergarten', 'Membership package', 'Start date', 'End date', 'State', 'Periods bought', 'Renewals']);
    const body = rows.slice(head + 1).filter((r) => r.length > 0);
    expect(body).toHaveLength(listed.total);
    expect(body.map((r) => [r[0], r[4], r[5]])).toEqual(listed.records.map((r) => [r.studentName, r.endDate, 'Ending soon']));
    // Another agent's kindergarten answers as a random one.
    const RANDOM = '0190a000-0000-7000-8000-000000000000';
    const theirs = await otherAgent.raw('POST', '/agency/membership/status/export', { kigId: kg1 });
    const random = await otherAgent.raw('POST', '/agency/membership/status/export', { kigId: RANDOM });
    expect([theirs.statusCode, theirs.body]).toEqual([random.statusCode, random.body]);
  });
});

describe('a membership gives growth reports, until the day after it ends in the kindergarten zone', () => {
  it('refuses a child without a membership, naming it', async () => {
    const { client, studentId } = await family('KG0001-054');
    const refused = await client.get(`/app/v1/growthReports?studentId=${studentId}`);
    expect(refused.status).toBe(403);
    expect(refused.txt).toMatch(/^Growth reports are for members only: .+ has no membership$/);
  });

  it('opens the reports on the last day up to midnight, and closes them at midnight', async () => {
    const saved = now;
    try {
      const { client, studentId, f } = await family('KG0001-055');
      const [term] = await t.database.db.select({ id: terms.id }).from(terms).where(eq(terms.kigId, kg1));
      await kig.ok(kig.post('/health/growthReport/generate', { termId: term!.id, studentIds: [studentId] }));
      await t.app.jobs.drain();
      const pack = await vip(3_00, { validDays: 3 });
      const sold = await kig.ok(kig.post<Period>('/agency/membership/sell', { studentId, packageId: pack.id }));
      now = shanghaiMidnight(addDays(sold.endDate, 1), -1);
      const open = await client.ok(client.get<{ records: { termId: string; content: { student: unknown } }[] }>(`/app/v1/growthReports?studentId=${studentId}`));
      expect(open.records).toHaveLength(1);
      expect(open.records[0]!.termId).toBe(term!.id);
      expect((await client.ok(client.get<Membership>(`/app/v1/membership?studentId=${studentId}`))).state).toBe('ending');
      now = shanghaiMidnight(addDays(sold.endDate, 1), 0);
      const closed = await client.get(`/app/v1/growthReports?studentId=${studentId}`);
      expect(closed.status).toBe(403);
      expect(closed.txt).toContain(`membership ended on ${sold.endDate}`);
      expect((await new ApiClient(t.app, f.token, 'zh_TW').get(`/app/v1/growthReports?studentId=${studentId}`)).txt).toContain(`的會員已於 ${sold.endDate} 到期`);
      // Renewed after it ended: from the renewal's day on, the reports open again.
      await kig.ok(kig.post('/agency/membership/sell', { studentId, packageId: pack.id }));
      expect((await client.get(`/app/v1/growthReports?studentId=${studentId}`)).status).toBe(200);
    } finally {
      now = saved;
    }
  });
});

describe('monthly online review', () => {
  it('reads the month, is confirmed by the agent once the month is over, and is closed then', async () => {
    const saved = now;
    try {
      const month = todayIn(ZONE, now).slice(0, 7);
      const pack = await vip(7_00);
      const { studentId } = await family('KG0001-056');
      await agent.ok(agent.post('/agency/monthlyReview/refresh', { month }));
      const row = async () =>
        (await agent.ok(agent.post<Page<Review>>('/agency/monthlyReview/list', { kigId: kg1, month }))).records.find((r) => r.kigId === kg1 && r.month === month)!;
      const before = await row();
      expect(before.state).toBe('toConfirm');
      await kig.ok(kig.post('/agency/membership/sell', { studentId, packageId: pack.id }));
      await agent.ok(agent.post('/agency/monthlyReview/refresh', { month }));
      const sold = await t.database.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.kigId, kg1), eq(memberships.studentId, studentId)));
      expect(await row()).toMatchObject({ soldCount: before.soldCount + 1, soldAmount: before.soldAmount + sold[0]!.pricePaid });
      const open = await agent.post('/agency/monthlyReview/confirm', { ids: [before.id] });
      expect(open).toMatchObject({ status: 422, txt: 'This month is not over yet and cannot be confirmed' });
      // Operations see every agent's months but do not confirm them.
      expect((await ops.ok(ops.post<Page<Review>>('/agency/monthlyReview/list', { kigId: kg1, month }))).total).toBe(1);
      expect((await ops.post('/agency/monthlyReview/confirm', { ids: [before.id] })).status).toBe(403);
      expect((await otherAgent.post('/agency/monthlyReview/confirm', { ids: [before.id] })).status).toBe(404);
      // Five minutes into the next month, in the kindergarten's zone.
      const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
      now = shanghaiMidnight(`${nextMonth}-01`, 5);
      await agent.ok(agent.post('/agency/monthlyReview/confirm', { ids: [before.id] }));
      const confirmed = await row();
      expect(confirmed.state).toBe('confirmed');
      await kig.ok(kig.post('/agency/membership/sell', { studentId, packageId: pack.id }));
      await agent.ok(agent.post('/agency/monthlyReview/refresh', { month }));
      expect(await row()).toEqual(confirmed);
      expect((await agent.post('/agency/monthlyReview/confirm', { ids: [before.id] })).status).toBe(422);
      const audit = await t.database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.resourceId, before.id), eq(auditLogs.action, 'confirm')));
      expect(audit).toHaveLength(1);
    } finally {
      now = saved;
    }
  });

  it('exports the memberships and the reviews as xlsx', async () => {
    for (const path of ['/agency/membership/export', '/agency/monthlyReview/export', '/agency/vipPackage/export']) {
      const client = path.includes('vipPackage') ? ops : agent;
      const res = await client.raw('POST', path, {});
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
