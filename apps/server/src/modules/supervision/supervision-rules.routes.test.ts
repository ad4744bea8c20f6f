import { ALERT_DEFAULTS } from '@kg/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { signIn, type TestApp } from '../../test/test-app.js';
import { leaveRequests } from '../attendance/attendance.tables.js';
import { evaluateAll } from './supervision-alerts.service.js';
import { outbreakPending, outbreakRules } from './supervision.tables.js';
import { type Kid, type SupervisionWorld, supervisionWorld } from './supervision-test-world.js';

/**
 * The outbreak rules an authority sets for its area (issue 18), and the alert job that looks only at the
 * kindergartens with new data. KG0001 is in district 310104 (the demo's authority, demo-supervisor), KG0002
 * in district 310105; both in the province-level city of Shanghai (310000), whose authority this file opens.
 * The job is called as the minute's job calls it, at a clock of the file's own.
 */
const MON = '2026-11-09';
const TUE = '2026-11-10';
const WED = '2026-11-11';
const THU = '2026-11-12';
const noonOf = (day: string) => new Date(`${day}T04:00:00Z`); // 12:00 in Shanghai
const now = noonOf(WED);
let t: TestApp;
let district: ApiClient;
let city: ApiClient;
let kig1: ApiClient;
let ids: Record<string, string>;
let checkOf: SupervisionWorld['check'];
let classesOf: SupervisionWorld['classesOf'];

type Alert = { id: string; kigId: string; classId: string; rule: string; children: number; classSize: number };
type Rules = { clusterChildren: number; clusterSchoolDays: number; sickLeavePercent: number };
type RulesAnswer = { areaCode: string; rules: Rules; source: string; sourceAreaCode: string | null; updatedAt: string | null; defaults: Rules };

/** Morning checks of some children on a day, as the kindergarten's machine sends them. */
const check = (kigCode: string, day: string, kids: Kid[], temperature = 36.6) => checkOf(kigCode, day, kids, { temperature });
const fever = (kigCode: string, day: string, kids: Kid[]) => check(kigCode, day, kids, 38.1);
const evaluate = (at = now) => evaluateAll(t.database.db, at);

async function sickLeave(kigCode: string, kids: Kid[], from = WED, to = from) {
  await t.database.db.insert(leaveRequests).values(
    kids.map((kid) => ({
      kigId: ids[kigCode]!,
      personKind: 'student' as const,
      studentId: kid.id,
      leaveType: 'sick' as const,
      startDate: from,
      endDate: to,
      reason: '发烧',
      status: 'approved' as const,
    })),
  );
}

const alerts = async (client: ApiClient) => (await client.ok(client.post<Page<Alert>>('/supervision/alert/list', { pageSize: 100 }))).records;
const alertsOf = async (kigCode: string, rule: string, classId: string) => (await alerts(city)).filter((a) => a.kigId === ids[kigCode] && a.rule === rule && a.classId === classId);

beforeAll(async () => {
  let ops: ApiClient;
  ({ t, ids, ops, check: checkOf, classesOf } = await supervisionWorld(() => now, 'RULES'));
  district = await ApiClient.as(t.app, 'demo-supervisor', 20);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  const opened = await ops.ok(
    ops.post<{ password: string }>('/supervision/authority/create', {
      name: '上海市卫健委',
      code: 'SVSH01',
      authorityKind: 'health',
      areaCode: '310000',
      userName: 'shanghai-health',
    }),
  );
  city = new ApiClient(t.app, await signIn(t.app, 'shanghai-health', 20, opened.password));
  // Whatever the seed marked is judged once, by the defaults.
  await evaluate();
});
afterAll(() => t.close());

