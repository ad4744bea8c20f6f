import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { signIn, type TestApp } from '../../test/test-app.js';
import { classes } from '../campus/campus.tables.js';
import { leaveRequests } from '../attendance/attendance.tables.js';
import { injectTransport } from '../../simulator/transport.js';
import { simulate } from '../../simulator/simulate.js';
import { ALERT_JOB } from './supervision.routes.js';
import { type Kid, type SupervisionWorld, supervisionWorld } from './supervision-test-world.js';

/**
 * The supervisory platform (issue 18). The demo's authority (demo-supervisor, 徐汇区教育局) watches district
 * 310104: KG0001 is in it, KG0002 (长宁区, 310105) is not. Checks arrive through a check machine of each
 * kindergarten; the alerts are evaluated by the minute's job, on a Wednesday whose two school days before it had checks.
 */
const MON = '2026-11-09';
const TUE = '2026-11-10';
const WED = '2026-11-11';
const now = new Date(`${WED}T04:00:00Z`); // 12:00 in Shanghai
let t: TestApp;
let supervisor: ApiClient;
let kig1: ApiClient;
let kig2: ApiClient;
let group: ApiClient;
let ops: ApiClient;
let ids: Record<string, string>;
let check: SupervisionWorld['check'];
let classesOf: SupervisionWorld['classesOf'];

type Alert = { id: string; kigId: string; classId: string; rule: string; finding: string | null; children: number; classSize: number; status: string };

async function evaluate() {
  await t.app.jobs.enqueue(ALERT_JOB, {}, null, null);
  await t.app.jobs.drain();
}

const alerts = async (client: ApiClient) => (await client.ok(client.post<Page<Alert>>('/supervision/alert/list', { pageSize: 100 }))).records;

beforeAll(async () => {
  ({ t, ids, ops, check, classesOf } = await supervisionWorld(() => now, 'SUP'));
  supervisor = await ApiClient.as(t.app, 'demo-supervisor', 20);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
});
afterAll(() => t.close());

