import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { DEMO_TEACHER, seedDemoTeacher } from '../../db/seed/activity-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { AppError } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily } from '../../test/family-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, parentStudents, students } from '../campus/campus.tables.js';
import { roles } from '../system/role.table.js';
import { userRoles, users } from '../system/user.table.js';
import { type ApplyingFamily, applyForActivity } from './activity-application.service.js';

type Activity = {
  id: string;
  updatedAt: string;
  content: string;
  state: string;
  reason: string | null;
  appliedCount: number;
  reviewedBy: string | null;
  publishedBy: string | null;
  classIds: string[];
};

let t: TestApp;
let principal: ApiClient;
let teacher: ApiClient;
let group: ApiClient;
let other: ApiClient;
let kigId: string;
let otherKigId: string;
let teacherId: string;

const draft = (more: object = {}) => ({
  title: '秋季亲子运动会',
  sender: '园务办公室',
  audience: 'school',
  content: '欢迎家长参加',
  beginDate: '2026-11-10',
  endDate: '2026-11-20',
  contactName: '王丽',
  contactPhone: '13800000003',
  ...more,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await seedDemoTeacher(db);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  otherKigId = orgs.find((o) => o.code === 'KG0002')!.id;
  teacherId = (await db.select({ id: users.id }).from(users).where(eq(users.userName, DEMO_TEACHER.userName)))[0]!.id;
  principal = await ApiClient.as(t.app, 'demo-kig', 3);
  teacher = await ApiClient.as(t.app, DEMO_TEACHER.userName, 3);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
});
afterAll(() => t.close());

const create = async (client: ApiClient, more: object = {}) => client.ok(client.post<Activity>('/school/activity/save', draft(more)));
const act = (client: ApiClient, action: string, id: string, more: object = {}) => client.post<{ id: string; state: string }>(`/school/activity/${action}`, { id, ...more });
const read = (id: string) => principal.ok(principal.get<Activity>(`/school/activity/get?id=${id}`));
const setPubFlag = async (table: 'user' | 'role', on: boolean) => {
  const db = t.database.db;
  if (table === 'user') await db.update(users).set({ pubFlag: on }).where(eq(users.id, teacherId));
  else {
    const [link] = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, teacherId));
    await db.update(roles).set({ pubFlag: on }).where(eq(roles.id, link!.roleId));
  }
};

