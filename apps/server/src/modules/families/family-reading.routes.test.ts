import type { FamilyActivity, FamilyNotice, FamilyRecipeDay, NoticeReaders, RecipeWeek, TimetableWeek } from '@kg/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, students } from '../campus/campus.tables.js';

/** The parents' app reads what its kindergartens publish (`/app/v1`), through the real server. */
let t: TestApp;
let now = new Date('2026-11-12T04:00:00Z');
let kig1: ApiClient;
let kig2: ApiClient;
/** A's child: KG0001's first child; B's: a KG0001 child of another grade; C's: KG0002's first child. */
let a: TestFamily;
let b: TestFamily;
let c: TestFamily;
let aGrade: string;
let otherClass: string;
let kig1Id: string;
const RANDOM = '019a0000-0000-7000-8000-00000000beef';

type Listed = { id: string; readAt: string | null; title: string };
const asFamily = (f: TestFamily, lang = 'en_US') => new ApiClient(t.app, f.token, lang);
const titles = async (f: TestFamily) => (await asFamily(f).ok(asFamily(f).get<Page<Listed>>('/app/v1/notices?pageSize=100'))).records.map((r) => r.title).sort();

async function notice(client: ApiClient, title: string, more: object = {}, publish = true): Promise<string> {
  const saved = await client.ok(client.post<{ id: string }>('/school/notice/save', { title, noticeType: 'ordinary', content: `<p>${title}</p>`, audience: 'school', ...more }));
  if (publish) await client.ok(client.post('/school/notice/publish', { id: saved.id }));
  return saved.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1Id = orgs.find((o) => o.code === 'KG0001')!.id;
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  a = await newFamily(t.app, db, [{ kigCode: 'KG0001' }]);
  const [own] = await db
    .select({ gradeId: classes.gradeId })
    .from(classes)
    .where(and(eq(classes.kigId, kig1Id), eq(classes.id, a.parents[0]!.classId)));
  aGrade = own!.gradeId;
  const [elsewhere] = await db
    .select({ number: students.studentNumber, classId: students.classId })
    .from(students)
    .innerJoin(classes, and(eq(classes.kigId, students.kigId), eq(classes.id, students.classId)))
    .where(and(eq(students.kigId, kig1Id), eq(students.status, 'studying'), ne(classes.gradeId, aGrade)))
    .orderBy(asc(students.studentNumber))
    .limit(1);
  otherClass = elsewhere!.classId;
  b = await newFamily(t.app, db, [{ kigCode: 'KG0001', studentNumber: elsewhere!.number }]);
  c = await newFamily(t.app, db, [{ kigCode: 'KG0002' }]);
}, 60_000);
afterAll(() => t.close());

