import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { classes, grades, parents, parentStudents, students } from '../campus/campus.tables.js';
import { markNoticeRead, noticeReach } from './notice-read.service.js';
import { noticeReads } from './notice.tables.js';

type Notice = {
  id: string;
  updatedAt: string;
  title: string;
  noticeType: string;
  content: string | null;
  link: string | null;
  audience: string;
  gradeIds: string[];
  classIds: string[];
  state: string;
  readCount: number;
  publishedAt: string | null;
  publishedBy: string | null;
  withdrawnAt: string | null;
  _labels: Record<string, string | string[]>;
};

let t: TestApp;
let kig1: ApiClient;
let kig2: ApiClient;
let group: ApiClient;
let kig1Id: string;
let kig2Id: string;
/** Kindergarten 1's first class, its grade, and a class of another grade; kindergarten 2's first class. */
let own: { classId: string; gradeId: string; otherClassId: string };
let foreignClassId: string;

async function firstClasses(kigId: string) {
  return t.database.db.select({ id: classes.id, gradeId: classes.gradeId }).from(classes).where(eq(classes.kigId, kigId)).orderBy(classes.sort, classes.className);
}

/** A parent of kindergarten `kigId` with a child in class `classId`. */
async function parentIn(kigId: string, classId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: parentStudents.parentId })
    .from(parentStudents)
    .innerJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId)))
    .where(and(eq(parentStudents.kigId, kigId), eq(students.classId, classId)))
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1Id = orgs.find((o) => o.code === 'KG0001')!.id;
  kig2Id = orgs.find((o) => o.code === 'KG0002')!.id;
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
  const mine = await firstClasses(kig1Id);
  own = { classId: mine[0]!.id, gradeId: mine[0]!.gradeId, otherClassId: mine.find((c) => c.gradeId !== mine[0]!.gradeId)!.id };
  foreignClassId = (await firstClasses(kig2Id))[0]!.id;
});
afterAll(() => t.close());

const ordinary = (extra: object = {}) => ({ title: 'Sports day', noticeType: 'ordinary', content: '<p><strong>Bring</strong> water</p>', audience: 'school', ...extra });

async function create(client: ApiClient, body: object): Promise<Notice> {
  return client.ok(client.post<Notice>('/school/notice/save', body));
}

describe('a notice saved through the generic route', () => {
  it('keeps its content sanitised: no script, no event attribute, no javascript: link', async () => {
    const saved = await create(
      kig1,
      ordinary({
        content:
          '<p onclick="steal()">Hello <a href="javascript:alert(1)">here</a> <a href="https://example.org">site</a></p><script>alert(1)</script><img src="data:image/png;base64,AAAA">',
      }),
    );
    const expected = '<p>Hello <a>here</a> <a href="https://example.org" rel="noopener noreferrer" target="_blank">site</a></p>';
    expect(saved.content).toBe(expected);
    expect((await kig1.ok(kig1.get<Notice>(`/school/notice/get?id=${saved.id}`))).content).toBe(expected);
  });

  it('refuses content that is only empty paragraphs, or longer than its maximum once cleaned', async () => {
    const empty = await kig1.post('/school/notice/save', ordinary({ content: '<p></p><p> </p><script>x</script>' }));
    expect(empty).toMatchObject({ code: 400, data: [{ field: 'content' }] });
    const long = await kig1.post('/school/notice/save', ordinary({ content: `<p>${'a'.repeat(20_001)}</p>` }));
    expect(long).toMatchObject({ code: 400, data: [{ field: 'content' }] });
  });
});

describe('a notice type', () => {
  it('requires the content of an ordinary notice and the address of a link one', async () => {
    expect(await kig1.post('/school/notice/save', ordinary({ content: '' }))).toMatchObject({ code: 400, data: [{ field: 'content' }] });
    expect(await kig1.post('/school/notice/save', ordinary({ noticeType: 'link', content: '' }))).toMatchObject({ code: 400, data: [{ field: 'link' }] });
  });

  it('takes only an http(s) address as a link', async () => {
    const refused = await kig1.post('/school/notice/save', ordinary({ noticeType: 'link', link: 'javascript:alert(1)' }));
    expect(refused).toMatchObject({ code: 400, data: [{ field: 'link' }] });
  });

  it('keeps a link notice without content, and an ordinary one without a link', async () => {
    const link = await create(kig1, ordinary({ noticeType: 'link', link: 'https://example.org/term-dates' }));
    expect(link).toMatchObject({ noticeType: 'link', link: 'https://example.org/term-dates', content: null });
    const plain = await create(kig1, ordinary({ link: 'https://example.org/ignored' }));
    expect(plain).toMatchObject({ noticeType: 'ordinary', link: null });
  });

  it('refuses a title longer than 40 characters', async () => {
    expect(await kig1.post('/school/notice/save', ordinary({ title: 'x'.repeat(41) }))).toMatchObject({ code: 400, data: [{ field: 'title' }] });
  });
});