describe('an activity drafted and reviewed', () => {
  it('refuses a title over 40 characters, an end before the begin, a classes audience without its classes, a bad phone', async () => {
    const long = await teacher.post('/school/activity/save', draft({ title: '活'.repeat(41) }));
    expect(long.status).toBe(400);
    expect(long.data).toEqual([{ field: 'title', message: expect.any(String) }]);
    const reversed = await teacher.post('/school/activity/save', draft({ beginDate: '2026-11-20', endDate: '2026-11-10' }));
    expect(reversed.status).toBe(400);
    expect(reversed.data).toEqual([{ field: 'endDate', message: 'The end must be after the beginning' }]);
    const noClass = await teacher.post('/school/activity/save', draft({ audience: 'classes' }));
    expect(noClass.status).toBe(400);
    expect(noClass.data).toEqual([{ field: 'classIds', message: expect.any(String) }]);
    const noPhone = await teacher.post('/school/activity/save', draft({ contactPhone: '12345' }));
    expect(noPhone.status).toBe(400);
  });

  it('keeps its content as sanitised rich text: no script, no javascript: link reaches a browser', async () => {
    const a = await create(teacher, { content: '<p onclick="x()">欢迎<strong>家长</strong></p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>' });
    const saved = await read(a.id);
    expect(saved.content).toContain('<strong>家长</strong>');
    expect(saved.content).not.toMatch(/script|javascript|onclick/);
  });

  it('starts pending review; only a reviewer passes it, and only from pending', async () => {
    const a = await create(teacher);
    expect(a.state).toBe('pending');
    expect((await act(teacher, 'pass', a.id)).status).toBe(403);
    expect((await act(teacher, 'notPass', a.id, { reason: 'x' })).status).toBe(403);
    expect((await act(teacher, 'publish', a.id)).status).toBe(403);
    expect((await act(teacher, 'unpublish', a.id)).status).toBe(403);
    // A principal does not publish what was not reviewed.
    expect((await act(principal, 'publish', a.id)).status).toBe(422);
    expect((await act(principal, 'unpublish', a.id)).status).toBe(422);
    expect(await principal.ok(act(principal, 'pass', a.id))).toEqual({ id: a.id, state: 'passed' });
    const again = await act(principal, 'pass', a.id);
    expect(again.status).toBe(422);
    expect(again.txt).toBe('Not allowed in the current status');
    expect((await act(principal, 'notPass', a.id, { reason: 'late' })).status).toBe(422);
    const passed = await read(a.id);
    expect(passed).toMatchObject({ state: 'passed', reviewedBy: expect.any(String) });
  });

  it('gives one success to two reviewers passing at once', async () => {
    const a = await create(teacher);
    const answers = await Promise.all([act(principal, 'pass', a.id), act(group, 'pass', a.id), act(principal, 'notPass', a.id, { reason: '重复' })]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 422, 422]);
  });

  it('not passed needs a reason; a corrected activity returns to review', async () => {
    const a = await create(teacher);
    const bare = await act(principal, 'notPass', a.id);
    expect(bare.status).toBe(400);
    const blank = await act(principal, 'notPass', a.id, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(await principal.ok(act(principal, 'notPass', a.id, { reason: '时间冲突' }))).toEqual({ id: a.id, state: 'notPassed' });
    const refused = await read(a.id);
    expect(refused).toMatchObject({ state: 'notPassed', reason: '时间冲突' });
    expect((await act(principal, 'publish', a.id)).status).toBe(422);
    expect((await act(principal, 'pass', a.id)).status).toBe(422);
    const corrected = await teacher.ok(teacher.post<Activity>('/school/activity/save', { ...draft({ beginDate: '2026-11-12' }), id: a.id, updatedAt: refused.updatedAt }));
    expect(corrected).toMatchObject({ state: 'pending', reason: null, reviewedBy: null });
  });

  it('publishes from passed, refuses editing and deleting while published, unpublishes and publishes again', async () => {
    const a = await create(teacher);
    await principal.ok(act(principal, 'pass', a.id));
    expect(await principal.ok(act(principal, 'publish', a.id))).toEqual({ id: a.id, state: 'published' });
    expect((await act(principal, 'publish', a.id)).status).toBe(422);
    const published = await read(a.id);
    expect(published.publishedBy).toEqual(expect.any(String));
    const edit = await teacher.post('/school/activity/save', { ...draft({ title: '改' }), id: a.id, updatedAt: published.updatedAt });
    expect(edit.status).toBe(422);
    expect(edit.txt).toBe('A published activity cannot be changed or deleted: unpublish it first');
    expect((await teacher.post('/school/activity/delete', { id: a.id })).status).toBe(422);
    expect(await principal.ok(act(principal, 'unpublish', a.id))).toEqual({ id: a.id, state: 'unpublished' });
    expect((await act(principal, 'unpublish', a.id)).status).toBe(422);
    expect(await principal.ok(act(principal, 'publish', a.id))).toEqual({ id: a.id, state: 'published' });
    const audited = await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.resourceId, a.id)).orderBy(asc(auditLogs.at));
    expect(audited.map((r) => r.action)).toEqual(['create', 'pass', 'publish', 'unpublish', 'publish']);
  });

  it("answers another kindergarten's activity exactly as a random id", async () => {
    const a = await create(teacher);
    for (const action of ['pass', 'publish', 'unpublish']) {
      const foreign = await act(other, action, a.id);
      const random = await act(other, action, '019a0000-0000-7000-8000-000000000000');
      expect(foreign.status).toBe(404);
      expect(foreign).toEqual(random);
    }
    expect((await other.get(`/school/activity/get?id=${a.id}`)).status).toBe(404);
  });

  it("lets a group review its kindergartens' activities", async () => {
    const a = await create(teacher);
    expect(await group.ok(act(group, 'pass', a.id))).toEqual({ id: a.id, state: 'passed' });
  });
});

