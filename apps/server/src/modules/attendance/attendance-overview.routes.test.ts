import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAttendance } from '../../db/seed/attendance-seed.js';
import { seedCampus } from '../../db/seed/campus-seed.js';
import type { Db } from '../../platform/db.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { resolveSession } from '../auth/session.service.js';
import { students } from '../campus/campus.tables.js';
import { attendanceOverview } from './attendance-overview.service.js';
import { leaveRequests } from './attendance.tables.js';

/**
 * The children's attendance of several kindergartens side by side (a group's, an agent's), and the
 * drill-down to a kindergarten's classes: figures that add up from the classes to the kindergarten
 * to the group, each kindergarten counted as its own daily and monthly figures count it. KG0001 has
 * the demo rule (08:00-16:30, Monday to Friday); KG0002 none (any arrival is normal, every day
 * counts). The agent gets a second group (GR0002: KG0003), which the demo group never sees.
 */
const MON = '2026-10-12';
const TUE = '2026-10-13';
const SAT = '2026-10-17';
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

type Counts = { expected: number; present: number; late: number; leftEarly: number; absent: number; leave: number; pending: number; rate: number };
type View = {
  from: string;
  to: string;
  groupBy: string;
  areas: ({ areaCode: string; kindergartenCount: number } & Counts)[];
  kindergartens: ({ kigId: string; kigName: string; areaCode: string | null } & Counts)[];
  totals: Counts;
};
type ByClass = { students: Counts; classes: ({ classId: string; className: string } & Counts)[] };

const SUMMED = ['expected', 'present', 'late', 'leftEarly', 'absent', 'leave', 'pending'] as const;
const rate = (c: Pick<Counts, 'present' | 'expected'>) => (c.expected ? Math.round((c.present / c.expected) * 10000) / 100 : 0);
const sum = (rows: Counts[]) => Object.fromEntries(SUMMED.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)])) as Omit<Counts, 'rate'>;

let t: TestApp;
let db: Db;
let kig: ApiClient;
let group: ApiClient;
let agent: ApiClient;
const ids: Record<string, string> = {};

async function gateOf(ops: ApiClient, kigCode: string): Promise<string> {
  const serialNo = `GATE-OV-${kigCode}`;
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo, kind: 'signIn' }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode }));
  const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo, verifyCode: created._once.verifyCode } });
  return activated.json<{ data: { token: string } }>().data.token;
}

/** Arrivals (and some departures) of a kindergarten's first children on a day, in UTC (Shanghai is UTC+8). */
async function playDay(token: string, kigCode: string, date: string, arrivals: string[], departures: Record<number, string> = {}) {
  const kids = await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, ids[kigCode]!)).orderBy(asc(students.studentNumber)).limit(arrivals.length);
  const events = arrivals.flatMap((time, i) => [
    { recordId: `${kigCode}-${date}-${i}-in`, method: 'card', credential: kids[i]!.cardNo, direction: 'in', time: `${date}T${time}:00Z` },
    ...(departures[i] ? [{ recordId: `${kigCode}-${date}-${i}-out`, method: 'card', credential: kids[i]!.cardNo, direction: 'out', time: `${date}T${departures[i]}:00Z` }] : []),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', headers: { authorization: `Device ${token}` }, payload: { events } });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const orgs = await admin.ok(admin.post<Page<{ id: string; code: string }>>('/system/organization/list', { pageSize: 100 }));
  for (const o of orgs.records) ids[o.code] = o.id;
  ids.GR0002 = (await admin.ok(admin.post<{ id: string }>('/system/organization/save', { name: '金陵幼教集团', code: 'GR0002', kind: 'group', parentId: ids.AG0001 }))).id;
  ids.KG0003 = (
    await admin.ok(
      admin.post<{ id: string }>('/system/organization/save', { name: '金陵第一幼儿园', code: 'KG0003', kind: 'kindergarten', parentId: ids.GR0002, areaCode: '320102' }),
    )
  ).id;
  await seedCampus(db, ['KG0001', 'KG0002', 'KG0003']);
  await seedAttendance(db, ['KG0001', 'KG0003']);
  // The agent's role is given the statistics, as a later release of its menus would.
  await grantPermissions(db, 'AG0001', 5, ['attendance:daily:view']);
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const [first, second, third] = [await gateOf(ops, 'KG0001'), await gateOf(ops, 'KG0002'), await gateOf(ops, 'KG0003')];
  // KG0001: on time, late (08:25), left early (15:00), on time; the rest absent.
  await playDay(first, 'KG0001', MON, ['00:05', '00:25', '23:50', '00:00'], { 0: '08:40', 3: '07:00' });
  await playDay(first, 'KG0001', TUE, ['00:01', '00:02']);
  // A Saturday: not a working day of KG0001's rule, but an arrival counts as present.
  await playDay(first, 'KG0001', SAT, ['01:00']);
  await playDay(second, 'KG0002', MON, ['00:30', '01:00', '02:00']);
  await playDay(third, 'KG0003', MON, ['00:00']);
  // One of KG0002's absent children on approved leave that Monday.
  const [onLeave] = await db.select({ id: students.id }).from(students).where(eq(students.kigId, ids.KG0002!)).orderBy(asc(students.studentNumber)).offset(5).limit(1);
  await db
    .insert(leaveRequests)
    .values({ kigId: ids.KG0002!, personKind: 'student', studentId: onLeave!.id, leaveType: 'sick', startDate: MON, endDate: MON, reason: '发烧', status: 'approved' });
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
});
afterAll(() => t.close());