describe('a notice audience', () => {
  it('requires grades for a grades audience and classes for a classes one', async () => {
    expect(await kig1.post('/school/notice/save', ordinary({ audience: 'grades', gradeIds: [] }))).toMatchObject({ code: 400, data: [{ field: 'gradeIds' }] });
    expect(await kig1.post('/school/notice/save', ordinary({ audience: 'classes', gradeIds: [own.gradeId] }))).toMatchObject({ code: 400, data: [{ field: 'classIds' }] });
  });

  it('keeps only the chosen rows, named by their labels', async () => {
    const saved = await create(kig1, ordinary({ audience: 'grades', gradeIds: [own.gradeId], classIds: [own.classId] }));
    expect(saved).toMatchObject({ audience: 'grades', gradeIds: [own.gradeId], classIds: [] });
    const [grade] = await t.database.db.select({ name: grades.gradeName }).from(grades).where(eq(grades.id, own.gradeId));
    expect(saved._labels.gradeIds).toEqual([grade!.name]);
    const listed = await kig1.ok(kig1.post<Page<Notice>>('/school/notice/list', { pageSize: 100 }));
    expect(listed.records.find((n) => n.id === saved.id)).toMatchObject({ gradeIds: [own.gradeId], _labels: { gradeIds: [grade!.name] } });
  });

  it("refuses another kindergarten's class exactly as an unknown one", async () => {
    const foreign = await kig1.post('/school/notice/save', ordinary({ audience: 'classes', classIds: [foreignClassId] }));
    const unknown = await kig1.post('/school/notice/save', ordinary({ audience: 'classes', classIds: ['0190f3a0-0000-7000-8000-00000000dead'] }));
    expect(foreign).toMatchObject({ code: 400, data: [{ field: 'classIds' }] });
    expect(foreign).toEqual(unknown);
  });
});

describe('a notice state', () => {
  it('is published from a draft, withdrawn once published, and published again after, each time by whom and when', async () => {
    const notice = await create(kig1, ordinary());
    expect(notice).toMatchObject({ state: 'draft', publishedAt: null });
    expect(await kig1.post('/school/notice/withdraw', { id: notice.id })).toMatchObject({ code: 422 });
    await kig1.ok(kig1.post('/school/notice/publish', { id: notice.id }));
    const published = await kig1.ok(kig1.get<Notice>(`/school/notice/get?id=${notice.id}`));
    expect(published).toMatchObject({ state: 'published', _labels: { publishedBy: expect.any(String) } });
    expect(published.publishedAt).not.toBeNull();
    expect(await kig1.post('/school/notice/publish', { id: notice.id })).toMatchObject({ code: 422 });
    await kig1.ok(kig1.post('/school/notice/withdraw', { id: notice.id }));
    expect(await kig1.ok(kig1.get<Notice>(`/school/notice/get?id=${notice.id}`))).toMatchObject({ state: 'withdrawn', withdrawnAt: expect.any(String) });
    await kig1.ok(kig1.post('/school/notice/publish', { id: notice.id }));
    expect(await kig1.ok(kig1.get<Notice>(`/school/notice/get?id=${notice.id}`))).toMatchObject({ state: 'published', withdrawnAt: null });
  });

  it("answers another kindergarten's notice as a random id, and shows a group its kindergartens' notices", async () => {
    const notice = await create(kig1, ordinary({ title: 'Only for KG0001' }));
    const foreign = await kig2.post('/school/notice/publish', { id: notice.id });
    const random = await kig2.post('/school/notice/publish', { id: '0190f3a0-0000-7000-8000-00000000beef' });
    expect(foreign).toEqual(random);
    expect(foreign.code).toBe(404);
    const seen = await group.ok(group.post<Page<Notice>>('/school/notice/list', { title: 'Only for KG0001' }));
    expect(seen.total).toBe(1);
  });
});

