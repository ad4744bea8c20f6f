import type { OpsStats, OpsStatsFigures } from '@kg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { newId } from '../../db/columns.js';
import { areaPath } from '../../platform/area-codes.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { NOT_ON_CITUS, onCitus, singleShardServer, type SingleShardServer } from '../../test/single-shard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, students } from '../campus/campus.tables.js';
import { devices } from '../device/device.table.js';
import { healthDaySummaries } from '../health/health-summary.table.js';
import { accountId } from '../money/ledger.service.js';
import { ledgerEntries, ledgerTransactions } from '../money/money.tables.js';
import { memberships, vipPackages } from '../pack/pack.tables.js';
import { smsMessages } from '../sms/sms.tables.js';

/**
 * Operations' data stats (issue 18). Two kindergartens of their own in Beijing (KG0201 in 朝阳区 110105,
 * KG0202 in 海淀区 110108), where no demo kindergarten is, so that Beijing's figures are exactly what this
 * file records: machines, day summaries of checks, memberships sold, families' payments in the ledger, SMS.
 * The server's clock is fixed at noon in Shanghai on Monday 2025-06-16; the period is 2025-01 to 2025-06.
 */
const NOW = new Date('2025-06-16T04:00:00Z');
const Q = 'from=2025-01&to=2025-06&groupBy=area';
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const monthEnd = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);

let t: TestApp;
let ops: ApiClient;
const ids: Record<string, string> = {};

const stats = (client: ApiClient, q = '') => client.get<OpsStats>(`/operations/stats/figures?${Q}${q}`);

