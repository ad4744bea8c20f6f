import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type Page } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PREFIXES = ['grade', 'classroom', 'class', 'term', 'position', 'teacher', 'student', 'parent', 'driver', 'visitor', 'enrollment', 'bracelet'].map((n) => `campus:${n}`);
const EXTRA = [
  'campus:teacher:resign',
  'campus:teacher:reinstate',
  'campus:student:leave',
  'campus:student:return',
  'campus:grade:promote',
  'campus:grade:graduate',
  'campus:student:changeClass',
  'campus:enrollment:admit',
  'campus:enrollment:follow',
  'campus:enrollment:preAdmit',
  'campus:enrollment:invalidate',
  'campus:enrollment:reopen',
];

let t: TestApp;
let kig1: ApiClient;
let kig2: ApiClient;
let group: ApiClient;
let kig1Id: string;
let kig2Id: string;
const ids: Record<string, string> = {};
type Rec = { id: string } & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const codes = allCodes(PREFIXES, EXTRA);
  kig1Id = await grantPermissions(t.database.db, 'KG0001', 3, codes);
  kig2Id = await grantPermissions(t.database.db, 'KG0002', 3, codes);
  await grantPermissions(t.database.db, 'GR0001', 4, codes);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
});
afterAll(() => t.close());

const save = (c: ApiClient, entity: string, body: object) => c.post<Rec>(`/campus/${entity}/save`, body);