describe('direct publishing (pubFlag)', () => {
  it("publishes the account's own draft at once, by the account's flag or its role's, and nobody else's", async () => {
    const own = await create(teacher);
    const theirs = await create(principal);
    expect((await act(teacher, 'publish', own.id)).status).toBe(403);
    for (const holder of ['user', 'role'] as const) {
      await setPubFlag(holder, true);
      expect(await teacher.ok(teacher.get('/school/activity/publishing'))).toEqual({ direct: true });
      const a = await create(teacher);
      expect(await teacher.ok(act(teacher, 'publish', a.id))).toEqual({ id: a.id, state: 'published' });
      const direct = await t.database.db
        .select({ detail: auditLogs.detail })
        .from(auditLogs)
        .where(and(eq(auditLogs.resourceId, a.id), eq(auditLogs.action, 'publish')));
      expect(direct).toEqual([{ detail: { from: 'pending', to: 'published', direct: true } }]);
      const notOwn = await act(teacher, 'publish', theirs.id);
      expect(notOwn.status).toBe(422);
      expect(notOwn.txt).toBe('Only activities you drafted yourself can be published directly');
      // Still no unpublishing without the right to publish.
      expect((await act(teacher, 'unpublish', a.id)).status).toBe(403);
      await setPubFlag(holder, false);
    }
    expect((await act(teacher, 'publish', own.id)).status).toBe(403);
    expect(await teacher.ok(teacher.get('/school/activity/publishing'))).toEqual({ direct: false });
  });

  it('shows the flag in the role and account forms', async () => {
    const admin = await ApiClient.as(t.app, 'demo-admin', 8);
    const page = await admin.ok(admin.post<Page<{ userName: string; pubFlag: boolean }>>('/system/user/list', { userName: DEMO_TEACHER.userName }));
    expect(page.records[0]).toMatchObject({ userName: DEMO_TEACHER.userName, pubFlag: false });
  });
});

describe('applications', () => {
  let family: ApplyingFamily;
  let child: { id: string; classId: string };
  let otherChild: string;
  const ON = new Date('2026-11-12T04:00:00Z');

  beforeAll(async () => {
    const db = t.database.db;
    const [first] = await db
      .select({ id: students.id, classId: students.classId, parentId: parentStudents.parentId })
      .from(students)
      .innerJoin(parentStudents, and(eq(parentStudents.kigId, students.kigId), eq(parentStudents.studentId, students.id)))
      .where(eq(students.kigId, kigId))
      .orderBy(asc(students.studentNumber))
      .limit(1);
    child = { id: first!.id, classId: first!.classId };
    family = { parents: [{ id: first!.parentId, kigId }], phone: '13600000001' };
    const [second] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.kigId, kigId), eq(students.classId, child.classId)))
      .orderBy(asc(students.studentNumber))
      .offset(1)
      .limit(1);
    otherChild = second!.id;
  });

  const published = async (more: object = {}) => {
    const a = await create(principal, more);
    await principal.ok(act(principal, 'pass', a.id));
    await principal.ok(act(principal, 'publish', a.id));
    return a.id;
  };
  const apply = (activityId: string, studentId = child.id, now = ON, who = family) => t.database.db.transaction((tx) => applyForActivity(tx, who, activityId, studentId, now));
  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(e).toBeInstanceOf(AppError);
    return { status: (e as AppError).status, key: (e as AppError).key };
  };

  it('takes one application per child within the window, counted on the activity and listed on activity-count', async () => {
    const id = await published({ title: '报名计数' });
    const made = await apply(id);
    expect(made).toMatchObject({ activityId: id, studentId: child.id, appliedCount: 1 });
    expect(await refusal(apply(id))).toEqual({ status: 409, key: 'school.application.already' });
    expect((await read(id)).appliedCount).toBe(1);
    const list = await principal.ok(principal.post<Page<Activity>>('/school/activity/list', { title: '报名计数' }));
    expect(list.records).toEqual([expect.objectContaining({ id, appliedCount: 1 })]);
    const apps = await principal.ok(principal.post<Page<{ studentId: string; classId: string; phone: string }>>('/school/activityApplication/list', { activityId: id }));
    expect(apps.total).toBe(1);
    expect(apps.records[0]).toMatchObject({ studentId: child.id, classId: child.classId, phone: '13600000001' });
    const rows = await sheetRows(await principal.raw('GET', `/school/activityApplication/export?activityId=${id}`));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(expect.arrayContaining(['Child', 'Class', 'Parent', "Parent's phone", 'Applied at']));
    expect(rows[1]).toContain('13600000001');
  });

  it('refuses an activity not published, and outside the window judged in the kindergarten time zone', async () => {
    const draftOnly = await create(principal);
    expect(await refusal(apply(draftOnly.id))).toEqual({ status: 422, key: 'school.application.notPublished' });
    const id = await published({ beginDate: '2026-11-10', endDate: '2026-11-20' });
    // 23:30 UTC on the 9th is 07:30 on the 10th in Shanghai: open; 15:30 UTC on the 9th is still the 9th there.
    expect(await refusal(apply(id, child.id, new Date('2026-11-09T15:30:00Z')))).toEqual({ status: 422, key: 'school.application.notOpen' });
    expect(await refusal(apply(id, child.id, new Date('2026-11-20T16:30:00Z')))).toEqual({ status: 422, key: 'school.application.closed' });
    expect(await apply(id, child.id, new Date('2026-11-09T23:30:00Z'))).toMatchObject({ appliedCount: 1 });
    const unpublishedLater = await published();
    await principal.ok(act(principal, 'unpublish', unpublishedLater));
    expect(await refusal(apply(unpublishedLater))).toEqual({ status: 422, key: 'school.application.notPublished' });
  });

  it("refuses a child whose class the audience does not include, and a child not the family's", async () => {
    const db = t.database.db;
    const [elsewhere] = await db.select({ id: classes.id, gradeId: classes.gradeId }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort)).offset(5).limit(1);
    const [own] = await db
      .select({ gradeId: classes.gradeId })
      .from(classes)
      .where(and(eq(classes.kigId, kigId), eq(classes.id, child.classId)));
    const forOtherClass = await published({ audience: 'classes', classIds: [elsewhere!.id] });
    expect(await refusal(apply(forOtherClass))).toEqual({ status: 422, key: 'school.application.notTargeted' });
    const forOtherGrade = await published({ audience: 'grades', gradeIds: [elsewhere!.gradeId] });
    expect(await refusal(apply(forOtherGrade))).toEqual({ status: 422, key: 'school.application.notTargeted' });
    const forOwnGrade = await published({ audience: 'grades', gradeIds: [own!.gradeId] });
    expect(await apply(forOwnGrade)).toMatchObject({ appliedCount: 1 });
    const forOwnClass = await published({ audience: 'classes', classIds: [child.classId] });
    expect(await refusal(apply(forOwnClass, otherChild))).toEqual({ status: 422, key: 'school.application.notYourChild' });
    expect(await refusal(apply(forOwnClass, '019a0000-0000-7000-8000-000000000000'))).toEqual({ status: 422, key: 'school.application.notYourChild' });
  });

  it("answers another kindergarten's activity exactly as a random id", async () => {
    const easy = other;
    const a = await easy.ok(easy.post<Activity>('/school/activity/save', draft()));
    await easy.ok(act(easy, 'pass', a.id));
    await easy.ok(act(easy, 'publish', a.id));
    const foreign = await refusal(apply(a.id));
    expect(foreign).toEqual({ status: 404, key: 'error.notFound' });
    expect(await refusal(apply('019a0000-0000-7000-8000-000000000000'))).toEqual(foreign);
    expect(otherKigId).not.toBe(kigId);
  });
});