/** The children of some kindergartens studying now and on the roll at each month's end, counted from the rows. */
async function childrenOf(kigIds: string[]) {
  const kids = await t.database.db
    .select()
    .from(students)
    .where(and(inArray(students.kigId, kigIds), eq(students.deleted, false)));
  const left = (s: (typeof kids)[number]) => (s.status === 'studying' ? null : (s.graduatedDate ?? s.serviceEndDate ?? s.updatedAt.toISOString().slice(0, 10)));
  return {
    now: kids.filter((s) => s.status === 'studying').length,
    byMonth: MONTHS.map((m) => kids.filter((s) => s.enrolDate <= monthEnd(m) && (left(s) === null || left(s)! > monthEnd(m))).length),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  const db = t.database.db;
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const [agent] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'AG0001'));
  for (const [code, name, areaCode] of [
    ['KG0201', '朝阳统计幼儿园', '110105'],
    ['KG0202', '海淀统计幼儿园', '110108'],
  ] as const) {
    await admin.ok(admin.post('/system/organization/save', { name, code, kind: 'kindergarten', parentId: agent!.id, sort: 9, areaCode }));
  }
  await seedCampus(db, ['KG0201', 'KG0202']);
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  await db.update(organisations).set({ openDate: '2025-02-10' }).where(eq(organisations.code, 'KG0201'));
  await db.update(organisations).set({ openDate: '2025-04-01' }).where(eq(organisations.code, 'KG0202'));
  const [k1, k2] = [ids.KG0201!, ids.KG0202!];

  // Machines: KG0201's two in service (one heard from today), one disabled; KG0202's one, heard from today.
  await db.insert(devices).values([
    {
      serialNo: 'OPST000001',
      kind: 'morningCheck',
      kigId: k1,
      status: 'enabled',
      verifyCodeHash: 'x',
      activatedAt: new Date('2025-03-05T02:00:00Z'),
      lastOnlineAt: new Date('2025-06-16T01:00:00Z'),
    },
    {
      serialNo: 'OPST000002',
      kind: 'signIn',
      kigId: k1,
      status: 'enabled',
      verifyCodeHash: 'x',
      activatedAt: new Date('2025-03-05T02:00:00Z'),
      lastOnlineAt: new Date('2025-06-15T15:00:00Z'),
    },
    { serialNo: 'OPST000003', kind: 'signIn', kigId: k1, status: 'disabled', verifyCodeHash: 'x', activatedAt: new Date('2025-01-05T02:00:00Z'), lastOnlineAt: NOW },
    {
      serialNo: 'OPST000004',
      kind: 'morningCheck',
      kigId: k2,
      status: 'enabled',
      verifyCodeHash: 'x',
      activatedAt: new Date('2025-05-20T02:00:00Z'),
      lastOnlineAt: new Date('2025-06-16T03:30:00Z'),
    },
  ]);

  // The kept day summaries of checks (one before the period, not counted).
  const classOf = async (kigId: string) => (await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).limit(1))[0]!.id;
  const [c1, c2] = [await classOf(k1), await classOf(k2)];
  const day = (kigId: string, classId: string, schoolDay: string, session: 'morning' | 'afternoon', checked: number, abnormal: number) => ({
    kigId,
    classId,
    schoolDay,
    session,
    checked,
    abnormal,
    fever: 0,
    pendingReview: 0,
  });
  await db
    .insert(healthDaySummaries)
    .values([
      day(k1, c1, '2025-03-03', 'morning', 30, 2),
      day(k1, c1, '2025-03-03', 'afternoon', 10, 1),
      day(k1, c1, '2024-12-31', 'morning', 99, 9),
      day(k2, c2, '2025-05-13', 'morning', 20, 1),
    ]);

  // Memberships sold (a trial is not).
  const [pack] = await db
    .insert(vipPackages)
    .values({ packageName: '数据统计套餐', validDays: 30, charge: 10_00, androidCharge: 10_00, iosCharge: 10_00, shelfState: 'onShelf' })
    .returning();
  const childOf = async (kigId: string) => (await db.select({ id: students.id }).from(students).where(eq(students.kigId, kigId)).limit(1))[0]!.id;
  const [s1, s2] = [await childOf(k1), await childOf(k2)];
  const sold = (kigId: string, studentId: string, source: 'online' | 'trial', soldOn: string, pricePaid: number) => ({
    kigId,
    studentId,
    packageId: pack!.id,
    source,
    startDate: soldOn,
    endDate: soldOn,
    pricePaid,
    renewal: false,
    soldOn,
  });
  await db.insert(memberships).values([sold(k1, s1, 'online', '2025-03-02', 120_00), sold(k1, s1, 'trial', '2025-01-10', 0), sold(k2, s2, 'online', '2025-06-01', 99_50)]);

  // The families' payments as the ledger has them (the last one is July 1st in Beijing: after the period).
  // (Written as money's payment writes them, at the instants chosen: the ledger refuses a changed row.)
  const pay = async (kigId: string, amount: number, at: string) => {
    await db.transaction(async (tx) => {
      const channel = await accountId(tx, { kind: 'channel', channel: 'local' });
      const transit = await accountId(tx, { kind: 'transit' });
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ at: new Date(at), cause: 'orderPayment', causeId: newId(), actorOrgId: kigId })
        .returning();
      await tx.insert(ledgerEntries).values([
        { transactionId: row!.id, accountId: channel, amount: -amount },
        { transactionId: row!.id, accountId: transit, amount },
      ]);
    });
  };
  await pay(k1, 120_00, '2025-03-02T02:00:00Z');
  await pay(k2, 99_50, '2025-06-01T03:00:00Z');
  await pay(k2, 50_00, '2025-06-30T17:00:00Z');

  // SMS sent on the kindergartens' behalf (a failed one is not counted).
  const sms = (orgId: string, at: string, status: string) => ({ id: newId(), at: new Date(at), orgId, phone: '13900000000', templateCode: 'T', provider: 'local', status });
  await db
    .insert(smsMessages)
    .values([
      sms(k1, '2025-04-02T01:00:00Z', 'sent'),
      sms(k1, '2025-04-03T01:00:00Z', 'sent'),
      sms(k1, '2025-04-04T01:00:00Z', 'sending'),
      sms(k1, '2025-04-05T01:00:00Z', 'failed'),
      sms(k2, '2025-06-10T01:00:00Z', 'sent'),
    ]);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
});
afterAll(() => t?.close());

