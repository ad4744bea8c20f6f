import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, students } from '../campus/campus.tables.js';

let t: TestApp;
let kig: ApiClient;
let token: string;
let kigId: string;
let firstClass: { id: string; className: string };
let children: { id: string; cardNo: string }[];
const VIEW = ['attendance:daily:view', 'attendance:noCheck:view'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await grantPermissions(db, 'PLATFORM', 9, allCodes(['device:device']));
  kigId = await grantPermissions(db, 'KG0001', 3, ['device:device:register', ...VIEW]);
  await grantPermissions(db, 'KG0002', 3, VIEW);
  [firstClass] = (await db.select({ id: classes.id, className: classes.className }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort)).limit(1)) as [
    { id: string; className: string },
  ];
  children = (await db.select({ id: students.id, cardNo: students.cardNo }).from(students).where(eq(students.classId, firstClass.id)).orderBy(asc(students.studentNumber))) as {
    id: string;
    cardNo: string;
  }[];
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  const created = await ops.ok(ops.post<{ _once: { verifyCode: string } }>('/device/device/save', { serialNo: 'GATE-0101', kind: 'signIn' }));
  await kig.ok(kig.post('/device/device/register', { serialNo: 'GATE-0101', verifyCode: created._once.verifyCode }));
  const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'GATE-0101', verifyCode: created._once.verifyCode } });
  token = activated.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t.close());

const arrive = (i: number, time: string, direction = 'in') =>
  t.app.inject({
    method: 'POST',
    url: '/device/v1/attendance/events',
    headers: { authorization: `Device ${token}` },
    payload: { events: [{ recordId: `d-${i}-${direction}-${time}`, method: 'card', credential: children[i]!.cardNo, direction, time }] },
  });

type Counts = { expected: number; present: number; absent: number };
type Daily = { students: Counts; classes: ({ classId: string } & Counts)[] };

describe('attendance of a day, live from the events', () => {
  it('counts a child the moment its event is stored, once however many events', async () => {
    const date = '2026-11-17';
    const before = await kig.ok(kig.get<Daily>(`/attendance/daily/byClass?date=${date}`));
    expect(before.students).toMatchObject({ expected: 72, present: 0, absent: 72 });
    await arrive(0, '2026-11-17T00:05:00Z');
    await arrive(0, '2026-11-17T00:06:00Z');
    await arrive(0, '2026-11-17T09:00:00Z', 'out');
    await arrive(1, '2026-11-17T00:30:00Z');
    await arrive(2, '2026-11-16T15:30:00Z'); // 23:30 on the 16th in Shanghai: not this day
    const after = await kig.ok(kig.get<Daily>(`/attendance/daily/byClass?date=${date}`));
    expect(after.students).toMatchObject({ expected: 72, present: 2, absent: 70 });
    expect(after.classes.find((c) => c.classId === firstClass.id)).toMatchObject({ expected: 12, present: 2 });
  });

  it('lists who has not arrived, filterable by class', async () => {
    const list = await kig.ok(kig.get<{ students: { id: string }[] }>(`/attendance/noCheck/list?date=2026-11-17&classId=${firstClass.id}`));
    expect(list.students.map((s) => s.id)).toEqual(children.slice(2).map((c) => c.id));
  });

  it('answers another kindergarten only about itself, and a group about its kindergartens', async () => {
    const other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
    expect((await other.get(`/attendance/daily/byClass?date=2026-11-17&kigId=${kigId}`)).status).toBe(404);
    expect((await other.ok(other.get<Daily>('/attendance/daily/byClass?date=2026-11-17'))).students).toMatchObject({ expected: 72, present: 0 });
    const outsider = await ApiClient.as(t.app, 'demo-agent', 5);
    expect((await outsider.get('/attendance/daily/byClass')).status).toBe(403);
    expect((await kig.get('/attendance/daily/byClass?date=2026-02-30')).status).toBe(400);
  });
});
