import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { defaultLoginThrottle } from '../config.js';
import { jobSchedules } from '../jobs/job.table.js';
import { failedAttempts } from './failed-attempt.table.js';
import { THROTTLE_PRUNE_JOB } from './failure-throttle.js';

const MINUTE_MS = 60_000;
// The server's clock, which the prune job reads; moved on by the test.
let ahead = 0;
let t: TestApp;
beforeAll(async () => {
  // A lock outlasts the window, so that a locked key past its window is there to be kept.
  t = await createTestApp({ loginThrottle: { ...defaultLoginThrottle, maxUserFailures: 3, lockMinutes: 60 } }, { clock: () => new Date(Date.now() + ahead) });
});
afterAll(() => t.close());

const fail = (userName: string) => t.app.inject({ method: 'POST', url: '/sys/login/login?lang=en_US', payload: { userName, password: 'Wrong_123', appType: 3 } });
const keys = async () => (await t.database.db.select({ key: failedAttempts.key }).from(failedAttempts)).map((r) => r.key).sort();
const prune = async () => {
  await t.app.jobs.enqueue(THROTTLE_PRUNE_JOB, {}, null, null);
  await t.app.jobs.drain();
};

describe('the throttle counters are pruned by a scheduled job', () => {
  it('is scheduled hourly beside the other jobs', async () => {
    await t.app.jobs.drain();
    const names = (await t.database.db.select({ name: jobSchedules.name }).from(jobSchedules)).map((r) => r.name);
    expect(names).toContain(THROTTLE_PRUNE_JOB);
  });

  it('keeps the counters of the window and the locks, and deletes those the throttle no longer reads', async () => {
    expect((await fail('demo-kig')).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) await fail('demo-group');
    expect((await t.app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName: 'demo-group', password: 'Demo_1234', appType: 4 } })).statusCode).toBe(429);
    const counted = await keys();
    expect(counted).toEqual(expect.arrayContaining(['user:demo-kig', 'user:demo-group']));
    expect(counted.some((k) => k.startsWith('ip:'))).toBe(true);

    // Within the window: every counter still counts.
    await prune();
    expect(await keys()).toEqual(counted);

    // The window over (15 minutes): the counters go, the lock (60 minutes) stays and still refuses the right password.
    ahead = 16 * MINUTE_MS;
    await prune();
    expect(await keys()).toEqual(['user:demo-group']);
    expect((await t.app.inject({ method: 'POST', url: '/sys/login/login', payload: { userName: 'demo-group', password: 'Demo_1234', appType: 4 } })).statusCode).toBe(429);

    // The lock over too: nothing is left.
    ahead = 61 * MINUTE_MS;
    await prune();
    expect(await keys()).toEqual([]);
  });
});