describe('read counts', () => {
  it('count a parent once however often the notice is opened, and show on the list', async () => {
    const notice = await create(kig1, ordinary({ title: 'Read me' }));
    const parent = await parentIn(kig1Id, own.classId);
    expect(await markNoticeRead(t.database.db, { kigId: kig1Id, noticeId: notice.id, parentId: parent })).toBe(false);
    await kig1.ok(kig1.post('/school/notice/publish', { id: notice.id }));
    expect(await markNoticeRead(t.database.db, { kigId: kig1Id, noticeId: notice.id, parentId: parent })).toBe(true);
    expect(await markNoticeRead(t.database.db, { kigId: kig1Id, noticeId: notice.id, parentId: parent })).toBe(true);
    const other = await parentIn(kig1Id, own.otherClassId);
    await markNoticeRead(t.database.db, { kigId: kig1Id, noticeId: notice.id, parentId: other });
    const listed = await kig1.ok(kig1.post<Page<Notice>>('/school/notice/list', { title: 'Read me' }));
    expect(listed.records[0]!.readCount).toBe(2);
    const reads = await t.database.db.select().from(noticeReads).where(eq(noticeReads.noticeId, notice.id));
    expect(reads.map((r) => r.parentId).sort()).toEqual([parent, other].sort());
  });

  it("count only parents in the audience, of the notice's own kindergarten", async () => {
    const notice = await create(kig1, ordinary({ title: 'One class', audience: 'classes', classIds: [own.classId] }));
    await kig1.ok(kig1.post('/school/notice/publish', { id: notice.id }));
    const inClass = await parentIn(kig1Id, own.classId);
    const outside = await parentIn(kig1Id, own.otherClassId);
    const [foreignParent] = await t.database.db.select({ id: parents.id }).from(parents).where(eq(parents.kigId, kig2Id)).limit(1);
    expect(await markNoticeRead(t.database.db, { kigId: kig1Id, noticeId: notice.id, parentId: outside })).toBe(false);
    expect(await markNoticeRead(t.database.db, { kigId: kig2Id, noticeId: notice.id, parentId: foreignParent!.id })).toBe(false);
    expect(await markNoticeRead(t.database.db, { kigId: kig1Id, noticeId: notice.id, parentId: inClass })).toBe(true);
    expect((await kig1.ok(kig1.get<Notice>(`/school/notice/get?id=${notice.id}`))).readCount).toBe(1);
    // Those it reaches: the parents of the class's children, fewer than the school's.
    const school = await create(kig1, ordinary({ title: 'Everyone' }));
    const [classReach, schoolReach] = [await noticeReach(t.database.db, kig1Id, notice.id), await noticeReach(t.database.db, kig1Id, school.id)];
    expect(classReach).toBeGreaterThan(0);
    expect(schoolReach).toBeGreaterThan(classReach);
  });
});

describe('news', () => {
  it('requires its content, is published and unpublished from the right states only', async () => {
    expect(await kig1.post('/school/news/save', { title: 'Garden' })).toMatchObject({ code: 400, data: [{ field: 'content' }] });
    const piece = await kig1.ok(kig1.post<Notice>('/school/news/save', { title: 'Garden', content: '<h2>Our garden</h2><p>Tomatoes!</p>' }));
    expect(await kig1.post('/school/news/unpublish', { id: piece.id })).toMatchObject({ code: 422 });
    await kig1.ok(kig1.post('/school/news/publish', { id: piece.id }));
    expect(await kig1.post('/school/news/publish', { id: piece.id })).toMatchObject({ code: 422 });
    await kig1.ok(kig1.post('/school/news/unpublish', { id: piece.id }));
    expect(await kig1.ok(kig1.get<Notice>(`/school/news/get?id=${piece.id}`))).toMatchObject({ state: 'unpublished', unpublishedAt: expect.any(String) });
    await kig1.ok(kig1.post('/school/news/publish', { id: piece.id }));
    expect(await kig1.ok(kig1.get<Notice>(`/school/news/get?id=${piece.id}`))).toMatchObject({ state: 'published', unpublishedAt: null });
  });
});
