import type { FamilyModules } from '@kg/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let family: TestFamily;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  ids = new Map((await t.database.db.select().from(organisations)).map((o) => [o.code, o.id]));
  family = await newFamily(t.app, t.database.db, [{ kigCode: 'KG0001' }, { kigCode: 'KG0002' }]);
}, 120_000);
afterAll(() => t?.close());

it("answers, for each of the family's kindergartens, the modules it shows: its own choice, else its agent's default, else the platform's", async () => {
  const admin = await ApiClient.as(t.app, 'demo-admin', 8);
  const agent = await ApiClient.as(t.app, 'demo-agent', 5);
  const kig = await ApiClient.as(t.app, 'demo-kig', 3);
  const app = new ApiClient(t.app, family.token);
  const modules = async () => new Map((await app.ok(app.get<FamilyModules>('/app/v1/modules'))).map((k) => [k.kigId, k.modules]));

  const before = await modules();
  expect([...before.keys()].sort()).toEqual([ids.get('KG0001'), ids.get('KG0002')].sort());
  expect(before.get(ids.get('KG0001')!)).toMatchObject({ mailbox: expect.any(Boolean), liveVideo: expect.any(Boolean) });

  await admin.ok(admin.post('/system/appModule/save', { orgKind: 'kindergarten', module: 'mailbox', enabled: false }));
  expect((await modules()).get(ids.get('KG0001')!)!.mailbox).toBe(false);
  await agent.ok(agent.post('/agency/agentAppModule/save', { modules: { mailbox: true } }));
  expect((await modules()).get(ids.get('KG0002')!)!.mailbox).toBe(true);
  await kig.ok(kig.post('/kigs/kig-setting/appModules', { modules: { mailbox: false } }));
  const now = await modules();
  expect([now.get(ids.get('KG0001')!)!.mailbox, now.get(ids.get('KG0002')!)!.mailbox]).toEqual([false, true]);

  // A staff session is not a family's.
  expect((await kig.get('/app/v1/modules')).status).toBe(401);
});
