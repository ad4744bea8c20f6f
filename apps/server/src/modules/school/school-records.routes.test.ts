import type { SchoolRecord, SchoolRecordPage, TeacherTotals } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER, seedDemoTeacher } from '../../db/seed/activity-seed.js';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { addDays, localDateTime } from '../../platform/dates.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { newFamily } from '../../test/family-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../system/user.table.js';
import { news } from './notice.tables.js';

let t: TestApp;
let principal: ApiClient;
let teacher: ApiClient;
let group: ApiClient;
let other: ApiClient;
let kigId: string;
let otherKigId: string;
let teacherId: string;
let principalId: string;
/** Yesterday to tomorrow on Shanghai's clocks: today's work falls inside whatever the hour. */
let from: string;
let to: string;
const ids: { activity: string; notice: string; news: string; otherNews: string } = { activity: '', notice: '', news: '', otherNews: '' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await seedDemoTeacher(db);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  otherKigId = orgs.find((o) => o.code === 'KG0002')!.id;
  teacherId = (await db.select({ id: users.id }).from(users).where(eq(users.userName, DEMO_TEACHER.userName)))[0]!.id;
  principalId = (await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo-kig')))[0]!.id;
  principal = await ApiClient.as(t.app, 'demo-kig', 3);
  teacher = await ApiClient.as(t.app, DEMO_TEACHER.userName, 3);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  const today = localDateTime(new Date(), 'Asia/Shanghai').slice(0, 10);
  [from, to] = [addDays(today, -1), addDays(today, 1)];

  // The known set: a teacher drafts an activity, the principal reviews and publishes it; the principal
  // publishes a notice and a piece of news and answers a family's letter; KG0002 publishes its own news.
  const activity = await teacher.ok(
    teacher.post<{ id: string }>('/school/activity/save', {
      title: '秋季亲子运动会',
      sender: '园务办公室',
      audience: 'school',
      content: '欢迎家长参加',
      beginDate: today,
      endDate: addDays(today, 7),
      contactName: '王丽',
      contactPhone: '13800000003',
    }),
  );
  await principal.ok(principal.post('/school/activity/pass', { id: activity.id }));
  await principal.ok(principal.post('/school/activity/publish', { id: activity.id }));
  const notice = await principal.ok(
    principal.post<{ id: string }>('/school/notice/save', { title: '放假通知', noticeType: 'ordinary', content: '<p>元旦放假</p>', audience: 'school' }),
  );
  await principal.ok(principal.post('/school/notice/publish', { id: notice.id }));
  const piece = await principal.ok(principal.post<{ id: string }>('/school/news/save', { title: '运动会圆满结束', content: '<p>谢谢家长</p>' }));
  await principal.ok(principal.post('/school/news/publish', { id: piece.id }));
  // A draft never published is no record.
  await principal.ok(principal.post('/school/news/save', { title: '草稿', content: '<p>未发布</p>' }));
  const family = await newFamily(t.app, db, [{ kigCode: 'KG0001' }]);
  const letter = await new ApiClient(t.app, family.token).ok(
    new ApiClient(t.app, family.token).post<{ id: string }>('/app/v1/letters', { kigId, subject: '午睡', content: '孩子最近午睡不好' }),
  );
  await principal.ok(principal.post('/school/mailboxLetter/open', { id: letter.id }));
  await principal.ok(principal.post('/school/mailboxLetter/reply', { id: letter.id, reply: '我们会留意' }));
  const foreign = await other.ok(other.post<{ id: string }>('/school/news/save', { title: '二园新闻', content: '<p>二园</p>' }));
  await other.ok(other.post('/school/news/publish', { id: foreign.id }));
  Object.assign(ids, { activity: activity.id, notice: notice.id, news: piece.id, otherNews: foreign.id });
}, 120_000);
afterAll(() => t.close());

const records = (client: ApiClient, body: object = {}) => client.ok(client.post<SchoolRecordPage>('/school/records/list', { from, to, ...body }));
const totals = (client: ApiClient, body: object = {}) => client.ok(client.post<TeacherTotals>('/school/teacherTotals/list', { from, to, ...body }));
const byId = (page: SchoolRecordPage, id: string): SchoolRecord | undefined => page.records.find((r) => r.id === id);

