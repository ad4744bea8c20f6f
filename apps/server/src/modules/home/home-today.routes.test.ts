import type { DailyAttendance, HealthDaily, HealthOverview, HomeFigure, HomeFigureKey, HomeSection, HomeToday, MonthlyAttendance, NotArrived } from '@kg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAttendance } from '../../db/seed/attendance-seed.js';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { seedHealth } from '../../db/seed/health-seed.js';
import { addDays } from '../../platform/dates.js';
import { simulate } from '../../simulator/simulate.js';
import { injectTransport } from '../../simulator/transport.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { lastFridayBefore, shanghaiAt } from '../../test/school-day.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { devices } from '../device/device.table.js';
import { menus, roleMenus } from '../system/menu.table.js';
import { roles } from '../system/role.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

/**
 * The home's figures of today against the lists and statistics the figures open, for the same day:
 * KG0001 has its gate machine and the last days played by the simulator; KG0002 (demo-easy) has
 * children but no machine and no check. The server's clock is fixed at 15:00 on the last Friday
 * before the real day (morning and afternoon checks made, the children still there), so that the
 * test holds on any day of the week and at any hour; one test moves it to the Sunday after.
 */
const today = lastFridayBefore();
let now = shanghaiAt(today, 15);
let t: TestApp;
const ids: Record<string, string> = {};
const client: Record<string, ApiClient> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await seedAttendance(db, ['KG0001', 'KG0002']);
  await seedHealth(db, 'KG0001', 'IN0001');
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  const dates = [addDays(today, -2), addDays(today, -1), today];
  await simulate({ transport: injectTransport(t.app), kigCode: 'KG0001', dates, ops: { userName: 'demo-ops', password: DEMO_PASSWORD }, until: now });
  client.kig = await ApiClient.as(t.app, 'demo-kig', 3);
  client.easy = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  client.group = await ApiClient.as(t.app, 'demo-group', 4);
  client.agent = await ApiClient.as(t.app, 'demo-agent', 5);
  client.inst = await ApiClient.as(t.app, 'demo-inst', 6);
  client.expert = await ApiClient.as(t.app, 'demo-expert', 7);
  client.admin = await ApiClient.as(t.app, 'demo-admin', 8);
  client.ops = await ApiClient.as(t.app, 'demo-ops', 9);
  client.finance = await ApiClient.as(t.app, 'demo-finance', 11);
});
afterAll(() => t.close());

const home = (who: string) => client[who]!.ok(client[who]!.get<HomeToday>('/sys/home/today'));
const sectionOf = (h: HomeToday, key: HomeSection['key']) => h.sections.find((s) => s.key === key);
function valueOf(figures: HomeFigure[] | undefined, key: HomeFigureKey): HomeFigure {
  const found = figures?.find((f) => f.key === key);
  expect(found, `figure ${key}`).toBeDefined();
  return found!;
}
const checkList = (who: string, filters: object) =>
  client[who]!.ok(client[who]!.post<Page<unknown>>('/health/healthCheck/list', { pageSize: 1, schoolDay: [today, today], ...filters })).then((p) => p.total);
const openMessages = (who: string) => client[who]!.ok(client[who]!.post<Page<unknown>>('/health/doctorMessage/list', { pageSize: 1, state: 'open' })).then((p) => p.total);

