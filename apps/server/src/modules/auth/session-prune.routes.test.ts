import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchedules } from '../../platform/jobs/job.table.js';
import { hashToken } from '../../platform/tokens.js';
import { call, createTestApp, envelope, signIn, type TestApp } from '../../test/test-app.js';
import { SESSION_KEEP_DAYS, SESSION_PRUNE_JOB } from './session.service.js';
import { sessions } from './session.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getInfo = (token: string) => call(t.app, token, { method: 'GET', url: '/sys/login/get_info?lang=en_US' });
const stored = async (token: string) =>
  (
    await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  ).length;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('sessions ended long ago are pruned by a scheduled job', () => {
  it('deletes the sessions expired or signed out more than the days kept, and keeps the others', async () => {
    const [expiredLongAgo, endedLongAgo, expiredLately, live] = await Promise.all([1, 2, 3, 4].map(() => signIn(t.app, 'demo-kig', 3)));
    const set = (token: string, values: Partial<Record<'expiresAt' | 'revokedAt', ReturnType<typeof daysAgo>>>) =>
      t.database.db
        .update(sessions)
        .set(values)
        .where(eq(sessions.tokenHash, hashToken(token)));
    await set(expiredLongAgo!, { expiresAt: daysAgo(SESSION_KEEP_DAYS + 1) });
    await set(endedLongAgo!, { revokedAt: daysAgo(SESSION_KEEP_DAYS + 1) });
    await set(expiredLately!, { expiresAt: daysAgo(2) });

    await t.app.jobs.enqueue(SESSION_PRUNE_JOB, {}, null, null);
    await t.app.jobs.drain();

    expect(await stored(expiredLongAgo!)).toBe(0);
    expect(await stored(endedLongAgo!)).toBe(0);
    expect(await stored(expiredLately!)).toBe(1);
    // A session expired lately is still told so; the live one still serves.
    const lately = await getInfo(expiredLately!);
    expect(lately.statusCode).toBe(401);
    expect(envelope(lately).txt).not.toBe(envelope(await getInfo(expiredLongAgo!)).txt);
    expect((await getInfo(live!)).statusCode).toBe(200);
    const names = (await t.database.db.select({ name: jobSchedules.name }).from(jobSchedules)).map((r) => r.name);
    expect(names).toContain(SESSION_PRUNE_JOB);
  });
});