describe("an authority's outbreak rules", () => {
  it('are the defaults until its area or an area around it sets some', async () => {
    const got = await district.ok(district.get<RulesAnswer>('/supervision/rules'));
    expect(got).toEqual({
      areaCode: '310104',
      rules: { clusterChildren: 3, clusterSchoolDays: 3, sickLeavePercent: 20 },
      source: 'default',
      sourceAreaCode: null,
      updatedAt: null,
      defaults: { clusterChildren: 3, clusterSchoolDays: 3, sickLeavePercent: 20 },
    });
  });

  it('are refused out of bounds, each field with its bounds in the reader’s language', async () => {
    const bad = { clusterChildren: 1, clusterSchoolDays: 11, sickLeavePercent: 4.5, updatedAt: null };
    expect(await district.post('/supervision/rules/save', bad)).toMatchObject({
      code: 400,
      data: [
        { field: 'clusterChildren', message: 'Children: a whole number from 2 to 30' },
        { field: 'clusterSchoolDays', message: 'School days: a whole number from 1 to 10' },
        { field: 'sickLeavePercent', message: 'Sick leave share: a whole number from 5 to 90 (%)' },
      ],
    });
    const tw = new ApiClient(t.app, district.token, 'zh_TW');
    expect(await tw.post('/supervision/rules/save', { ...bad, clusterChildren: 31, clusterSchoolDays: 3, sickLeavePercent: 91 })).toMatchObject({
      code: 400,
      data: [
        { field: 'clusterChildren', message: '人數須為 2 到 30 之間的整數' },
        { field: 'sickLeavePercent', message: '病假比例須為 5 到 90 之間的整數（%）' },
      ],
    });
    const cn = new ApiClient(t.app, district.token, 'zh_CN');
    expect(await cn.post('/supervision/rules/save', { clusterChildren: 3, clusterSchoolDays: 0, sickLeavePercent: 20, updatedAt: null })).toMatchObject({
      code: 400,
      data: [{ field: 'clusterSchoolDays', message: '在园日数须为 1 到 10 之间的整数' }],
    });
  });

  it('are set by the city for its districts, and a district’s own win over the city’s within the district only', async () => {
    const cityRules = { clusterChildren: 2, clusterSchoolDays: 2, sickLeavePercent: 10 };
    const saved = await city.ok(city.post<RulesAnswer>('/supervision/rules/save', { ...cityRules, updatedAt: null }));
    expect(saved).toMatchObject({ areaCode: '310000', rules: cityRules, source: 'own', sourceAreaCode: '310000' });
    expect(saved.updatedAt).not.toBeNull();
    // The district reads the city's.
    expect(await district.ok(district.get<RulesAnswer>('/supervision/rules'))).toMatchObject({ rules: cityRules, source: 'area', sourceAreaCode: '310000', updatedAt: null });
    // A save from a version no longer current is refused (someone of the same area saved meanwhile).
    expect((await city.post('/supervision/rules/save', { ...cityRules, updatedAt: null })).code).toBe(409);
    expect((await city.post('/supervision/rules/save', { ...cityRules, clusterChildren: 5, updatedAt: '2026-01-01T00:00:00.000Z' })).code).toBe(409);
    const districtRules = { clusterChildren: 4, clusterSchoolDays: 3, sickLeavePercent: 30 };
    expect(await district.ok(district.post<RulesAnswer>('/supervision/rules/save', { ...districtRules, updatedAt: null }))).toMatchObject({
      areaCode: '310104',
      rules: districtRules,
      source: 'own',
    });
    // Audited, with the values before and after.
    const audits = await t.database.db
      .select({ userName: auditLogs.userName, action: auditLogs.action, detail: auditLogs.detail })
      .from(auditLogs)
      .where(eq(auditLogs.resource, 'outbreakRules'))
      .orderBy(asc(auditLogs.at));
    expect(audits).toEqual([
      { userName: 'shanghai-health', action: 'create', detail: { areaCode: '310000', before: null, after: cityRules } },
      { userName: 'demo-supervisor', action: 'create', detail: { areaCode: '310104', before: null, after: districtRules } },
    ]);
  });

  it('are edited at the version read', async () => {
    const read = await city.ok(city.get<RulesAnswer>('/supervision/rules'));
    const changed = await city.ok(city.post<RulesAnswer>('/supervision/rules/save', { ...read.rules, clusterSchoolDays: 2, updatedAt: read.updatedAt }));
    expect(changed.updatedAt).not.toBe(read.updatedAt);
    expect((await city.post('/supervision/rules/save', { ...read.rules, updatedAt: read.updatedAt })).code).toBe(409);
  });

  it('are set by nobody else: a kindergarten (403), nobody signed in (401)', async () => {
    const rules = { clusterChildren: 9, clusterSchoolDays: 3, sickLeavePercent: 20, updatedAt: null };
    expect((await kig1.post('/supervision/rules/save', rules)).code).toBe(403);
    expect((await kig1.get('/supervision/rules')).code).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/supervision/rules/save', payload: rules })).statusCode).toBe(401);
    // A supervision account is read-only for everything else: it answers no alert.
    expect((await district.post('/supervision/alert/answer', { id: '01900000-0000-7000-8000-000000000000', actions: ['isolation'] })).code).toBe(403);
  });
});

