import { allows, type AnyEntity, apiPath, ENTITIES } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The shared contract of every campus resource, call by call, and each one's isolation. */
const CAMPUS = ENTITIES.filter((e) => e.area === 'campus');
let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let admin: ApiClient;
let anonymous: ApiClient;
let kigId: string;
const refs: Record<string, string> = {};
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  const codes = allCodes(CAMPUS.map((e) => e.permission), CAMPUS.flatMap((e) => Object.keys(e.status?.transitions ?? {}).map((a) => `${e.permission}:${a}`)));
  kigId = await grantPermissions(t.database.db, 'KG0001', 3, codes);
  await grantPermissions(t.database.db, 'KG0002', 3, codes);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  anonymous = new ApiClient(t.app, undefined);
  refs.grade = (await kig.ok(kig.post<{ id: string }>('/campus/grade/save', { gradeName: '大班', kigId, sort: 50 }))).id;
  refs.class = (await kig.ok(kig.post<{ id: string }>('/campus/class/save', { className: '大三班', kigId, gradeId: refs.grade }))).id;
  refs.student = (await kig.ok(kig.post<{ id: string }>('/campus/student/save', { name: '林一', kigId, studentNumber: 'C001', classId: refs.class, birthDate: '2021-01-01', enrolDate: '2024-09-01' }))).id;
});
afterAll(() => t.close());

/** A valid new row of each campus entity, fresh on every call. */
const samples: Record<string, () => object> = {
  grade: () => ({ gradeName: `年级${++n}`, kigId, sort: 60 + n }),
  classroom: () => ({ name: `教室${++n}`, kigId }),
  class: () => ({ className: `班级${++n}`, kigId, gradeId: refs.grade }),
  term: () => ({ schoolYear: `${2030 + ++n}-${2031 + n}`, semester: 'autumn', kigId, beginDate: `${2030 + n}-09-01`, endDate: `${2031 + n}-01-15` }),
  position: () => ({ positionName: `职位${++n}`, kigId }),
  teacher: () => ({ name: '赵老师', kigId, phone: `1371234${String(++n).padStart(4, '0')}` }),
  student: () => ({ name: '孙二', kigId, studentNumber: `X${++n}`, classId: refs.class, birthDate: '2022-01-01', enrolDate: '2025-09-01' }),
  parent: () => ({ name: '孙大', kigId, phone: `1351234${String(++n).padStart(4, '0')}` }),
  driver: () => ({ driverName: '钱师傅', kigId, phone: `1331234${String(++n).padStart(4, '0')}` }),
  visitor: () => ({ name: '周访客', kigId, phone: '13012345678', reason: '参观', visitTime: '2026-11-20T02:00:00Z' }),
  enrollment: () => ({ childName: '吴小', kigId, birthDate: '2023-05-01', parentName: '吴大', parentPhone: '13112345678' }),
  bracelet: () => ({ mac: `AA:BB:CC:00:00:${String(++n).padStart(2, '0')}`, kigId, studentId: refs.student }),
};

describe.each(CAMPUS.map((e) => [e.name, e] as const))('%s', (name, entity: AnyEntity) => {
  it('requires authentication, and a permission code others do not hold (403)', async () => {
    for (const call of ['list', 'save', 'delete', 'export']) {
      expect((await anonymous.post(apiPath(entity, call), {})).status, call).toBe(401);
      expect((await admin.post(apiPath(entity, call), { id: refs.grade })).status, call).toBe(403);
    }
  });

  it('creates, reads, lists, exports and soft-deletes within the kindergarten', async () => {
    const created = await kig.ok(kig.post<{ id: string }>(apiPath(entity, 'save'), samples[name]!()));
    expect((await kig.ok(kig.get<{ id: string }>(`${apiPath(entity, 'get')}?id=${created.id}`))).id).toBe(created.id);
    const page = await kig.ok(kig.post<Page<{ id: string }>>(apiPath(entity, 'list'), { pageSize: 100 }));
    expect(page.records.map((r) => r.id)).toContain(created.id);
    expect((await kig.raw('POST', apiPath(entity, 'export'), {})).headers['content-type']).toContain('spreadsheetml');
    // Another kindergarten can neither see nor touch it.
    expect((await other.get(`${apiPath(entity, 'get')}?id=${created.id}`)).status).toBe(404);
    expect((await other.post(apiPath(entity, 'delete'), { id: created.id })).status).toBe(404);
    expect((await other.post(apiPath(entity, 'list'), { kigId })).status).toBe(404);
    expect((await other.post(apiPath(entity, 'save'), samples[name]!())).status).toBe(404);
    await kig.ok(kig.post(apiPath(entity, 'delete'), { id: created.id }));
    const after = await kig.ok(kig.post<Page<{ id: string }>>(apiPath(entity, 'list'), { pageSize: 100 }));
    expect(after.records.map((r) => r.id)).not.toContain(created.id);
  });

  it('refuses an empty save naming its required fields, and page sizes above 100', async () => {
    const res = await kig.post<{ field: string }[]>(apiPath(entity, 'save'), {});
    expect(res.status).toBe(400);
    // A kindergarten account's own kigId is taken from its session when the body leaves it out.
    const required = Object.entries(entity.fields)
      .filter(([k, f]) => f.required && !('default' in f) && f.form !== false && k !== 'kigId')
      .map(([k]) => k);
    expect(res.data.map((f) => f.field).sort()).toEqual(required.sort());
    expect((await kig.post(apiPath(entity, 'list'), { pageSize: 101 })).status).toBe(400);
  });

  it.skipIf(!allows(entity, 'import'))('offers an import template', async () => {
    expect((await kig.raw('GET', apiPath(entity, 'importTemplate'))).statusCode).toBe(200);
  });
});
