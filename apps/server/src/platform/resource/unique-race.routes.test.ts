import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Two creates of one unique value at the same moment: both pass the service's check before either
 * writes, and the unique index decides. Exactly one row is made; the other answers as the check would.
 */
const PAIRS = 10;
let t: TestApp;
let kig: ApiClient;
let ops: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
});
afterAll(() => t.close());

const cases = [
  {
    name: 'a position name, unique in its kindergarten',
    client: () => kig,
    path: '/campus/position/save',
    body: (i: number) => ({ positionName: `保健员${i}` }),
    field: 'positionName',
  },
  {
    name: 'a machine serial number, unique everywhere (whatever its case)',
    client: () => ops,
    path: '/device/device/save',
    body: (i: number, j: number) => ({ serialNo: j ? `race-sn-${i}` : `RACE-SN-${i}`, kind: 'signIn' }),
    field: 'serialNo',
  },
];

describe('concurrent creates of one unique value', () => {
  for (const c of cases) {
    it(`${c.name}: one made, one refused with the field`, async () => {
      for (let i = 0; i < PAIRS; i++) {
        const answers = await Promise.all([0, 1].map((j) => c.client().post(c.path, c.body(i, j))));
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([200, 409]);
        const refused = answers.find((a) => a.status === 409)!;
        expect(JSON.stringify(refused.data)).toContain(c.field);
      }
    });
  }
});