describe('GET /sys/home/today', () => {
  it('requires authentication', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sys/home/today' })).statusCode).toBe(401);
  });

  it("gives a kindergarten today's children, checks and machines as its screens count them", async () => {
    // The expert writes about one of today's abnormal checks: an open message for the kindergarten.
    const [abnormal] = (await client.expert!.ok(client.expert!.post<Page<{ id: string }>>('/health/healthCheck/list', { pageSize: 1, schoolDay: [today, today] }))).records;
    if (abnormal) await client.expert!.ok(client.expert!.post('/health/doctorMessage/write', { checkId: abnormal.id, content: '请留意' }));

    const h = await home('kig');
    expect(h.date).toBe(today);
    const daily = await client.kig!.ok(client.kig!.get<DailyAttendance>(`/attendance/daily/byClass?date=${today}`));
    const noCheck = await client.kig!.ok(client.kig!.get<NotArrived>(`/attendance/noCheck/list?date=${today}`));
    const attendance = sectionOf(h, 'attendance')!.figures;
    expect(daily.workDay).toBe(true);
    expect(valueOf(attendance, 'present')).toMatchObject({ value: daily.students.present, of: daily.students.expected, link: { page: 'attendance/daily' } });
    expect(daily.students.present).toBeGreaterThan(0);
    expect(valueOf(attendance, 'notArrived')).toMatchObject({ value: noCheck.students.length, link: { page: 'attendance/noCheck' } });
    expect(valueOf(attendance, 'leave').value).toBe(daily.students.leave);

    const stats = await client.kig!.ok(client.kig!.get<HealthDaily>(`/health/stats/daily?date=${today}&session=morning`));
    const morning = sectionOf(h, 'morningCheck')!.figures;
    expect(valueOf(morning, 'checked')).toMatchObject({ value: stats.checked, of: stats.expected, link: { page: 'health/daily' } });
    expect(valueOf(morning, 'abnormal')).toMatchObject({ value: stats.abnormal, link: { page: 'health/check', query: { date: today, session: 'morning', abnormal: 'true' } } });
    expect(valueOf(morning, 'pendingReview')).toMatchObject({
      value: stats.pendingReview,
      link: { page: 'health/check', query: { date: today, session: 'morning', review: 'pending' } },
    });
    expect(stats.checked).toBeGreaterThan(0);
    // At 15:00 the afternoon's checks (after the nap) have been made too.
    const afternoon = await client.kig!.ok(client.kig!.get<HealthDaily>(`/health/stats/daily?date=${today}&session=afternoon`));
    expect(afternoon.checked).toBeGreaterThan(0);
    expect(valueOf(sectionOf(h, 'afternoonCheck')?.figures, 'checked')).toMatchObject({ value: afternoon.checked, of: afternoon.expected });

    expect(valueOf(sectionOf(h, 'messages')?.figures, 'openMessages').value).toBe(await openMessages('kig'));
    const machines = await client.kig!.ok(client.kig!.post<Page<unknown>>('/device/device/list', { pageSize: 1 }));
    expect(valueOf(sectionOf(h, 'machines')?.figures, 'machines').value).toBe(machines.total);
    expect(valueOf(sectionOf(h, 'machines')?.figures, 'offline').value).toBe(0);

    // The week: each school day's children as the monthly screen counts them.
    expect(h.chart?.key).toBe('attendance');
    const months = [...new Set(h.chart!.days.map((d) => d.date.slice(0, 7)))];
    const monthly = await Promise.all(months.map((m) => client.kig!.ok(client.kig!.get<MonthlyAttendance>(`/attendance/monthly/byClass?month=${m}`))));
    for (const day of h.chart!.days) {
      const same = monthly.flatMap((m) => m.days).find((d) => d.date === day.date)!;
      expect(same.workDay).toBe(true);
      expect(day.values).toEqual({ present: same.present, notArrived: same.absent + same.pending, leave: same.leave });
    }
  });

  it('tells a kindergarten without machines or checks so, and counts nothing of another', async () => {
    const h = await home('easy');
    expect(sectionOf(h, 'attendance')).toEqual({ key: 'attendance', figures: [], note: 'noMachines' });
    expect(sectionOf(h, 'morningCheck')?.note).toBe('noChecksYet');
    expect(valueOf(sectionOf(h, 'morningCheck')?.figures, 'checked').value).toBe(0);
    expect(valueOf(sectionOf(h, 'messages')?.figures, 'openMessages').value).toBe(0);
    expect(sectionOf(h, 'machines')).toEqual({ key: 'machines', figures: [], note: 'noMachines' });
    expect(h.chart).toBeUndefined();
  });

  it('shows a group each of its kindergartens and their sums, linked with the kindergarten', async () => {
    const h = await home('group');
    expect(h.kindergartens?.map((k) => k.kigId).sort()).toEqual([ids.KG0001, ids.KG0002].sort());
    const kig = await home('kig');
    const row = h.kindergartens!.find((k) => k.kigId === ids.KG0001)!;
    const own = sectionOf(kig, 'attendance')!.figures;
    expect(valueOf(row.figures, 'present')).toMatchObject({ value: valueOf(own, 'present').value, link: { page: 'attendance/daily', query: { kigId: ids.KG0001 } } });
    expect(valueOf(row.figures, 'notArrived').value).toBe(valueOf(own, 'notArrived').value);
    const overview = await client.group!.ok(client.group!.get<HealthOverview>(`/health/stats/overview?date=${today}&session=morning`));
    for (const k of overview.kindergartens) {
      const r = h.kindergartens!.find((x) => x.kigId === k.kigId)!;
      expect(valueOf(r.figures, 'checked')).toMatchObject({ value: k.checked, of: k.expected, link: { page: 'health/daily', query: { kigId: k.kigId } } });
      expect(valueOf(r.figures, 'abnormal')).toMatchObject({ value: k.abnormal, link: { query: { kigId: k.kigId, abnormal: 'true' } } });
      expect(valueOf(r.figures, 'pendingReview').value).toBe(k.pendingReview);
    }
    expect(valueOf(sectionOf(h, 'morningCheck')?.figures, 'checked')).toMatchObject({ value: overview.totals.checked, of: overview.totals.expected });
    const sum = (key: HomeFigureKey) => h.kindergartens!.reduce((n, r) => n + (r.figures.find((f) => f.key === key)?.value ?? 0), 0);
    expect(valueOf(sectionOf(h, 'attendance')?.figures, 'present').value).toBe(sum('present'));
    expect(valueOf(sectionOf(h, 'machines')?.figures, 'machines').value).toBe(1);
  });

  it("gives an institution today's abnormal checks of its contracted kindergartens and the messages awaiting an answer", async () => {
    for (const who of ['inst', 'expert']) {
      const h = await home(who);
      expect(valueOf(sectionOf(h, 'checks')?.figures, 'abnormalChecks')).toMatchObject({ value: await checkList(who, {}), link: { page: 'health/abnormal' } });
      expect(valueOf(sectionOf(h, 'messages')?.figures, 'openMessages')).toMatchObject({
        value: await openMessages(who),
        link: { page: 'health/message', query: { state: 'open' } },
      });
      expect(h.chart?.days.at(-1)).toEqual({ date: today, values: { abnormalChecks: await checkList(who, {}) } });
    }
    expect(await checkList('inst', {})).toBeGreaterThan(0);
  });

  it("gives operations the machines offline and today's check volume", async () => {
    const all = await client.kig!.ok(client.kig!.post<Page<unknown>>('/health/healthCheck/list', { pageSize: 1, schoolDay: [today, today] }));
    let h = await home('ops');
    expect(valueOf(sectionOf(h, 'machines')?.figures, 'machines').value).toBe(1);
    expect(valueOf(sectionOf(h, 'machines')?.figures, 'offline').value).toBe(0);
    expect(valueOf(sectionOf(h, 'checks')?.figures, 'checks').value).toBe(all.total);
    expect(h.chart?.days).toHaveLength(7);
    // Silent for an hour before the server's now: offline.
    await t.database.db
      .update(devices)
      .set({ lastOnlineAt: new Date(now.getTime() - 3_600_000) })
      .where(eq(devices.kigId, ids.KG0001!));
    h = await home('ops');
    expect(valueOf(sectionOf(h, 'machines')?.figures, 'offline')).toMatchObject({ value: 1, link: { page: 'device/device' } });
    expect(valueOf(sectionOf(await home('kig'), 'machines')?.figures, 'offline').value).toBe(1);
  });

  it("gives an agent its kindergartens' activity side by side, and finance the platform's", async () => {
    const kigChecks = await checkList('kig', {});
    const daily = await client.kig!.ok(client.kig!.get<DailyAttendance>(`/attendance/daily/byClass?date=${today}`));
    for (const who of ['agent', 'finance', 'admin']) {
      const h = await home(who);
      const activity = sectionOf(h, 'activity')!.figures;
      expect(valueOf(activity, 'kindergartens').value).toBe(2);
      expect(valueOf(activity, 'activeKindergartens').value).toBe(1);
      expect(valueOf(activity, 'arrived').value).toBe(daily.students.present);
      expect(valueOf(activity, 'checks').value).toBe(kigChecks);
      // Counts only: nothing links to screens these systems do not have.
      expect(activity.every((f) => !f.link)).toBe(true);
    }
    const agent = await home('agent');
    expect(agent.kindergartens?.map((k) => k.kigName).sort()).toEqual(['阳光第一幼儿园', '阳光第二幼儿园']);
    expect((await home('finance')).kindergartens).toBeUndefined();
  });

  it("shows a kindergarten, on a day without school, the last school day's figures and says so", async () => {
    const friday = today;
    now = shanghaiAt(addDays(friday, 2), 10);
    try {
      const h = await home('kig');
      expect(h.date).toBe(addDays(friday, 2));
      const daily = await client.kig!.ok(client.kig!.get<DailyAttendance>(`/attendance/daily/byClass?date=${friday}`));
      const attendance = sectionOf(h, 'attendance')!;
      expect(attendance).toMatchObject({ note: 'lastSchoolDay', date: friday });
      expect(valueOf(attendance.figures, 'present')).toMatchObject({
        value: daily.students.present,
        of: daily.students.expected,
        link: { page: 'attendance/daily', query: { date: friday } },
      });
      expect(valueOf(attendance.figures, 'notArrived').link).toEqual({ page: 'attendance/noCheck', query: { date: friday } });
      expect(daily.students.present).toBeGreaterThan(0);
      for (const session of ['morning', 'afternoon'] as const) {
        const stats = await client.kig!.ok(client.kig!.get<HealthDaily>(`/health/stats/daily?date=${friday}&session=${session}`));
        const checks = sectionOf(h, session === 'morning' ? 'morningCheck' : 'afternoonCheck')!;
        expect(checks).toMatchObject({ note: 'lastSchoolDay', date: friday });
        expect(valueOf(checks.figures, 'checked')).toMatchObject({ value: stats.checked, of: stats.expected, link: { page: 'health/daily', query: { date: friday } } });
        expect(valueOf(checks.figures, 'abnormal')).toMatchObject({ value: stats.abnormal, link: { page: 'health/check', query: { date: friday, session } } });
        expect(stats.checked).toBeGreaterThan(0);
      }
      expect(h.chart?.days.at(-1)?.date).toBe(friday);
    } finally {
      now = shanghaiAt(today, 15);
    }
  });

  it('leaves out what the role may not open: a kindergarten role without attendance and health statistics', async () => {
    const db = t.database.db;
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, ids.KG0001!), eq(roles.appType, 3)));
    const taken = db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.permission, ['attendance:daily:view', 'health:stats:view']));
    await db.delete(roleMenus).where(and(eq(roleMenus.roleId, role!.id), inArray(roleMenus.menuId, taken)));
    const h = await home('kig');
    expect(h.sections.map((s) => s.key)).toEqual(['messages', 'machines']);
    expect(h.chart).toBeUndefined();
    // A group's role keeps its own: the kindergarten's change is not the group's.
    expect(sectionOf(await home('group'), 'attendance')).toBeDefined();
  });
});

it("reads a group's home in as many statements whatever its number of kindergartens", async () => {
  const statements = async () => {
    const before = t.database.statements();
    await home('group');
    return t.database.statements() - before;
  };
  await statements();
  const withTwo = await statements();
  const db = t.database.db;
  const [model] = await db.select().from(organisations).where(eq(organisations.code, 'KG0002'));
  await db.insert(organisations).values(Array.from({ length: 5 }, (_, i) => ({ ...model!, id: crypto.randomUUID(), code: `KG09${i}`, name: `分园${i}` })));
  const h = await home('group');
  expect(h.kindergartens).toHaveLength(7);
  expect(await statements()).toBe(withTwo);
});