describe('the rules in force where a kindergarten is', () => {
  it('raise a fever cluster at the district’s 4 children in its kindergarten, not at 3', async () => {
    const [kids] = await classesOf('KG0001');
    await fever('KG0001', MON, kids!.slice(0, 1));
    await fever('KG0001', TUE, kids!.slice(1, 2));
    await fever('KG0001', WED, kids!.slice(2, 3));
    await evaluate();
    // Three would have raised one by the defaults and by the city's rules: the district's hold here.
    expect(await alertsOf('KG0001', 'fever', kids![0]!.classId!)).toEqual([]);
    await fever('KG0001', WED, kids!.slice(3, 4));
    await evaluate();
    expect(await alertsOf('KG0001', 'fever', kids![0]!.classId!)).toMatchObject([{ children: 4 }]);
  });

  it('raise a fever cluster at the city’s 2 children in the next district, not at 1: the district’s rules stop at its boundary', async () => {
    const [kids] = await classesOf('KG0002');
    await fever('KG0002', TUE, kids!.slice(0, 1));
    await evaluate();
    expect(await alertsOf('KG0002', 'fever', kids![0]!.classId!)).toEqual([]);
    await fever('KG0002', WED, kids!.slice(1, 2));
    await evaluate();
    expect(await alertsOf('KG0002', 'fever', kids![0]!.classId!)).toMatchObject([{ children: 2 }]);
  });

  it('raise sick leave above the district’s 30 % of a class, not at it', async () => {
    const [, kids] = await classesOf('KG0001');
    const size = kids!.length;
    const atLimit = Math.floor((size * 30) / 100);
    // The defaults (above 20 %) would raise one at the district's limit.
    expect(atLimit * 100).toBeGreaterThan(size * 20);
    if (atLimit > 0) await sickLeave('KG0001', kids!.slice(0, atLimit));
    await evaluate();
    expect(await alertsOf('KG0001', 'sickLeave', kids![0]!.classId!)).toEqual([]);
    await sickLeave('KG0001', kids!.slice(atLimit, atLimit + 1));
    await evaluate();
    expect(await alertsOf('KG0001', 'sickLeave', kids![0]!.classId!)).toMatchObject([{ children: atLimit + 1, classSize: size }]);
  });
});

describe("the minute's job", () => {
  it('evaluates only the kindergartens with new checks or sick leave, each once', async () => {
    // Nothing new: nothing evaluated.
    expect(await evaluate()).toEqual({ evaluated: [], raised: 0 });
    // A check below any fever threshold, without a finding, cannot make a cluster: it marks nothing.
    const [kids1] = await classesOf('KG0001');
    await check('KG0001', WED, kids1!.slice(5, 6), 35.9);
    expect(await evaluate()).toEqual({ evaluated: [], raised: 0 });
    // A fever in KG0002: KG0002 alone is evaluated, then nothing more.
    const [, kids2] = await classesOf('KG0002');
    await fever('KG0002', WED, kids2!.slice(0, 1));
    expect(await evaluate()).toEqual({ evaluated: [ids.KG0002], raised: 0 });
    expect(await evaluate()).toEqual({ evaluated: [], raised: 0 });
  });

  it('raises a cluster once even when two runs meet', async () => {
    const [, kids2] = await classesOf('KG0002');
    await fever('KG0002', WED, kids2!.slice(1, 2));
    const runs = await Promise.all([evaluate(), evaluate()]);
    expect(runs.reduce((n, r) => n + r.raised, 0)).toBe(1);
    expect(await alertsOf('KG0002', 'fever', kids2![0]!.classId!)).toHaveLength(1);
    expect(await t.database.db.select().from(outbreakPending)).toEqual([]);
  });

  it("keeps a leave's later day until it comes, and evaluates the kindergarten that day", async () => {
    const [, , kids] = await classesOf('KG0002');
    const size = kids!.length;
    // The city's 10 %: more than a tenth of the class on sick leave tomorrow.
    const over = Math.floor(size / 10) + 1;
    await sickLeave('KG0002', kids!.slice(0, over), THU);
    expect(await evaluate()).toEqual({ evaluated: [], raised: 0 });
    expect(await t.database.db.select({ day: outbreakPending.schoolDay }).from(outbreakPending)).toEqual([{ day: THU }]);
    expect(await evaluate(noonOf(THU))).toEqual({ evaluated: [ids.KG0002], raised: 1 });
    expect(await alertsOf('KG0002', 'sickLeave', kids![0]!.classId!)).toMatchObject([{ children: over, classSize: size }]);
  });
});