describe('campus: a kindergarten sets up its year', () => {
  it('creates grades, a classroom, a term, a position, a teacher, classes and children', async () => {
    for (const [i, gradeName] of ['小班', '中班', '大班'].entries()) {
      ids[gradeName] = (await kig1.ok(save(kig1, 'grade', { gradeName, kigId: kig1Id, sort: i }))).id;
    }
    ids.room = (await kig1.ok(save(kig1, 'classroom', { name: '101 教室', kigId: kig1Id, capacity: 30 }))).id;
    await kig1.ok(save(kig1, 'term', { schoolYear: '2026-2027', semester: 'autumn', kigId: kig1Id, beginDate: '2026-09-01', endDate: '2027-01-20' }));
    ids.position = (await kig1.ok(save(kig1, 'position', { positionName: '主班老师', kigId: kig1Id }))).id;
    ids.teacher = (await kig1.ok(save(kig1, 'teacher', { name: '李梅', kigId: kig1Id, phone: '13911112222', positionId: ids.position }))).id;
    ids.class1 = (await kig1.ok(save(kig1, 'class', { className: '小一班', kigId: kig1Id, gradeId: ids['小班'], headTeacherId: ids.teacher, classroomId: ids.room }))).id;
    ids.class2 = (await kig1.ok(save(kig1, 'class', { className: '大一班', kigId: kig1Id, gradeId: ids['大班'] }))).id;
    ids.child = (
      await kig1.ok(
        save(kig1, 'student', { name: '王小明', kigId: kig1Id, studentNumber: 'S001', classId: ids.class1, birthDate: '2023-03-01', enrolDate: '2026-09-01', gender: 'male' }),
      )
    ).id;
    ids.child2 = (
      await kig1.ok(save(kig1, 'student', { name: 'Emma Li', kigId: kig1Id, studentNumber: 'S002', classId: ids.class2, birthDate: '2021-05-01', enrolDate: '2024-09-01' }))
    ).id;
    const page = await kig1.ok(kig1.post<Page<Rec>>('/campus/class/list', {}));
    expect(page.records.find((c) => c.id === ids.class1)?._labels).toEqual({ kigId: '阳光第一幼儿园', gradeId: '小班', headTeacherId: '李梅', classroomId: '101 教室' });
  });

  it('refuses impossible dates and overlapping terms, with field messages', async () => {
    const base = { name: '张三', kigId: kig1Id, studentNumber: 'S099', classId: ids.class1 };
    expect(await save(kig1, 'student', { ...base, birthDate: '2999-01-01', enrolDate: '2999-02-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'birthDate', message: "A child's date of birth must be within the last 8 years and not after today" }],
    });
    expect(await save(kig1, 'student', { ...base, birthDate: '1900-01-01', enrolDate: '2025-09-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'birthDate', message: "A child's date of birth must be within the last 8 years and not after today" }],
    });
    expect(await save(kig1, 'enrollment', { childName: '陈老', kigId: kig1Id, birthDate: '1900-01-01', parentName: '陈强', parentPhone: '13600001111' })).toMatchObject({
      status: 400,
      data: [{ field: 'birthDate' }],
    });
    expect(await save(kig1, 'student', { ...base, birthDate: '2023-01-01', enrolDate: '2022-09-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'enrolDate', message: 'Enrolment cannot be before birth' }],
    });
    expect(await save(kig1, 'student', { ...base, name: 'Tom<script>', birthDate: '2023-01-01', enrolDate: '2026-09-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'name' }],
    });
    expect(await save(kig1, 'term', { schoolYear: '2027-2028', semester: 'spring', kigId: kig1Id, beginDate: '2027-03-01', endDate: '2027-02-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'endDate' }],
    });
    expect(await save(kig1, 'term', { schoolYear: '2026-2027', semester: 'spring', kigId: kig1Id, beginDate: '2027-01-10', endDate: '2027-06-30' })).toMatchObject({
      status: 400,
      data: [{ field: 'beginDate', message: 'Overlaps the dates of another term' }],
    });
    expect(await save(kig1, 'term', { schoolYear: '2026-2028', semester: 'spring', kigId: kig1Id, beginDate: '2027-02-10', endDate: '2027-06-30' })).toMatchObject({
      status: 400,
      data: [{ field: 'schoolYear' }],
    });
    // Another kindergarten may use the same dates.
    expect((await save(kig2, 'term', { schoolYear: '2026-2027', semester: 'autumn', kigId: kig2Id, beginDate: '2026-09-01', endDate: '2027-01-20' })).code).toBe(200);
  });

  it('keeps phones and student numbers unique within a kindergarten, not across', async () => {
    expect(await save(kig1, 'teacher', { name: '李雪', kigId: kig1Id, phone: '13911112222' })).toMatchObject({ status: 409, data: [{ field: 'phone' }] });
    expect((await save(kig2, 'teacher', { name: '李雪', kigId: kig2Id, phone: '13911112222' })).code).toBe(200);
    expect(
      await save(kig1, 'student', { name: '重号', kigId: kig1Id, studentNumber: 's001', classId: ids.class1, birthDate: '2023-01-01', enrolDate: '2026-09-01' }),
    ).toMatchObject({ status: 409, data: [{ field: 'studentNumber' }] });
  });

  it('keeps a parent by phone, unique in the kindergarten (the children are linked: parent-student-link test)', async () => {
    await kig1.ok(save(kig1, 'parent', { name: '王大明', kigId: kig1Id, phone: '13800138000' }));
    expect(await save(kig1, 'parent', { name: '王二明', kigId: kig1Id, phone: '13800138000' })).toMatchObject({ status: 409 });
  });

  it('records a teacher resigning on a date and coming back', async () => {
    await kig1.ok(kig1.post('/campus/teacher/resign', { id: ids.teacher }));
    const resigned = await kig1.ok(kig1.get<Rec>(`/campus/teacher/get?id=${ids.teacher}`));
    expect(resigned.status).toBe('resigned');
    expect(resigned.resignDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await kig1.ok(kig1.post('/campus/teacher/reinstate', { id: ids.teacher }));
    expect(await kig1.ok(kig1.get<Rec>(`/campus/teacher/get?id=${ids.teacher}`))).toMatchObject({ status: 'onDuty', resignDate: null });
  });
});

describe('campus: tenant isolation', () => {
  it('hides one kindergarten from another: by id, by filter, by body field', async () => {
    expect((await kig2.get(`/campus/student/get?id=${ids.child}`)).status).toBe(404);
    expect((await kig2.post('/campus/student/list', { kigId: kig1Id })).status).toBe(404);
    expect((await kig2.ok(kig2.post<Page<Rec>>('/campus/student/list', {}))).total).toBe(0);
    expect(
      (await kig2.post('/campus/student/save', { name: '越界', kigId: kig1Id, studentNumber: 'X1', classId: ids.class1, birthDate: '2023-01-01', enrolDate: '2026-09-01' })).status,
    ).toBe(404);
    const kig2Grade = await kig2.ok(save(kig2, 'grade', { gradeName: '小班', kigId: kig2Id }));
    expect((await save(kig2, 'class', { className: '偷班', kigId: kig2Id, gradeId: ids['小班'] })).status).toBe(400);
    expect((await save(kig2, 'class', { className: '好班', kigId: kig2Id, gradeId: kig2Grade.id })).code).toBe(200);
    expect((await kig2.post('/campus/student/delete', { id: ids.child })).status).toBe(404);
    expect((await kig2.post('/campus/student/changeClass', { id: ids.child, classId: ids.class2 })).status).toBe(404);
    expect((await kig2.get(`/campus/grade/graduatePreview?gradeId=${ids['大班']}`)).status).toBe(404);
    const kig2Parent = await kig2.ok(save(kig2, 'parent', { name: '越界家长', kigId: kig2Id, phone: '13700000000' }));
    expect((await kig2.post('/campus/parentStudent/save', { parentId: kig2Parent.id, studentId: ids.child, relationship: 'mother' })).status).toBe(404);
  });

  it('shows a group each of its kindergartens, filterable by kindergarten', async () => {
    const all = await group.ok(group.post<Page<Rec>>('/campus/grade/list', { pageSize: 100 }));
    expect(new Set(all.records.map((g) => g.kigId))).toEqual(new Set([kig1Id, kig2Id]));
    const one = await group.ok(group.post<Page<Rec>>('/campus/grade/list', { kigId: kig2Id }));
    expect(one.records.every((g) => g.kigId === kig2Id)).toBe(true);
    expect((await kig1.get(`/campus/grade/get?id=${all.records.find((g) => g.kigId === kig2Id)!.id}`)).status).toBe(404);
  });

  it('keeps children away from systems that have no business with them', async () => {
    const admin = await ApiClient.as(t.app, 'demo-admin', 8);
    expect((await admin.post('/campus/student/list', {})).status).toBe(403);
  });
});

describe('campus: the school year moves', () => {
  it('changes one child class, refusing the same class and another kindergarten class', async () => {
    const moved = await kig1.ok(kig1.post<{ classId: string }>('/campus/student/changeClass', { id: ids.child2, classId: ids.class1 }));
    expect(moved.classId).toBe(ids.class1);
    expect((await kig1.post('/campus/student/changeClass', { id: ids.child2, classId: ids.class1 })).status).toBe(422);
    await kig1.ok(kig1.post('/campus/student/changeClass', { id: ids.child2, classId: ids.class2 }));
  });

  it('previews then promotes every class of a grade to the next grade', async () => {
    const preview = await kig1.ok(
      kig1.get<{ nextGrade: { gradeName: string }; classes: { className: string; students: number }[] }>(`/campus/grade/promotePreview?gradeId=${ids['小班']}`),
    );
    expect(preview.nextGrade.gradeName).toBe('中班');
    expect(preview.classes).toEqual([{ id: ids.class1, className: '小一班', students: 1 }]);
    await kig1.ok(kig1.post('/campus/grade/promote', { gradeId: ids['小班'] }));
    expect((await kig1.ok(kig1.get<Rec>(`/campus/class/get?id=${ids.class1}`))).gradeId).toBe(ids['中班']);
    expect((await kig1.post('/campus/grade/promote', { gradeId: ids['大班'] })).status).toBe(422);
  });

  it('previews then graduates a grade in one batch, audited', async () => {
    const preview = await kig1.ok(kig1.get<{ students: { name: string }[] }>(`/campus/grade/graduatePreview?gradeId=${ids['大班']}`));
    expect(preview.students.map((s) => s.name)).toEqual(['Emma Li']);
    expect(await kig1.ok(kig1.post('/campus/grade/graduate', { gradeId: ids['大班'] }))).toEqual({ students: 1 });
    expect((await kig1.ok(kig1.get<Rec>(`/campus/student/get?id=${ids.child2}`))).status).toBe('graduated');
    expect((await kig1.post('/campus/grade/graduate', { gradeId: ids['大班'] })).status).toBe(422);
    expect((await kig1.post('/campus/student/changeClass', { id: ids.child2, classId: ids.class1 })).status).toBe(422);
  });

  it('admits a prospective child: the student is created in the chosen class', async () => {
    const e = await kig1.ok(save(kig1, 'enrollment', { childName: '陈小雨', kigId: kig1Id, birthDate: '2023-06-01', parentName: '陈强', parentPhone: '13600001111' }));
    await kig1.ok(kig1.post('/campus/enrollment/follow', { id: e.id }));
    await kig1.ok(kig1.post('/campus/enrollment/preAdmit', { id: e.id }));
    const { studentId } = await kig1.ok(
      kig1.post<{ studentId: string }>('/campus/enrollment/admit', { id: e.id, classId: ids.class1, studentNumber: 'S010', enrolDate: '2026-09-01' }),
    );
    expect(await kig1.ok(kig1.get<Rec>(`/campus/student/get?id=${studentId}`))).toMatchObject({ name: '陈小雨', classId: ids.class1, status: 'studying' });
    expect(await kig1.ok(kig1.get<Rec>(`/campus/enrollment/get?id=${e.id}`))).toMatchObject({ status: 'admitted', studentId });
    expect((await kig1.post('/campus/enrollment/admit', { id: e.id, classId: ids.class1, studentNumber: 'S011', enrolDate: '2026-09-01' })).status).toBe(422);
    expect((await kig1.post('/campus/enrollment/follow', { id: e.id })).status).toBe(422);
  });
});