describe('records', () => {
  it('log each published item with who drafted, reviewed and published it, newest first; no draft', async () => {
    const page = await records(principal);
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.id)).toEqual([ids.news, ids.notice, ids.activity]);
    expect(byId(page, ids.activity)).toMatchObject({
      kind: 'activity',
      kigId,
      title: '秋季亲子运动会',
      state: 'published',
      draftedBy: DEMO_TEACHER.nickName,
      reviewedBy: '王丽',
      publishedBy: '王丽',
      timeZone: 'Asia/Shanghai',
    });
    const activity = byId(page, ids.activity)!;
    for (const at of [activity.draftedAt, activity.reviewedAt, activity.publishedAt]) expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(activity.draftedAt! <= activity.reviewedAt! && activity.reviewedAt! <= activity.publishedAt!).toBe(true);
    expect(page.people).toEqual(
      expect.arrayContaining([
        { id: teacherId, name: DEMO_TEACHER.nickName },
        { id: principalId, name: '王丽' },
      ]),
    );
    expect(byId(page, ids.notice)).toMatchObject({ kind: 'notice', draftedBy: '王丽', reviewedBy: null, reviewedAt: null, publishedBy: '王丽', state: 'published' });
  });

  it('filter by kind and by person (drafted, reviewed or published), and page', async () => {
    expect((await records(principal, { kind: 'notice' })).records.map((r) => r.id)).toEqual([ids.notice]);
    expect((await records(principal, { personId: teacherId })).records.map((r) => r.id)).toEqual([ids.activity]);
    expect((await records(principal, { personId: principalId })).total).toBe(3);
    const second = await records(principal, { pageNumber: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, pageNumber: 2, pageSize: 2 });
    expect(second.records.map((r) => r.id)).toEqual([ids.activity]);
    expect(await records(principal, { pageNumber: 3, pageSize: 2 })).toMatchObject({ records: [], total: 3 });
  });

  it("judge the period's days on the kindergarten's clocks", async () => {
    const db = t.database.db;
    // 00:30 on 1 November in Shanghai is still 31 October in UTC: a November record there.
    await db
      .update(news)
      .set({ publishedAt: new Date('2026-10-31T16:30:00Z') })
      .where(eq(news.id, ids.news));
    const november = { from: '2026-11-01', to: '2026-11-30', kind: 'news' };
    expect((await records(principal, november)).records.map((r) => r.id)).toEqual([ids.news]);
    expect((await records(principal, { ...november, from: '2026-10-01', to: '2026-10-31' })).total).toBe(0);
    expect((await totals(principal, november)).totals.newsPublished).toBe(1);
    // 23:59 on 31 October in Shanghai: October's.
    await db
      .update(news)
      .set({ publishedAt: new Date('2026-10-31T15:59:00Z') })
      .where(eq(news.id, ids.news));
    expect((await records(principal, november)).total).toBe(0);
    expect((await records(principal, { ...november, from: '2026-10-31', to: '2026-10-31' })).records.map((r) => r.id)).toEqual([ids.news]);
    expect((await totals(principal, november)).totals.newsPublished).toBe(0);
    await db.update(news).set({ publishedAt: new Date() }).where(eq(news.id, ids.news));
  });

  it("show a kindergarten only its own; a group its kindergartens', each named; another's id answers as a random one", async () => {
    expect(byId(await records(principal), ids.otherNews)).toBeUndefined();
    expect((await records(other)).records.map((r) => r.id)).toEqual([ids.otherNews]);
    const all = await records(group);
    expect(all.records.map((r) => r.id).sort()).toEqual(Object.values(ids).sort());
    expect(byId(all, ids.otherNews)).toMatchObject({ kigId: otherKigId, kigName: expect.any(String) });
    expect((await records(group, { kigId: otherKigId })).records.map((r) => r.id)).toEqual([ids.otherNews]);
    const foreign = await other.post('/school/records/list', { from, to, kigId });
    const random = await other.post('/school/records/list', { from, to, kigId: '0190b1e4-0000-7000-8000-000000000000' });
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(random);
    const foreignTotals = await other.post('/school/teacherTotals/list', { from, to, kigId });
    expect(foreignTotals).toEqual(await other.post('/school/teacherTotals/list', { from, to, kigId: '0190b1e4-0000-7000-8000-000000000000' }));
  });

  it('refuse a period that ends before it begins, and a teacher without the permission', async () => {
    const reversed = await principal.post('/school/records/list', { from: to, to: from });
    expect(reversed.status).toBe(400);
    expect(reversed.data).toEqual([{ field: 'to', message: expect.any(String) }]);
    expect((await teacher.post('/school/records/list', { from, to })).status).toBe(403);
    expect((await teacher.post('/school/teacherTotals/list', { from, to })).status).toBe(403);
  });

  it("export every record the filters select, labelled in the reader's language, times on the kindergarten's clocks", async () => {
    const rows = await sheetRows(await principal.raw('POST', '/school/records/export', { from, to, pageSize: 1 }));
    expect(rows[0]![0]).toMatch(/records/);
    expect(rows[1]).toEqual(['Title', 'Kind', 'Drafted by', 'Drafted at', 'Reviewed by', 'Reviewed at', 'Published by', 'Published at', 'State now']);
    expect(rows.slice(2).map((r) => [r[0], r[1], r[2], r[4], r[6], r[8]])).toEqual([
      ['运动会圆满结束', 'News', '王丽', '', '王丽', 'Published'],
      ['放假通知', 'Notice', '王丽', '', '王丽', 'Published'],
      ['秋季亲子运动会', 'Activity', DEMO_TEACHER.nickName, '王丽', '王丽', 'Published'],
    ]);
    const page = await records(principal);
    const published = byId(page, ids.activity)!.publishedAt!;
    expect(rows[4]![7]).toBe(localDateTime(new Date(published), 'Asia/Shanghai').slice(0, 16));
    const groupRows = await sheetRows(await group.raw('POST', '/school/records/export', { from, to }));
    expect(groupRows[1]![0]).toBe('Kindergarten');
    expect(groupRows.length).toBe(2 + 4);
  });
});