describe("an authority drops its area's own rules", () => {
  const drop = (client: ApiClient, areaCode: string, updatedAt: string | null) => client.raw('POST', '/supervision/rules/delete', { areaCode, updatedAt });

  it("only its own area's, at the version read: another area's rules answer as an area without any", async () => {
    const read = await district.ok(district.get<RulesAnswer>('/supervision/rules'));
    expect(read).toMatchObject({ areaCode: '310104', source: 'own' });
    // The city cannot drop its district's rules: answered byte for byte as an area that has none (and as its own area named by a stale page).
    const other = await drop(city, '310104', read.updatedAt);
    const none = await drop(city, '650102', read.updatedAt);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(none.body);
    // Nor a kindergarten (403), nor nobody (401).
    expect((await drop(kig1, '310104', read.updatedAt)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/supervision/rules/delete', payload: { areaCode: '310104', updatedAt: read.updatedAt } })).statusCode).toBe(401);
    // A version no longer current (someone of the area saved meanwhile) is a conflict, and drops nothing.
    expect((await drop(district, '310104', '2026-01-01T00:00:00.000Z')).statusCode).toBe(409);
    expect(await district.ok(district.get<RulesAnswer>('/supervision/rules'))).toEqual(read);
    // Still the district's after the city's attempt.
    expect((await t.database.db.select({ area: outbreakRules.areaCode }).from(outbreakRules).orderBy(asc(outbreakRules.areaCode))).map((r) => r.area)).toEqual([
      '310000',
      '310104',
    ]);
  });

  it('after which the district is judged by the city’s rules, then the defaults; each drop audited with the rules dropped', async () => {
    const read = await district.ok(district.get<RulesAnswer>('/supervision/rules'));
    const cityRead = await city.ok(city.get<RulesAnswer>('/supervision/rules'));
    await evaluate();
    const dropped = await drop(district, '310104', read.updatedAt);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ txt: 'Deleted', data: { areaCode: '310104', rules: cityRead.rules, source: 'area', sourceAreaCode: '310000', updatedAt: null } });
    expect(await district.ok(district.get<RulesAnswer>('/supervision/rules'))).toMatchObject({ rules: cityRead.rules, source: 'area', sourceAreaCode: '310000' });
    // Dropped once: the same version again finds nothing.
    expect((await drop(district, '310104', read.updatedAt)).statusCode).toBe(404);
    // The district's kindergarten is judged again by the rules now in force at the next minute.
    expect((await evaluate()).evaluated).toEqual([ids.KG0001]);
    // The city drops its own: both read the defaults.
    expect(await city.ok(city.post<RulesAnswer>('/supervision/rules/delete', { areaCode: '310000', updatedAt: cityRead.updatedAt }))).toMatchObject({
      source: 'default',
      sourceAreaCode: null,
      rules: ALERT_DEFAULTS,
    });
    expect(await district.ok(district.get<RulesAnswer>('/supervision/rules'))).toMatchObject({ source: 'default', rules: ALERT_DEFAULTS });
    const audits = await t.database.db
      .select({ userName: auditLogs.userName, detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'outbreakRules'), eq(auditLogs.action, 'delete')))
      .orderBy(asc(auditLogs.at));
    expect(audits).toEqual([
      { userName: 'demo-supervisor', detail: { areaCode: '310104', before: read.rules, after: null } },
      { userName: 'shanghai-health', detail: { areaCode: '310000', before: cityRead.rules, after: null } },
    ]);
    // The area may set its own again, as one that never had any.
    expect(await district.ok(district.post<RulesAnswer>('/supervision/rules/save', { ...read.rules, updatedAt: null }))).toMatchObject({ source: 'own', rules: read.rules });
  });
});
