import type { FamilyAdvert, OssAuth } from '@kg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { adverts } from '../agency/advert.tables.js';
import { multipart, PNG_1x1 } from '../files/upload-fixtures.js';

/** Operations' channel adverts (issue 18): the platform's adverts per channel and position, weight 0 to 10; families get the parents' app's. */
let t: TestApp;
let ops: ApiClient;
let family: TestFamily;
let picture: string;
const now = new Date('2026-12-09T04:00:00Z');

const advert = (more: object) => ({
  adName: 'Channel advert',
  channel: 'parentApp',
  adPosition: 'homeBanner',
  picture,
  adWeight: 5,
  beginDate: '2026-12-01',
  endDate: '2026-12-31',
  kigIds: [],
  sort: 0,
  ...more,
});
const saveOn = async (more: object) => {
  const saved = await ops.ok(ops.post<{ id: string }>('/agency/advert/save', advert(more)));
  await ops.ok(ops.post('/agency/advert/turnOn', { id: saved.id }));
  return saved.id;
};
const familyAdverts = async (position: string) => {
  const app = new ApiClient(t.app, family.token);
  return (await app.ok(app.get<{ records: FamilyAdvert[] }>(`/app/v1/adverts?position=${position}`))).records;
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  // The demo's adverts are set aside: the test counts its own.
  await db.update(adverts).set({ deleted: true });
  family = await newFamily(t.app, db, [{ kigCode: 'KG0001' }]);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const auth = await ops.ok(
    ops.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'advert', kind: 'image', fileName: 'a.png', size: PNG_1x1.length, contentType: 'image/png' }),
  );
  const form = multipart(auth.fields, PNG_1x1, 'a.png', 'image/png');
  expect((await t.app.inject({ method: 'POST', url: auth.url, headers: { 'content-type': form.contentType }, payload: form.body })).statusCode).toBe(200);
  picture = auth.path;
}, 60_000);
afterAll(() => t.close());

describe('channel adverts', () => {
  it('refuse a weight outside 0 to 10 and a channel that is none, with the field', async () => {
    for (const adWeight of [-1, 11, 2.5]) {
      const res = await ops.post('/agency/advert/save', advert({ adWeight }));
      expect([res.status, (res.data as unknown as { field: string }[]).map((e) => e.field)], String(adWeight)).toEqual([400, ['adWeight']]);
    }
    const res = await ops.post('/agency/advert/save', advert({ channel: 'billboard' }));
    expect([res.status, (res.data as unknown as { field: string }[]).map((e) => e.field)]).toEqual([400, ['channel']]);
    for (const adWeight of [0, 10]) expect((await ops.post('/agency/advert/save', advert({ adWeight, adName: `Bound ${adWeight}` }))).status).toBe(200);
  });

  it('are listed by operations filtered by channel', async () => {
    const teachers = await ops.ok(ops.post<{ id: string }>('/agency/advert/save', advert({ channel: 'teacherApp', adName: 'For teachers' })));
    const list = await ops.ok(ops.post<Page<{ id: string; channel: string }>>('/agency/advert/list', { channel: 'teacherApp', pageSize: 100 }));
    expect(list.records.map((r) => [r.id, r.channel])).toEqual([[teachers.id, 'teacherApp']]);
  });

  it('reach a family for the position asked, the parents’ app’s only, highest weight first', async () => {
    const low = await saveOn({ adName: 'Low', adWeight: 2 });
    const high = await saveOn({ adName: 'High', adWeight: 9 });
    const top = await saveOn({ adName: 'Top', adWeight: 10 });
    await saveOn({ adName: 'Teachers only', adWeight: 10, channel: 'teacherApp' });
    await saveOn({ adName: 'Start screen', adWeight: 10, adPosition: 'startScreen' });
    const banner = await familyAdverts('homeBanner');
    expect(banner.map((a) => a.id)).toEqual([top, high, low]);
    expect(banner.map((a) => a.weight)).toEqual([10, 9, 2]);
    expect((await familyAdverts('startScreen')).map((a) => a.name)).toEqual(['Start screen']);
  });
});
