import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { call, createTestApp, envelope, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summary(userName: string, appType: number, password = 'Demo_1234') {
  const token = await signIn(t.app, userName, appType, password);
  const res = await call(t.app, token, { method: 'GET', url: '/sys/home/summary' });
  expect(res.statusCode).toBe(200);
  const data = envelope(res).data as { orgName: string; orgKind: string; counts: { key: string; value: number }[] };
  return { ...data, count: Object.fromEntries(data.counts.map((c) => [c.key, c.value])) };
}

describe('GET /sys/home/summary', () => {
  it('requires authentication', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sys/home/summary' })).statusCode).toBe(401);
  });

  it('counts the whole tree for the platform', async () => {
    const s = await summary('demo-admin', 8);
    expect(s.orgKind).toBe('platform');
    expect(s.count).toMatchObject({ agents: 1, groups: 1, kindergartens: 2, institutions: 1, experts: 1, users: 11 });
    expect(s.count.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('counts only what lies below a group or an agent', async () => {
    expect((await summary('demo-group', 4)).count).toEqual({ kindergartens: 2, classes: 0, teachers: 0, students: 0, users: 3, roles: 3 });
    expect((await summary('demo-agent', 5)).count).toEqual({ groups: 1, kindergartens: 2, students: 0, users: 4, roles: 4 });
  });

  it('shows a kindergarten its own name, its creation and its people', async () => {
    const s = await summary('demo-kig', 3);
    const [own] = await t.database.db.select({ createdAt: organisations.createdAt }).from(organisations).where(eq(organisations.code, 'KG0001'));
    expect(s).toMatchObject({ orgName: '阳光第一幼儿园', orgKind: 'kindergarten', createdAt: own!.createdAt.toISOString() });
    expect(s.count).toEqual({ classes: 0, teachers: 0, students: 0, users: 1, roles: 1 });
  });

  it('reads every figure in one statement (the session already in memory)', async () => {
    const token = await signIn(t.app, 'demo-admin', 8);
    expect((await call(t.app, token, { method: 'GET', url: '/sys/login/get_info' })).statusCode).toBe(200);
    const before = t.database.statements();
    expect((await call(t.app, token, { method: 'GET', url: '/sys/home/summary' })).statusCode).toBe(200);
    expect(t.database.statements() - before).toBe(1);
  });

  it('counts the children, teachers and classes that exist', async () => {
    await seedCampus(t.database.db, ['KG0001']);
    expect((await summary('demo-kig', 3)).count).toMatchObject({ classes: 6, teachers: 12, students: 72 });
    expect((await summary('demo-group', 4)).count).toMatchObject({ students: 72 });
    // The other kindergarten's children are not counted for it.
    expect((await summary('demo-easy', 3, '123456')).count).toMatchObject({ classes: 0, students: 0 });
  });
});
