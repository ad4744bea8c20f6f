import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCampus } from '../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../test/api-client.js';
import { newFamily, type TestFamily } from '../test/family-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { playFamilyLetters } from './families.js';
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