describe("operations' data stats", () => {
  it('count what was recorded: a province holding only the two kindergartens has exactly their figures', async () => {
    const country = await ops.ok(stats(ops));
    expect(country).toMatchObject({ groupBy: 'area', areaPath: [], from: '2025-01', to: '2025-06', today: '2025-06-16', kindergarten: null });
    const children = await childrenOf([ids.KG0201!, ids.KG0202!]);
    const beijing = country.areas.find((a) => a.areaCode === '110000')!;
    expect(beijing).toEqual({
      areaCode: '110000',
      areaName: '北京市',
      kindergartenCount: 2,
      kindergartens: 2,
      children: children.now,
      machines: 3,
      activeMachines: 2,
      checked: 60,
      abnormal: 4,
      memberships: 2,
      revenueFen: 219_50,
      sms: 4,
    });
    expect(children.now).toBeGreaterThan(0);
    // The country's totals are its areas' sums, every live kindergarten counted once.
    const live = await t.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false)));
    expect(country.totals.kindergartens).toBe(live.length);
    for (const key of ['children', 'machines', 'checked', 'revenueFen', 'sms'] as const) expect(country.totals[key]).toBe(country.areas.reduce((n, a) => n + a[key], 0));
  });

  it('drill from the country to a province, its areas and a kindergarten, each level narrowing to the row it was opened from', async () => {
    const figures = (row: OpsStatsFigures) => ({ ...row }) as OpsStatsFigures;
    const pick = (r: OpsStatsFigures & Record<string, unknown>): OpsStatsFigures => {
      const { kindergartens, children, machines, activeMachines, checked, abnormal, memberships: m, revenueFen, sms } = r;
      return { kindergartens, children, machines, activeMachines, checked, abnormal, memberships: m, revenueFen, sms };
    };
    // Down the areas as the area data has them (a province, a city where there is one, a district) to 朝阳区's kindergarten.
    const chain = areaPath('110105').map((a) => a.code);
    let level = await ops.ok(stats(ops));
    const path: string[] = [];
    for (const code of chain) {
      const row = level.areas.find((a) => a.areaCode === code)!;
      expect(row, code).toBeDefined();
      path.push(code);
      level = await ops.ok(stats(ops, `&areaCode=${code}`));
      expect(level.areaPath.map((a) => a.code)).toEqual(path);
      expect(level.totals).toEqual(pick(row));
    }
    expect(path.at(-1)).toBe('110105');
    expect(level.areas).toEqual([]);
    expect(level.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0201]);
    const kigRow = level.kindergartens[0]!;
    const one = await ops.ok(stats(ops, `&kigId=${ids.KG0201}`));
    expect(one.kindergarten).toEqual({ kigId: ids.KG0201, kigName: '朝阳统计幼儿园', areaCode: '110105' });
    expect(one.areaPath.map((a) => a.code).at(-1)).toBe('110105');
    expect(one.totals).toEqual(pick(kigRow));
    expect(figures(one.totals)).toMatchObject({ kindergartens: 1, machines: 2, activeMachines: 1, checked: 40, abnormal: 3, memberships: 1, revenueFen: 120_00, sms: 3 });
    // The months of the one kindergarten: open from February, machines from March, what happened in each month.
    const children = await childrenOf([ids.KG0201!]);
    expect(one.months).toEqual(
      MONTHS.map((month, i) => ({
        month,
        kindergartens: i >= 1 ? 1 : 0,
        opened: month === '2025-02' ? 1 : 0,
        children: children.byMonth[i],
        machines: i >= 2 ? 2 : 0,
        checked: month === '2025-03' ? 40 : 0,
        abnormal: month === '2025-03' ? 3 : 0,
        memberships: month === '2025-03' ? 1 : 0,
        revenueFen: month === '2025-03' ? 120_00 : 0,
        sms: month === '2025-04' ? 3 : 0,
      })),
    );
  });

  it("sum the months over the kindergartens drilled to, and keep out another area's", async () => {
    const beijing = await ops.ok(stats(ops, '&areaCode=110000'));
    expect(beijing.months.map((m) => [m.month, m.kindergartens, m.opened, m.machines, m.checked, m.revenueFen, m.sms])).toEqual([
      ['2025-01', 0, 0, 0, 0, 0, 0],
      ['2025-02', 1, 1, 0, 0, 0, 0],
      ['2025-03', 1, 0, 2, 40, 120_00, 0],
      ['2025-04', 2, 1, 2, 0, 0, 3],
      ['2025-05', 2, 0, 3, 20, 0, 0],
      ['2025-06', 2, 0, 3, 0, 99_50, 1],
    ]);
    // Laid out by kindergarten, the same area lists its kindergartens, with the same totals.
    const kigs = await ops.ok(ops.get<OpsStats>('/operations/stats/figures?from=2025-01&to=2025-06&areaCode=110000'));
    expect(kigs).toMatchObject({ groupBy: 'kindergarten', areas: [] });
    expect(kigs.kindergartens.map((k) => k.kigId).sort()).toEqual([ids.KG0201, ids.KG0202].sort());
    expect(kigs.totals).toEqual(beijing.totals);
    const haidian = await ops.ok(stats(ops, '&areaCode=110108'));
    expect(haidian.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0202]);
    expect(haidian.totals).toMatchObject({ kindergartens: 1, machines: 1, activeMachines: 1, checked: 20, memberships: 1, revenueFen: 99_50, sms: 1 });
    const shanghai = await ops.ok(stats(ops, '&areaCode=310000'));
    expect(shanghai.areaPath.map((a) => a.code)).toEqual(['310000']);
    expect([...shanghai.areas.map((a) => a.areaCode), ...shanghai.kindergartens.map((k) => k.areaCode)].every((c) => c!.startsWith('31'))).toBe(true);
  });

  it('are for operations only (403 otherwise); a kindergarten out of reach or not one answers as a random id', async () => {
    for (const [name, appType] of [
      ['demo-kig', 3],
      ['demo-agent', 5],
      ['demo-supervisor', 20],
    ] as const) {
      const other = await ApiClient.as(t.app, name, appType);
      expect((await stats(other)).status, name).toBe(403);
      expect((await other.raw('POST', '/operations/stats/export', { from: '2025-01', to: '2025-06' })).statusCode, name).toBe(403);
    }
    const random = await stats(ops, '&kigId=019a0000-0000-7000-8000-0000000000bb');
    expect(random.status).toBe(404);
    expect(await stats(ops, `&kigId=${ids.AG0001}`)).toEqual(random);
  });

  it('refuse a period backwards or longer than two years and an area not in the area data, on their fields', async () => {
    expect(await ops.get('/operations/stats/figures?from=2025-05&to=2025-01')).toMatchObject({ status: 400, data: [{ field: 'to' }] });
    expect(await ops.get('/operations/stats/figures?from=2023-01&to=2025-12')).toMatchObject({ status: 400, data: [{ field: 'to' }] });
    expect(await stats(ops, '&areaCode=12x')).toMatchObject({ status: 400, data: [{ field: 'areaCode' }] });
    expect(await stats(ops, '&areaCode=999999')).toMatchObject({ status: 400, data: [{ field: 'areaCode' }] });
  });

  it("export the level drilled to and the months, with the totals, in the reader's language", async () => {
    const beijing = await ops.ok(stats(ops, '&areaCode=110000'));
    const rows = await sheetRows(await ops.raw('POST', '/operations/stats/export', { from: '2025-01', to: '2025-06', groupBy: 'area', areaCode: '110000' }));
    expect(rows[0]![0]).toBe('Data stats: 北京市 (2025-01 ~ 2025-06)');
    const total = rows.find((r) => r[0] === 'Total')!;
    const t0 = beijing.totals;
    expect(total).toEqual(['Total', t0.kindergartens, t0.children, t0.machines, t0.activeMachines, t0.checked, t0.abnormal, t0.memberships, t0.revenueFen / 100, t0.sms]);
    for (const m of beijing.months)
      expect(rows).toContainEqual([m.month, m.kindergartens, m.opened, m.children, m.machines, m.checked, m.abnormal, m.memberships, m.revenueFen / 100, m.sms]);
    for (const a of beijing.areas) expect(rows.some((r) => r[0] === a.areaName && r[1] === a.kindergartens)).toBe(true);
  });
});

describe("operations' data stats on Citus", () => {
  let routed: SingleShardServer;
  afterAll(() => routed?.close());

  it("answer one kindergarten from its one shard, and run the country's and an area's over every shard", async ({ skip }) => {
    skip(!onCitus, NOT_ON_CITUS);
    routed = await singleShardServer(t);
    const client = await ApiClient.as(routed.app, 'demo-ops', 9);
    const one = await client.get<OpsStats>(`/operations/stats/figures?${Q}&kigId=${ids.KG0201}`);
    expect(routed.multiShard()).toEqual([]);
    expect(one.code).toBe(200);
    // The same figures as the server without the setting gives (but today's machines: this server keeps the real clock).
    expect(one.data.totals).toEqual({ ...(await ops.ok(stats(ops, `&kigId=${ids.KG0201}`))).totals, activeMachines: expect.any(Number) });
    // An area's statements are distributed: refused by a server that allows one shard only.
    expect((await client.get(`/operations/stats/figures?${Q}&areaCode=110000`)).code).toBe(500);
    expect(routed.multiShard().length).toBeGreaterThan(0);
  });
});
