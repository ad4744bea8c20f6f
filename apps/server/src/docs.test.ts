import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/docs', () => {
  it('describes every API route, generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/sys/login/login', '/sys/changePassword', '/system/user/list', '/system/user/save', '/api/user/resetPassword/{id}']),
    );
    expect(doc.paths['/sys/login/login']!.post!.requestBody).toBeDefined();
  });

  it("describes the machines' API with its own credential", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[]; requestBody?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    for (const path of ['/device/v1/attendance/events', '/device/v1/health/checks', '/device/v1/heartbeat']) {
      expect(doc.paths[path]!.post).toMatchObject({ security: [{ device: [] }], tags: ['device'], requestBody: expect.anything() });
    }
    expect(doc.paths['/device/v1/activate']!.post!.security).toEqual([]);
    expect(doc.components.securitySchemes.device).toMatchObject({ type: 'apiKey', name: 'Authorization' });
  });

  it('serves the browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