describe('teacher totals', () => {
  it('count per staff member what they drafted, published and answered, with the totals', async () => {
    const answer = await totals(principal);
    const teacherRow = answer.rows.find((r) => r.userId === teacherId);
    const principalRow = answer.rows.find((r) => r.userId === principalId);
    expect(teacherRow).toMatchObject({
      kigId,
      name: DEMO_TEACHER.nickName,
      activitiesDrafted: 1,
      activitiesPublished: 0,
      noticesPublished: 0,
      newsPublished: 0,
      lettersAnswered: 0,
    });
    expect(principalRow).toMatchObject({ name: '王丽', activitiesDrafted: 0, activitiesPublished: 1, noticesPublished: 1, newsPublished: 1, lettersAnswered: 1 });
    expect(answer.totals).toEqual({ activitiesDrafted: 1, activitiesPublished: 1, noticesPublished: 1, newsPublished: 1, lettersAnswered: 1 });
    // Every staff member is listed, those who did nothing with zeros; none of another kindergarten.
    expect(answer.rows.every((r) => r.kigId === kigId)).toBe(true);
  });

  it("give a group each kindergarten's staff, and another kindergarten only its own", async () => {
    const all = await totals(group);
    expect(new Set(all.rows.map((r) => r.kigId))).toEqual(new Set([kigId, otherKigId]));
    expect(all.totals).toEqual({ activitiesDrafted: 1, activitiesPublished: 1, noticesPublished: 1, newsPublished: 2, lettersAnswered: 1 });
    const theirs = await totals(other);
    expect(theirs.rows.every((r) => r.kigId === otherKigId)).toBe(true);
    expect(theirs.totals).toEqual({ activitiesDrafted: 0, activitiesPublished: 0, noticesPublished: 0, newsPublished: 1, lettersAnswered: 0 });
  });

  it('export the rows and the totals row', async () => {
    const answer = await totals(principal);
    const rows = await sheetRows(await principal.raw('POST', '/school/teacherTotals/export', { from, to }));
    expect(rows[1]).toEqual(['Staff member', 'Activities drafted', 'Activities published', 'Notices published', 'News published', 'Letters answered']);
    expect(rows.length).toBe(2 + answer.rows.length + 1);
    expect(rows).toContainEqual([DEMO_TEACHER.nickName, 1, 0, 0, 0, 0]);
    expect(rows).toContainEqual(['王丽', 0, 1, 1, 1, 1]);
    expect(rows.at(-1)).toEqual(['Total', 1, 1, 1, 1, 1]);
  });
});
