import { deviceEndpoints, type EndpointDef, translate } from '@kg/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MACHINE_PATH = '/device/v1/';

it('every /device/v1 route is a declared machine call, registered once', () => {
  // Fastify answers HEAD beside each GET by itself.
  const registered = t.app.routeCatalogue.filter((r) => r.url.startsWith(MACHINE_PATH) && r.method !== 'HEAD');
  const declared: EndpointDef[] = Object.values(deviceEndpoints).filter((d) => d.path.startsWith(MACHINE_PATH));
  expect(registered.map((r) => `${String(r.method)} ${r.url}`).sort()).toEqual(declared.map((d) => `${d.method} ${d.path}`).sort());
  for (const route of registered) expect(declared).toContain(route.config?.endpoint);
  // Only the two ways a machine gets its token go without one: activation, and the kindergarten's terminal account.
  expect(
    registered
      .filter((r) => !('device' in (r.config?.access ?? {})))
      .map((r) => r.url)
      .sort(),
  ).toEqual([deviceEndpoints.activate.path, deviceEndpoints.terminalSignIn.path].sort());
});

it("refuses each machine call without a machine's token, as the machines' own error", async () => {
  for (const d of Object.values(deviceEndpoints).filter((e) => 'device' in e.access)) {
    const res = await t.app.inject({
      method: d.method,
      url: d.path,
      headers: { authorization: 'Bearer not-a-machine-token-at-all' },
      ...(d.method === 'POST' ? { payload: {} } : {}),
    });
    expect([d.path, res.statusCode, res.json().txt]).toEqual([d.path, 401, translate('zh-CN', 'error.deviceAuth')]);
  }
});