describe('notices', () => {
  it("reach a family through the whole school, its child's grade or class, never a draft, a withdrawn one or another kindergarten's", async () => {
    await notice(kig1, 'N school');
    await notice(kig1, 'N grade', { audience: 'grades', gradeIds: [aGrade] });
    await notice(kig1, 'N class', { audience: 'classes', classIds: [a.parents[0]!.classId] });
    await notice(kig1, 'N other class', { audience: 'classes', classIds: [otherClass] });
    await notice(kig1, 'N draft', {}, false);
    const withdrawn = await notice(kig1, 'N withdrawn');
    await kig1.ok(kig1.post('/school/notice/withdraw', { id: withdrawn }));
    await notice(kig2, 'N KG0002');
    expect(await titles(a)).toEqual(['N class', 'N grade', 'N school']);
    expect(await titles(b)).toEqual(['N other class', 'N school']);
    expect(await titles(c)).toEqual(['N KG0002']);
  });

  it('are newest first and paged', async () => {
    const first = await asFamily(a).ok(asFamily(a).get<Page<Listed>>('/app/v1/notices?pageSize=2'));
    const second = await asFamily(a).ok(asFamily(a).get<Page<Listed>>('/app/v1/notices?pageSize=2&pageNumber=2'));
    expect(first.total).toBe(3);
    expect([...first.records, ...second.records].map((r) => r.title)).toEqual(['N class', 'N grade', 'N school']);
  });

  it('mark one read once when opened, shown to the family and counted in the staff list and who has read it', async () => {
    const id = await notice(kig1, 'Read once', { audience: 'classes', classIds: [a.parents[0]!.classId] });
    const family = asFamily(a);
    const listed = async () => (await family.ok(family.get<Page<Listed>>('/app/v1/notices'))).records.find((r) => r.id === id)!;
    expect((await listed()).readAt).toBeNull();
    const opened = await family.ok(family.get<FamilyNotice>(`/app/v1/notices/${id}`));
    expect(opened).toMatchObject({ id, title: 'Read once', content: '<p>Read once</p>', link: null, readAt: now.toISOString(), kindergarten: { id: kig1Id } });
    now = new Date(now.getTime() + 60_000);
    expect((await family.ok(family.get<FamilyNotice>(`/app/v1/notices/${id}`))).readAt).toBe(opened.readAt);
    expect((await listed()).readAt).toBe(opened.readAt);
    const staff = await kig1.ok(kig1.post<Page<{ id: string; readCount: number }>>('/school/notice/list', { title: 'Read once' }));
    expect(staff.records).toEqual([expect.objectContaining({ id, readCount: 1 })]);

    const readers = await kig1.ok(kig1.get<NoticeReaders>(`/school/notice/readers?id=${id}`));
    const inClass = await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.kigId, kig1Id), eq(students.classId, a.parents[0]!.classId), eq(students.status, 'studying'), eq(students.deleted, false)));
    expect(readers.audience).toBe(inClass.length);
    expect(readers.readCount).toBe(1);
    expect(readers.readers).toEqual([expect.objectContaining({ parentId: a.parents[0]!.parentId, parentName: '测试家长', readAt: opened.readAt })]);
    expect(readers.unread).toHaveLength(readers.audience - 1);
    expect(readers.unread.map((u) => u.studentId)).not.toContain(a.parents[0]!.studentId);
    const rows = await sheetRows(await kig1.raw('GET', `/school/notice/readers/export?id=${id}`));
    expect(rows.flat()).toEqual(expect.arrayContaining(['Parent', 'Child', 'Class', 'Read at', '测试家长', readers.readers[0]!.studentName]));
    // Another kindergarten's staff: as a random id.
    const foreign = await kig2.get(`/school/notice/readers?id=${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await kig2.get(`/school/notice/readers?id=${RANDOM}`));
  });

  it("answer a draft, a withdrawn notice, another audience's and another kindergarten's exactly like a random id", async () => {
    const family = asFamily(a);
    const random = await family.get(`/app/v1/notices/${RANDOM}`);
    expect(random.status).toBe(404);
    const ids = [await notice(kig1, 'Not yet', {}, false), await notice(kig1, 'Elsewhere', { audience: 'classes', classIds: [otherClass] }), await notice(kig2, 'Foreign')];
    const withdrawn = await notice(kig1, 'Taken back');
    await kig1.ok(kig1.post('/school/notice/withdraw', { id: withdrawn }));
    for (const id of [...ids, withdrawn]) expect(await family.get(`/app/v1/notices/${id}`)).toEqual(random);
    // Nothing was counted for them.
    const elsewhere = await kig1.ok(kig1.get<{ readCount: number }>(`/school/notice/get?id=${ids[1]}`));
    expect(elsewhere.readCount).toBe(0);
    // A staff token opens no family route.
    expect((await kig1.get('/app/v1/notices')).status).toBe(401);
  });
});

describe('news', () => {
  it("lists the published news of the family's kindergartens only", async () => {
    const piece = await kig1.ok(kig1.post<{ id: string }>('/school/news/save', { title: 'Garden', content: '<p>Tomatoes</p>' }));
    const draft = await kig1.ok(kig1.post<{ id: string }>('/school/news/save', { title: 'Draft news', content: '<p>x</p>' }));
    await kig1.ok(kig1.post('/school/news/publish', { id: piece.id }));
    const foreign = await kig2.ok(kig2.post<{ id: string }>('/school/news/save', { title: 'Foreign news', content: '<p>y</p>' }));
    await kig2.ok(kig2.post('/school/news/publish', { id: foreign.id }));
    const family = asFamily(a);
    const list = await family.ok(family.get<Page<{ id: string; title: string }>>('/app/v1/news'));
    expect(list.records.map((r) => r.title)).toEqual(['Garden']);
    expect(await family.ok(family.get(`/app/v1/news/${piece.id}`))).toMatchObject({ title: 'Garden', content: '<p>Tomatoes</p>' });
    const random = await family.get(`/app/v1/news/${RANDOM}`);
    expect(random.status).toBe(404);
    expect(await family.get(`/app/v1/news/${draft.id}`)).toEqual(random);
    expect(await family.get(`/app/v1/news/${foreign.id}`)).toEqual(random);
  });
});

describe('activities', () => {
  it('show the window, whether open on the kindergarten’s today (its time zone), and each child applied or not', async () => {
    const saved = await kig1.ok(
      kig1.post<{ id: string }>('/school/activity/save', {
        title: 'Autumn run',
        sender: 'Office',
        audience: 'grades',
        gradeIds: [aGrade],
        content: '<p>Run</p>',
        beginDate: '2026-11-20',
        endDate: '2026-11-25',
        contactName: '王丽',
        contactPhone: '13800000003',
      }),
    );
    await kig1.ok(kig1.post('/school/activity/pass', { id: saved.id }));
    await kig1.ok(kig1.post('/school/activity/publish', { id: saved.id }));
    const family = asFamily(a);
    const mine = async () => (await family.ok(family.get<Page<FamilyActivity>>('/app/v1/activities'))).records.find((r) => r.id === saved.id);
    // 15:30 UTC on the 19th is still the 19th in Shanghai; 16:30 UTC is the 20th there.
    now = new Date('2026-11-19T15:30:00Z');
    expect(await mine()).toMatchObject({ beginDate: '2026-11-20', endDate: '2026-11-25', openToday: false, children: [{ id: a.parents[0]!.studentId, applied: false }] });
    now = new Date('2026-11-19T16:30:00Z');
    expect((await mine())!.openToday).toBe(true);
    await family.ok(family.post('/app/v1/activity/apply', { activityId: saved.id, studentId: a.parents[0]!.studentId }));
    expect((await mine())!.children).toEqual([{ id: a.parents[0]!.studentId, name: expect.any(String), applied: true }]);
    // Not for B's grade, nor KG0002's family.
    expect((await asFamily(b).ok(asFamily(b).get<Page<FamilyActivity>>('/app/v1/activities'))).records.map((r) => r.id)).not.toContain(saved.id);
    expect((await asFamily(c).ok(asFamily(c).get<Page<FamilyActivity>>('/app/v1/activities'))).total).toBe(0);
  });
});

describe('recipes and timetables', () => {
  it("give a child's kindergarten's day (its today by default, labelled in the request's language) and week", async () => {
    await kig1.ok(kig1.post('/school/recipe/save', { day: '2026-11-18', lunchName: 'Noodles', lunchDescription: 'With egg', breakfastName: 'Congee' }));
    await kig2.ok(kig2.post('/school/recipe/save', { day: '2026-11-18', lunchName: 'Foreign rice' }));
    const studentId = a.parents[0]!.studentId;
    // 17:00 UTC on the 17th is the 18th in Shanghai.
    now = new Date('2026-11-17T17:00:00Z');
    const zh = await asFamily(a, 'zh_CN').ok(asFamily(a, 'zh_CN').get<FamilyRecipeDay>(`/app/v1/recipes/day?studentId=${studentId}`));
    expect(zh).toMatchObject({ day: '2026-11-18', today: '2026-11-18', kindergarten: { id: kig1Id } });
    expect(zh.meals.map((m) => [m.meal, m.label, m.name])).toEqual([
      ['breakfast', '早餐', 'Congee'],
      ['lunch', '午餐', 'Noodles'],
    ]);
    const en = await asFamily(a).ok(asFamily(a).get<FamilyRecipeDay>(`/app/v1/recipes/day?studentId=${studentId}&date=2026-11-18`));
    expect(en.meals[1]).toEqual({ meal: 'lunch', label: 'Lunch', name: 'Noodles', photo: null, description: 'With egg' });
    const week = await asFamily(a).ok(asFamily(a).get<RecipeWeek>(`/app/v1/recipes/week?studentId=${studentId}&week=2026-11-20`));
    expect(week.weekStart).toBe('2026-11-16');
    expect(week.days.find((d) => d.day === '2026-11-18')!.meals.lunch).toEqual({ name: 'Noodles', photo: null });
  });

  it("give a child's class timetable with its periods; another family's child answers like a random id", async () => {
    const classId = a.parents[0]!.classId;
    await kig1.ok(kig1.post('/school/timetable/save', { classId, week: '2026-11-16', lessons: [{ day: '2026-11-17', period: 1, subject: 'Music' }] }));
    const family = asFamily(a);
    const week = await family.ok(family.get<TimetableWeek>(`/app/v1/timetable?studentId=${a.parents[0]!.studentId}&week=2026-11-18`));
    expect(week).toMatchObject({ classId, weekStart: '2026-11-16', lessons: [{ day: '2026-11-17', period: 1, subject: 'Music', teacher: null }] });
    expect(week.periods.length).toBeGreaterThan(0);
    const random = await family.get(`/app/v1/timetable?studentId=${RANDOM}`);
    expect(random.status).toBe(404);
    expect(await family.get(`/app/v1/timetable?studentId=${b.parents[0]!.studentId}`)).toEqual(random);
    expect(await family.get(`/app/v1/recipes/day?studentId=${c.parents[0]!.studentId}`)).toEqual(random);
  });
});
