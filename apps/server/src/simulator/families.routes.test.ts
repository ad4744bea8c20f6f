import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCampus } from '../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../test/api-client.js';
import { newFamily, type TestFamily } from '../test/family-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { playFamilyLetters, playFamilyReading } from './families.js';
import { injectTransport } from './transport.js';

let t: TestApp;
let family: TestFamily;

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  family = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001' }, { kigCode: 'KG0002' }]);
}, 60_000);
afterAll(() => t.close());

it('plays a family writing letters through /app/v1: each arrives unread in its kindergarten', async () => {
  expect(await playFamilyLetters(injectTransport(t.app), family, 3)).toBe(3);
  const staff = await ApiClient.as(t.app, 'demo-kig', 3);
  const list = await staff.ok(staff.post<Page<{ parentId: string; state: string }>>('/school/mailboxLetter/list', { parentId: family.parents[0]!.parentId }));
  // Three letters over two kindergartens' children: two to KG0001's.
  expect(list.records.map((r) => r.state)).toEqual(['unread', 'unread']);
});

it('plays a family reading its notices and applying for an open activity: the read counts and applied count move, once', async () => {
  const staff = await ApiClient.as(t.app, 'demo-kig', 3);
  const notices: string[] = [];
  for (const title of ['Simulated one', 'Simulated two']) {
    const saved = await staff.ok(staff.post<{ id: string }>('/school/notice/save', { title, noticeType: 'ordinary', content: '<p>x</p>', audience: 'school' }));
    await staff.ok(staff.post('/school/notice/publish', { id: saved.id }));
    notices.push(saved.id);
  }
  const activity = await staff.ok(
    staff.post<{ id: string }>('/school/activity/save', {
      title: 'Simulated run',
      sender: 'Office',
      audience: 'school',
      content: '<p>Run</p>',
      beginDate: '2000-01-01',
      endDate: '2099-12-31',
      contactName: '王丽',
      contactPhone: '13800000003',
    }),
  );
  await staff.ok(staff.post('/school/activity/pass', { id: activity.id }));
  await staff.ok(staff.post('/school/activity/publish', { id: activity.id }));
  expect(await playFamilyReading(injectTransport(t.app), family, { reads: 5, applies: 3 })).toEqual({ read: 2, applied: 1 });
  for (const id of notices) expect((await staff.ok(staff.get<{ readCount: number }>(`/school/notice/get?id=${id}`))).readCount).toBe(1);
  expect((await staff.ok(staff.get<{ appliedCount: number }>(`/school/activity/get?id=${activity.id}`))).appliedCount).toBe(1);
  // Played again: nothing left to read or apply for.
  expect(await playFamilyReading(injectTransport(t.app), family, { reads: 5, applies: 3 })).toEqual({ read: 0, applied: 0 });
});
