import type { KigHome, ServicesEnding } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { childOrgValues } from '../system/organization.resource.js';

/**
 * A platform service ending within 30 days (issue 18): the notice on its kindergarten's home (and its
 * group's), and the list on its agent's and operations' kindergartens screen, each kindergarten on its own
 * clock. KG0001 keeps Shanghai's, KG0002 is moved to Los Angeles' (16 hours behind); both end on
 * 2026-12-31, and a kindergarten of operations' own (under the platform, not the demo agent's) ends then too.
 */
const END = '2026-12-31';
let at = new Date('2026-12-01T04:00:00Z'); // 12-01 12:00 in Shanghai (30 days left); 11-30 20:00 in Los Angeles (31)
let t: TestApp;
const ids: Record<string, string> = {};
const as: Record<string, ApiClient> = {};

const home = async (who: string) => (await as[who]!.ok(as[who]!.get<KigHome>('/sys/home/kig'))).kindergartens.map((k) => [k.kigName, k.serviceEnd ?? null]);
const ending = async (who: string) => (await as[who]!.ok(as[who]!.get<ServicesEnding>('/agency/kigBase/serviceEnding'))).records.map((r) => [r.code, r.endDate, r.daysLeft]);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => at });
  const db = t.database.db;
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  await db.update(organisations).set({ platformServiceEnd: END }).where(eq(organisations.id, ids.KG0001!));
  await db.update(organisations).set({ platformServiceEnd: END, timeZone: 'America/Los_Angeles' }).where(eq(organisations.id, ids.KG0002!));
  const [platform] = await db.select().from(organisations).where(eq(organisations.kind, 'platform')).limit(1);
  await db.insert(organisations).values({
    ...childOrgValues(platform!),
    parentId: platform!.id,
    kind: 'kindergarten',
    code: 'KGOPS1',
    name: '运营直营幼儿园',
    status: 'enabled',
    platformServiceEnd: '2026-12-20',
  });
  as.kig = await ApiClient.as(t.app, 'demo-kig', 3);
  as.easy = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  as.group = await ApiClient.as(t.app, 'demo-group', 4);
  as.agent = await ApiClient.as(t.app, 'demo-agent', 5);
  as.ops = await ApiClient.as(t.app, 'demo-ops', 9);
});
afterAll(() => t.close());

describe('a platform service ending within 30 days', () => {
  it("is told on its kindergarten's home and its group's, on the kindergarten's own clock", async () => {
    expect(await home('kig')).toEqual([['阳光第一幼儿园', { endDate: END, daysLeft: 30 }]]);
    // 31 days left in Los Angeles: not yet.
    expect(await home('easy')).toEqual([['阳光第二幼儿园', null]]);
    expect(await home('group')).toEqual([
      ['阳光第一幼儿园', { endDate: END, daysLeft: 30 }],
      ['阳光第二幼儿园', null],
    ]);
  });

  it('is listed to its agent (its own kindergartens only) and to operations (every one), soonest first', async () => {
    expect(await ending('agent')).toEqual([['KG0001', END, 30]]);
    expect(await ending('ops')).toEqual([
      ['KGOPS1', '2026-12-20', 19],
      ['KG0001', END, 30],
    ]);
    // Not a kindergarten's to ask (403), nor nobody's (401).
    expect((await as.kig!.get('/agency/kigBase/serviceEnding')).code).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/agency/kigBase/serviceEnding' })).statusCode).toBe(401);
  });

  it('counts down to its last day, and is no longer told once it has ended', async () => {
    at = new Date('2026-12-31T10:00:00Z'); // 12-31 18:00 in Shanghai; 12-31 02:00 in Los Angeles: the last day of both
    expect(await home('group')).toEqual([
      ['阳光第一幼儿园', { endDate: END, daysLeft: 0 }],
      ['阳光第二幼儿园', { endDate: END, daysLeft: 0 }],
    ]);
    expect(await ending('agent')).toEqual([
      ['KG0001', END, 0],
      ['KG0002', END, 0],
    ]);
    at = new Date('2026-12-31T17:00:00Z'); // 2027-01-01 in Shanghai: ended; still 12-31 in Los Angeles
    expect(await home('group')).toEqual([
      ['阳光第一幼儿园', null],
      ['阳光第二幼儿园', { endDate: END, daysLeft: 0 }],
    ]);
    expect(await ending('agent')).toEqual([['KG0002', END, 0]]);
    at = new Date('2027-01-01T09:00:00Z'); // ended everywhere
    expect(await home('group')).toEqual([
      ['阳光第一幼儿园', null],
      ['阳光第二幼儿园', null],
    ]);
    expect(await ending('ops')).toEqual([]);
  });
});