const overview = (client: ApiClient, from: string, to: string, query = '') => client.ok(client.get<View>(`/attendance/overview?from=${from}&to=${to}${query}`));
const daily = (client: ApiClient, kigId: string, date: string) => client.ok(client.get<ByClass>(`/attendance/daily/byClass?kigId=${kigId}&date=${date}`));
const monthly = (client: ApiClient, kigId: string) => client.ok(client.get<ByClass>(`/attendance/monthly/byClass?kigId=${kigId}&month=2026-10`));

/** Each kindergarten's row is its own figures, its classes add up to it, and the rows add up to the total. */
function expectAddsUp(view: View, own: Map<string, ByClass>) {
  for (const row of view.kindergartens) {
    const { kigId: _k, kigName: _n, areaCode: _a, ...counts } = row;
    const figures = own.get(row.kigId)!;
    expect(counts).toEqual(figures.students);
    expect(sum(figures.classes)).toEqual(sum([figures.students]));
    for (const c of figures.classes) expect(c.rate).toBe(rate(c));
  }
  expect(view.totals).toEqual({ ...sum(view.kindergartens), rate: rate(sum(view.kindergartens)) });
}

describe('the attendance of several kindergartens', () => {
  it('requires authentication and a report permission', async () => {
    expect((await new ApiClient(t.app, undefined).get(`/attendance/overview?from=${MON}&to=${MON}`)).status).toBe(401);
    const inst = await ApiClient.as(t.app, 'demo-inst', 6);
    expect((await inst.get(`/attendance/overview?from=${MON}&to=${MON}`)).status).toBe(403);
  });

  it('shows a group its kindergartens on a day, each as its daily figures, adding up from the classes to the group', async () => {
    const view = await overview(group, MON, MON);
    expect(view).toMatchObject({ from: MON, to: MON, groupBy: 'kindergarten', areas: [] });
    expect(view.kindergartens.map((k) => k.kigName)).toEqual(['阳光第一幼儿园', '阳光第二幼儿园']);
    const [first, second] = view.kindergartens;
    expect(first).toMatchObject({ kigId: ids.KG0001, expected: 72, present: 3, late: 1, leftEarly: 1, absent: 69, leave: 0, pending: 0, rate: 4.17 });
    // No rule: every arrival is normal; the child on leave is not absent.
    expect(second).toMatchObject({ kigId: ids.KG0002, expected: 72, present: 3, late: 0, absent: 68, leave: 1, rate: 4.17 });
    expectAddsUp(
      view,
      new Map([
        [ids.KG0001!, await daily(group, ids.KG0001!, MON)],
        [ids.KG0002!, await daily(group, ids.KG0002!, MON)],
      ]),
    );
    expect(view.totals).toMatchObject({ expected: 144, present: 6, absent: 137, leave: 1, rate: 4.17 });
  });

  it("counts a month as each kindergarten's monthly figures do: working days of its rule, arrivals on a day off as present", async () => {
    const view = await overview(group, MONTH.from, MONTH.to);
    const own = new Map([
      [ids.KG0001!, await monthly(group, ids.KG0001!)],
      [ids.KG0002!, await monthly(group, ids.KG0002!)],
    ]);
    expectAddsUp(view, own);
    const first = view.kindergartens.find((k) => k.kigId === ids.KG0001)!;
    // 22 working days of 72 children; present: 3 on Monday, 3 on Tuesday (one sent with Monday's batch), 1 on Saturday.
    expect(first).toMatchObject({ expected: 22 * 72, present: 7, late: 1, leftEarly: 1 });
    // Without a rule every one of the 31 days is expected.
    expect(view.kindergartens.find((k) => k.kigId === ids.KG0002)).toMatchObject({ expected: 31 * 72, present: 3, leave: 1 });
  });

  it("lays the kindergartens out by area, and gives an agent every group's kindergartens", async () => {
    const byArea = await overview(group, MON, MON, '&groupBy=area');
    expect(byArea.areas).toEqual([{ areaCode: '310000', areaName: '上海市', kindergartenCount: 2, ...sum(byArea.areas), rate: 4.17 }]);
    expect(byArea.areas[0]).toMatchObject({ expected: 144, present: 6 });
    const agentView = await overview(agent, MON, MON, '&groupBy=area');
    expect(agentView.areas.map((a) => [a.areaCode, a.kindergartenCount, a.expected, a.present])).toEqual([
      ['310000', 2, 144, 6],
      ['320000', 1, 72, 1],
    ]);
    expect(agentView.totals).toMatchObject({ expected: 216, present: 7, rate: rate({ present: 7, expected: 216 }) });
    const district = await overview(agent, MON, MON, '&groupBy=area&areaCode=320102');
    expect(district.kindergartens).toEqual([expect.objectContaining({ kigId: ids.KG0003, expected: 72, present: 1 })]);
  });

  it('reads every kindergarten in the same few statements, however many there are', async () => {
    const statements = async (client: ApiClient) => {
      const ctx = await resolveSession(db, client.token!, 'zh-CN', '127.0.0.1');
      let n = 0;
      const counting = new Proxy(db, {
        get(target, prop, receiver) {
          const value: unknown = Reflect.get(target, prop, receiver);
          if ((prop !== 'select' && prop !== 'execute') || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            n++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const view = await attendanceOverview(counting, ctx, { from: MONTH.from, to: MONTH.to }, new Date());
      return { kindergartens: view.kindergartens.length, statements: n };
    };
    const [two, three] = [await statements(group), await statements(agent)];
    expect([two.kindergartens, three.kindergartens]).toEqual([2, 3]);
    // The kindergartens, their reach (a subquery), rules, children, events, leave.
    expect(three.statements).toBe(two.statements);
    expect(three.statements).toBeLessThanOrEqual(6);
  });
});

describe('tenancy', () => {
  it("never shows a group another group's kindergarten, nor a kindergarten another one", async () => {
    expect((await overview(group, MON, MON)).kindergartens.map((k) => k.kigId)).not.toContain(ids.KG0003);
    expect(await overview(group, MON, MON, '&groupBy=area&areaCode=320000')).toMatchObject({ areas: [], kindergartens: [], totals: { expected: 0, rate: 0 } });
    expect((await overview(kig, MON, MON)).kindergartens.map((k) => k.kigId)).toEqual([ids.KG0001]);
  });

  it("answers another group's kindergarten exactly as one that does not exist, on every report", async () => {
    const unknown = crypto.randomUUID();
    const [classOfOther] = await db.select({ id: students.classId }).from(students).where(eq(students.kigId, ids.KG0003!)).limit(1);
    const asks = (kigId: string) => [
      group.get(`/attendance/daily/byClass?kigId=${kigId}&date=${MON}`),
      group.get(`/attendance/monthly/byClass?kigId=${kigId}&month=2026-10`),
      group.get(`/attendance/noCheck/list?kigId=${kigId}&date=${MON}&classId=${classOfOther!.id}`),
      group.post('/attendance/records/list', { kigId, from: MON, to: MON }),
    ];
    const [theirs, nobodys] = [await Promise.all(asks(ids.KG0003!)), await Promise.all(asks(unknown))];
    for (const [i, answer] of theirs.entries()) {
      expect(answer.status).toBe(404);
      expect(answer).toEqual(nobodys[i]);
    }
    const sheet = async (kigId: string) => (await group.raw('GET', `/attendance/monthly/export?kigId=${kigId}&month=2026-10`)).statusCode;
    expect([await sheet(ids.KG0003!), await sheet(unknown)]).toEqual([404, 404]);
    // The agent above both groups reaches it.
    expect((await agent.get(`/attendance/daily/byClass?kigId=${ids.KG0003}&date=${MON}`)).status).toBe(200);
  });
});

describe('bad input', () => {
  it("refuses a range backwards, longer than 31 days, a bad date or area, with the field and the reason in the reader's language", async () => {
    expect(await group.get(`/attendance/overview?from=${TUE}&to=${MON}`)).toMatchObject({ status: 400, data: [{ field: 'to' }] });
    expect(await group.get('/attendance/overview?from=2026-09-01&to=2026-10-31')).toMatchObject({ status: 400, data: [{ field: 'to' }] });
    expect(await group.get(`/attendance/overview?from=2026-02-30&to=${MON}`)).toMatchObject({ status: 400, data: [{ field: 'from' }] });
    expect(await group.get(`/attendance/overview?to=${MON}`)).toMatchObject({ status: 400, data: [{ field: 'from' }] });
    expect(await group.get(`/attendance/overview?from=${MON}&to=${MON}&groupBy=area&areaCode=999999`)).toMatchObject({ status: 400, data: [{ field: 'areaCode' }] });
    const zh = await t.app.inject({ method: 'GET', url: `/attendance/overview?from=${TUE}&to=${MON}&lang=zh_CN`, headers: { authorization: `Bearer ${group.token}` } });
    expect(zh.json<{ data: { field: string; message: string }[] }>().data[0]!.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await group.get<{ message: string }[]>(`/attendance/overview?from=${TUE}&to=${MON}`)).data[0]!.message).toMatch(/^[\x20-\x7e]+$/);
  });
});
