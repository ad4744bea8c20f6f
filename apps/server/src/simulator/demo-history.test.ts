import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCampus } from '../db/seed/seed.js';
import { defaultRateLimit } from '../platform/config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { playDemoHistory } from './demo-history.js';

let t: TestApp;
beforeAll(async () => {
  // The product's own rate limits, as a first start has them.
  t = await createTestApp({ rateLimit: defaultRateLimit });
  await seedDemoCampus(t.database.db);
});
afterAll(() => t.close());

describe("the demo's first start", () => {
  it('plays its month through the device API within the default rate limits', async () => {
    // Any refusal (a 429 included) stops the simulator with an error.
    const events = await playDemoHistory(t.app);
    expect(events).toBeGreaterThan(1000);
  }, 180_000);
});
