import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, envelope, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summary(userName: string, appType: number) {
  const token = await signIn(t.app, userName, appType);
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
    expect(s.count).toMatchObject({ agents: 1, groups: 1, kindergartens: 2, institutions: 1, experts: 1, users: 9 });
    expect(s.count.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('counts only what lies below a group or an agent', async () => {
    expect((await summary('demo-group', 4)).count).toEqual({ kindergartens: 2, users: 3, roles: 3 });
    expect((await summary('demo-agent', 5)).count).toEqual({ groups: 1, kindergartens: 2, users: 4, roles: 4 });
  });

  it('shows a kindergarten its own name and people', async () => {
    const s = await summary('demo-kig', 3);
    expect(s).toMatchObject({ orgName: '阳光第一幼儿园', orgKind: 'kindergarten' });
    expect(s.count).toEqual({ users: 1, roles: 1 });
  });
});
