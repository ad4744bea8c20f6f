import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { type SecondAgent, secondAgent } from '../../test/second-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cameras, devices } from './device.table.js';

type Row = { id: string; kigId: string; updatedAt: string; name?: string; _labels?: Record<string, string> };

let t: TestApp;
let agent: ApiClient;
let other: SecondAgent;
let kig1: string;
const mine: { device: string; camera: string } = { device: '', camera: '' };
const theirs: { device: string; camera: string } = { device: '', camera: '' };
const random = '019a0000-0000-7000-8000-0000000000aa';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  other = await secondAgent(t.app, db);
  [{ id: kig1 }] = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0001'))) as [{ id: string }];
  const put = async (kigId: string, serialNo: string, channelNo: number) => {
    const [d] = await db.insert(devices).values({ serialNo, kind: 'signIn', kigId, status: 'enabled', verifyCodeHash: 'x' }).returning({ id: devices.id });
    const [c] = await db
      .insert(cameras)
      .values({ kigId, name: `门口${channelNo}`, channelNo, clarity: 'hd', ip: '10.0.0.1' })
      .returning({ id: cameras.id });
    return { device: d!.id, camera: c!.id };
  };
  Object.assign(mine, await put(kig1, 'AGSN000001', 1));
  Object.assign(theirs, await put(other.kigId, 'AGSN000002', 1));
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
});
afterAll(() => t?.close());

it("lists the machines and cameras of the agent's kindergartens, each naming its kindergarten, filtered by one", async () => {
  for (const [entity, id] of [
    ['device', mine.device],
    ['camera', mine.camera],
  ] as const) {
    const page = await agent.ok(agent.post<Page<Row>>(`/device/${entity}/list`, {}));
    expect(page.records.map((r) => r.id)).toContain(id);
    expect(page.records.map((r) => r.id)).not.toContain(theirs[entity]);
    expect(page.records.find((r) => r.id === id)!._labels?.kigId).toBe('阳光第一幼儿园');
    const one = await agent.ok(agent.post<Page<Row>>(`/device/${entity}/list`, { kigId: kig1 }));
    expect(one.records.every((r) => r.kigId === kig1)).toBe(true);
  }
});

it("answers another agent's machine, camera and kindergarten exactly as random ids", async () => {
  for (const entity of ['device', 'camera'] as const) {
    const foreign = await agent.get(`/device/${entity}/get?id=${theirs[entity]}`);
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await agent.get(`/device/${entity}/get?id=${random}`));
    expect(await agent.post(`/device/${entity}/list`, { kigId: other.kigId })).toEqual(await agent.post(`/device/${entity}/list`, { kigId: random }));
  }
  const got = await other.client.ok(other.client.get<Row>(`/device/device/get?id=${theirs.device}`));
  expect(await agent.post('/device/device/save', { id: theirs.device, updatedAt: got.updatedAt, name: '改名' })).toEqual(
    await agent.post('/device/device/save', { id: random, updatedAt: got.updatedAt, name: '改名' }),
  );
});

it("lets the agent maintain its kindergartens' machines and cameras, not register or assign one", async () => {
  const device = await agent.ok(agent.get<Row>(`/device/device/get?id=${mine.device}`));
  await agent.ok(agent.post('/device/device/save', { id: mine.device, updatedAt: device.updatedAt, name: '大门签到机' }));
  await agent.ok(agent.post('/device/device/disable', { id: mine.device }));
  const added = await agent.ok(agent.post<Row>('/device/camera/save', { kigId: kig1, name: '操场', channelNo: 7, clarity: 'balance', ip: '10.0.0.7' }));
  expect(added.kigId).toBe(kig1);
  const camera = (kigId: string) => agent.post('/device/camera/save', { kigId, name: '操场', channelNo: 8, clarity: 'balance', ip: '10.0.0.8' });
  const foreign = await camera(other.kigId);
  expect(foreign.code).not.toBe(200);
  expect(foreign).toEqual(await camera(random));
  expect((await agent.post('/device/device/register', { serialNo: 'AGSN000009', verifyCode: 'ABCDEFGH' })).status).toBe(403);
  expect((await agent.post('/device/device/assign', { id: mine.device, kigId: kig1 })).status).toBe(403);
});