describe("the families' route (POST /app/v1/activity/apply)", () => {
  it("applies once for the family's child, answers each refusal in the request's language, and opens to no staff token", async () => {
    const family = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001' }]);
    const child = family.parents[0]!.studentId;
    const zh = new ApiClient(t.app, family.token, 'zh_CN');
    const en = new ApiClient(t.app, family.token, 'en_US');
    const open = await create(principal, { title: '家长报名', beginDate: '2000-01-01', endDate: '2099-12-31' });
    const path = '/app/v1/activity/apply';
    const notYet = await en.post(path, { activityId: open.id, studentId: child });
    expect(notYet).toMatchObject({ status: 422, txt: 'This activity is not published: applications are not taken' });
    await principal.ok(act(principal, 'pass', open.id));
    await principal.ok(act(principal, 'publish', open.id));
    expect(await zh.ok(zh.post(path, { activityId: open.id, studentId: child }))).toMatchObject({ activityId: open.id, studentId: child, appliedCount: 1 });
    expect(await zh.post(path, { activityId: open.id, studentId: child })).toMatchObject({ status: 409, txt: '该幼儿已报名此活动' });
    expect((await read(open.id)).appliedCount).toBe(1);
    // A staff token opens no family route.
    expect((await principal.post(path, { activityId: open.id, studentId: child })).status).toBe(401);
    // Another kindergarten's published activity answers as a random id.
    const elsewhere = await other.ok(other.post<Activity>('/school/activity/save', draft({ beginDate: '2000-01-01', endDate: '2099-12-31' })));
    await other.ok(act(other, 'pass', elsewhere.id));
    await other.ok(act(other, 'publish', elsewhere.id));
    const foreign = await en.post(path, { activityId: elsewhere.id, studentId: child });
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await en.post(path, { activityId: '019a0000-0000-7000-8000-000000000000', studentId: child }));
  });
});
