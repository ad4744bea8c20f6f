import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students, teachers, terms } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let child: string;
let staff: string;
let term: string;
let otherTerm: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  const kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  const kig2Id = orgs.find((o) => o.code === 'KG0002')!.id;
  child = (await db.select({ id: students.id }).from(students).where(eq(students.kigId, kigId)).limit(1))[0]!.id;
  staff = (await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.kigId, kigId)).limit(1))[0]!.id;
  term = (await db.select({ id: terms.id }).from(terms).where(eq(terms.kigId, kigId)).limit(1))[0]!.id;
  otherTerm = (await db.select({ id: terms.id }).from(terms).where(eq(terms.kigId, kig2Id)).limit(1))[0]!.id;
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
});
afterAll(() => t.close());

describe('eye tests and measurements', () => {
  it('keep values in tenths within the chart and the body, each in its own kindergarten', async () => {
    const eye = await kig.ok(kig.post<{ leftEye: number; rightEye: number }>('/health/eyeTest/save', { studentId: child, testDate: '2026-11-02', leftEye: 50, rightEye: 49 }));
    expect(eye).toMatchObject({ leftEye: 50, rightEye: 49 });
    expect(await kig.post('/health/eyeTest/save', { studentId: child, testDate: '2026-11-02', leftEye: 60, rightEye: 49 })).toMatchObject({
      status: 400,
      data: [{ field: 'leftEye' }],
    });
    await kig.ok(kig.post('/health/measurement/save', { studentId: child, termId: term, measuredOn: '2026-11-03', height: 1052, weight: 176 }));
    expect(await kig.post('/health/measurement/save', { studentId: child, termId: term, measuredOn: '2026-11-03', height: 1052, weight: 17.6 })).toMatchObject({
      status: 400,
      data: [{ field: 'weight' }],
    });
    expect((await kig.post('/health/measurement/save', { studentId: child, termId: otherTerm, measuredOn: '2026-11-03', height: 1052, weight: 176 })).status).toBe(400);
    expect((await other.ok(other.post<Page<unknown>>('/health/measurement/list', {}))).total).toBe(0);
  });

  it("refuse a value out of the chart with its bounds as typed, in the reader's language, and never store it clamped", async () => {
    const body = { studentId: child, testDate: '2026-11-05', leftEye: 99, rightEye: 50 };
    expect(await kig.post('/health/eyeTest/save', body)).toMatchObject({ status: 400, data: [{ field: 'leftEye', message: 'Must be between 3.0 and 5.3' }] });
    const chinese = new ApiClient(t.app, kig.token, 'zh_CN');
    expect(await chinese.post('/health/eyeTest/save', { ...body, leftEye: 29 })).toMatchObject({ status: 400, data: [{ field: 'leftEye', message: '应在 3.0 至 5.3 之间' }] });
    const list = await kig.ok(kig.post<Page<{ testDate: string }>>('/health/eyeTest/list', { studentId: child, pageSize: 100 }));
    expect(list.records.filter((r) => r.testDate === '2026-11-05')).toEqual([]);
  });

  it('leave an audit row for each read', async () => {
    await kig.ok(kig.post('/health/eyeTest/list', {}));
    const reads = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.resource, 'eyeTest'));
    expect(reads.map((r) => r.action)).toContain('view');
  });
});

describe('epidemic reports', () => {
  it('name one child or staff member, and a return never before the report', async () => {
    const base = { reportDate: '2026-11-20', healthStatus: 'fever', local: false, detentionPlace: '外婆家', travelPlan: '无', riskExposure: false };
    expect(await kig.post('/health/epidemicReport/save', { ...base, personKind: 'teacher' })).toMatchObject({ status: 400, data: [{ field: 'teacherId' }] });
    expect(await kig.post('/health/epidemicReport/save', { ...base, personKind: 'student', studentId: child, returnDate: '2026-11-19' })).toMatchObject({
      status: 400,
      data: [{ field: 'returnDate' }],
    });
    const saved = await kig.ok(
      kig.post<{ studentId: string | null; teacherId: string | null }>('/health/epidemicReport/save', {
        ...base,
        personKind: 'teacher',
        teacherId: staff,
        studentId: child,
        returnDate: '2026-11-23',
      }),
    );
    expect(saved).toMatchObject({ teacherId: staff, studentId: null });
  });
});