describe('the area of a supervision account', () => {
  it('holds the kindergartens of its district only; the next district answers like a random id', async () => {
    const overview = await supervisor.ok(supervisor.get<{ areaCode: string; kindergartens: { kigId: string }[] }>(`/supervision/overview/figures?date=${WED}`));
    expect(overview.areaCode).toBe('310104');
    expect(overview.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0001]);
    const outside = await supervisor.get(`/supervision/kindergarten?kigId=${ids.KG0002}&date=${WED}`);
    const random = await supervisor.get(`/supervision/kindergarten?kigId=01900000-0000-7000-8000-000000000000&date=${WED}`);
    expect(outside.code).toBe(404);
    expect(outside).toEqual(random);
    // Nor may it name the group or itself as a kindergarten.
    expect((await supervisor.get(`/supervision/kindergarten?kigId=${ids.GR0001}&date=${WED}`)).code).toBe(404);
  });

  it('drills down to a kindergarten by class without naming a child', async () => {
    const [biggest] = await classesOf('KG0001');
    await check('KG0001', WED, biggest!.slice(0, 4));
    const day = await supervisor.ok(
      supervisor.get<{ classes: { classId: string; expected: number; checked: number }[]; totals: { checked: number } }>(
        `/supervision/kindergarten?kigId=${ids.KG0001}&date=${WED}`,
      ),
    );
    const row = day.classes.find((c) => c.classId === biggest![0]!.classId);
    expect(row).toMatchObject({ expected: biggest!.length, checked: 4 });
    expect(day.totals.checked).toBe(4);
    const text = JSON.stringify(day);
    for (const kid of biggest!) expect(text).not.toContain(kid.name);
    const month = await supervisor.ok(supervisor.get<{ from: string; to: string }>(`/supervision/overview/figures?month=2026-11`));
    expect(month).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('exports the overview as a spreadsheet', async () => {
    const res = await supervisor.raw('GET', `/supervision/overview/export?date=${WED}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('is refused to a kindergarten account (403) and to nobody signed in (401)', async () => {
    expect((await kig1.get(`/supervision/overview/figures?date=${WED}`)).code).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/supervision/overview/figures' })).statusCode).toBe(401);
  });
});

describe('outbreak alerts', () => {
  it('raise a fever cluster at 3 children of a class within 3 school days, not at 2, and only once', async () => {
    const [, second] = await classesOf('KG0001');
    const kids = second!;
    await check('KG0001', MON, kids.slice(0, 1), { temperature: 38.2 });
    await check('KG0001', TUE, kids.slice(1, 2), { temperature: 37.5 });
    await evaluate();
    expect((await alerts(supervisor)).filter((a) => a.rule === 'fever')).toEqual([]);
    await check('KG0001', WED, kids.slice(2, 3), { temperature: 37.3 });
    await evaluate();
    await evaluate();
    const fever = (await alerts(supervisor)).filter((a) => a.rule === 'fever');
    expect(fever).toHaveLength(1);
    expect(fever[0]).toMatchObject({ kigId: ids.KG0001, classId: kids[0]!.classId, children: 3, status: 'open' });
    // The kindergarten sees it, and its group; the other kindergarten does not.
    expect((await alerts(kig1)).map((a) => a.id)).toContain(fever[0]!.id);
    expect((await alerts(group)).map((a) => a.id)).toContain(fever[0]!.id);
    expect((await alerts(kig2)).map((a) => a.id)).not.toContain(fever[0]!.id);
  });

  it('raise the same abnormal finding at 3 children of a class, not at 2', async () => {
    const [, , third] = await classesOf('KG0001');
    await check('KG0001', TUE, third!.slice(0, 2), { hand: 'rash' });
    await evaluate();
    expect((await alerts(supervisor)).filter((a) => a.rule === 'finding')).toEqual([]);
    await check('KG0001', WED, third!.slice(2, 3), { hand: 'blister' });
    await evaluate();
    const finding = (await alerts(supervisor)).filter((a) => a.rule === 'finding');
    expect(finding).toHaveLength(1);
    expect(finding[0]).toMatchObject({ finding: 'hand', children: 3, classId: third![0]!.classId });
  });

  it('raise sick leave above 20 % of a class on a day, not at 20 %', async () => {
    const [kids] = (await classesOf('KG0002')).filter((c) => c.length >= 5);
    const size = kids!.length;
    const atLimit = Math.floor((size * 20) / 100);
    const leave = (kid: Kid) => ({
      kigId: ids.KG0002!,
      personKind: 'student' as const,
      studentId: kid.id,
      leaveType: 'sick' as const,
      startDate: WED,
      endDate: WED,
      reason: '发烧',
      status: 'approved' as const,
    });
    if (atLimit > 0) await t.database.db.insert(leaveRequests).values(kids!.slice(0, atLimit).map(leave));
    await evaluate();
    expect((await alerts(kig2)).filter((a) => a.rule === 'sickLeave' && a.classId === kids![0]!.classId)).toEqual([]);
    await t.database.db.insert(leaveRequests).values(leave(kids![atLimit]!));
    await evaluate();
    const sick = (await alerts(kig2)).filter((a) => a.rule === 'sickLeave');
    expect(sick).toHaveLength(1);
    expect(sick[0]).toMatchObject({ children: atLimit + 1, classSize: size });
    // KG0002 is outside the authority's district: the authority neither lists it nor opens it.
    expect((await alerts(supervisor)).map((a) => a.id)).not.toContain(sick[0]!.id);
    const opened = await supervisor.get(`/supervision/alert/get?id=${sick[0]!.id}`);
    expect(opened).toEqual(await supervisor.get(`/supervision/alert/get?id=01900000-0000-7000-8000-000000000000`));
    expect(opened.code).toBe(404);
  });

  it('are answered by the kindergarten and closed by the authority, the names read while open audited, the timeline kept', async () => {
    const [fever] = (await alerts(supervisor)).filter((a) => a.rule === 'fever');
    const id = fever!.id;
    // The authority may not close an alert before the kindergarten answered it; another kindergarten cannot answer it.
    expect(await supervisor.post('/supervision/alert/close', { id, note: '' })).toMatchObject({ code: 422 });
    expect((await kig2.post('/supervision/alert/answer', { id, actions: ['isolation'] })).code).toBe(404);
    expect((await supervisor.post('/supervision/alert/answer', { id, actions: ['isolation'] })).code).toBe(403);

    const open = await supervisor.ok(supervisor.get<{ childNames: string[] }>(`/supervision/alert/get?id=${id}`));
    expect(open.childNames).toHaveLength(3);
    const [read] = await t.database.db
      .select({ userName: auditLogs.userName, detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'outbreakAlert'), eq(auditLogs.resourceId, id), eq(auditLogs.action, 'view')));
    expect(read).toMatchObject({ userName: 'demo-supervisor', detail: { children: 3 } });

    await kig1.ok(kig1.post('/supervision/alert/answer', { id, actions: ['isolation', 'disinfection', 'familyNotice'], note: '已隔离并消毒' }));
    expect(await supervisor.ok(supervisor.post('/supervision/alert/close', { id, note: '处置到位' }))).toEqual({ id, status: 'closed' });
    expect(await kig1.post('/supervision/alert/answer', { id, actions: ['isolation'] })).toMatchObject({ code: 422 });

    const closed = await supervisor.ok(
      supervisor.get<{ status: string; childNames: string[]; timeline: { kind: string; actions: string[]; orgName: string | null }[] }>(`/supervision/alert/get?id=${id}`),
    );
    expect(closed.status).toBe('closed');
    // Closed: no child is named to anyone any more.
    expect(closed.childNames).toEqual([]);
    expect(closed.timeline.map((e) => e.kind)).toEqual(['raised', 'answered', 'closed']);
    expect(closed.timeline[1]!.actions).toEqual(['isolation', 'disinfection', 'familyNotice']);
    // The same cluster does not raise a second alert once closed.
    await evaluate();
    expect((await alerts(supervisor)).filter((a) => a.rule === 'fever')).toHaveLength(1);
  });
});

describe('the simulator', () => {
  it('plays a small outbreak in a class, which raises a fever alert for the kindergarten', async () => {
    const before = (await alerts(kig2)).filter((a) => a.rule === 'fever');
    expect(before).toEqual([]);
    await simulate({ transport: injectTransport(t.app), kigCode: 'KG0002', dates: [TUE], ops: { userName: 'demo-ops', password: 'Demo_1234' }, outbreak: true });
    await evaluate();
    const fever = (await alerts(kig2)).filter((a) => a.rule === 'fever');
    expect(fever.length).toBeGreaterThanOrEqual(1);
    expect(fever.every((a) => a.kigId === ids.KG0002 && a.children >= 3)).toBe(true);
  });
});

describe('operations open an authority', () => {
  it('with its area and first account, which signs in to the supervision system and sees its area', async () => {
    const created = await ops.ok(
      ops.post<{ orgId: string; userId: string; password: string }>('/supervision/authority/create', {
        name: '长宁区卫健委',
        code: 'SV0002',
        authorityKind: 'health',
        areaCode: '310105',
        userName: 'changning-health',
      }),
    );
    expect(created.password.length).toBeGreaterThan(5);
    const token = await signIn(t.app, 'changning-health', 20, created.password);
    const client = new ApiClient(t.app, token);
    const overview = await client.ok(client.get<{ kindergartens: { kigId: string }[] }>(`/supervision/overview/figures?date=${WED}`));
    expect(overview.kindergartens.map((k) => k.kigId)).toEqual([ids.KG0002]);
    expect(await ops.post('/supervision/authority/create', { name: 'x', code: 'SV0002', authorityKind: 'health', areaCode: '310105', userName: 'other-name' })).toMatchObject({
      code: 409,
      data: [{ field: 'code' }],
    });
    expect((await kig1.post('/supervision/authority/create', { name: 'x', code: 'SV0003', authorityKind: 'health', areaCode: '310105', userName: 'x-name' })).code).toBe(403);
    // A class of the authority's own district shows in its classes.
    const [cls] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, ids.KG0002!)).limit(1);
    const drill = await client.ok(client.get<{ classes: { classId: string }[] }>(`/supervision/kindergarten?kigId=${ids.KG0002}&date=${WED}`));
    expect(drill.classes.map((c) => c.classId)).toContain(cls!.id);
  });
});
