import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import { type Database, openPostgres } from '../db.js';
import { JobRunner } from './job-runner.js';
import { jobs } from './job.table.js';

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop, url } = await openTestDatabase()));
afterAll(() => drop());

/** A runner on a clock the test moves, recording the slot of each run of `kind`. */
function runnerAt(db: Database, start: string, kind: string) {
  const clock = { now: new Date(start) };
  const runner = new JobRunner(db.db, { now: () => clock.now });
  const ran: string[] = [];
  runner.handle(kind, async (job) => {
    ran.push(`${job.scheduledFor?.toISOString()} ${JSON.stringify(job.payload)}`);
  });
  return { runner, ran, at: (iso: string) => (clock.now = new Date(iso)) };
}

const jobsOf = (kind: string) => database.db.select({ scheduledFor: jobs.scheduledFor, status: jobs.status }).from(jobs).where(eq(jobs.kind, kind));

// Midnight on the first of each month in Shanghai is 16:00 UTC on the day before.
const MONTH_START = { cron: '0 0 1 * *', timeZone: 'Asia/Shanghai' };

describe('scheduled jobs', () => {
  it("start at each slot on the clocks of the schedule's zone, once per slot, a missed run of slots once", async () => {
    const { runner, ran, at } = runnerAt(database, '2026-11-30T15:59:00Z', 'statement');
    runner.schedule({ name: 'statements', kind: 'statement', ...MONTH_START, payload: { period: 'month' } });
    // Declaring a schedule starts nothing; a minute before the slot, nothing is due.
    await runner.drain();
    expect(ran).toEqual([]);

    at('2026-11-30T16:00:05Z');
    await runner.drain();
    await runner.drain();
    expect(ran).toEqual(['2026-11-30T16:00:00.000Z {"period":"month"}']);

    // The servers were down for three slots: the latest one is started, once.
    at('2027-03-15T02:00:00Z');
    await runner.drain();
    expect(ran).toEqual(['2026-11-30T16:00:00.000Z {"period":"month"}', '2027-02-28T16:00:00.000Z {"period":"month"}']);
    expect(await jobsOf('statement')).toEqual([
      { scheduledFor: new Date('2026-11-30T16:00:00Z'), status: 'done' },
      { scheduledFor: new Date('2027-02-28T16:00:00Z'), status: 'done' },
    ]);
  });

  it('go on from the slot they last fired after a restart, and only from now on when their expression changes', async () => {
    const first = runnerAt(database, '2026-12-01T01:00:00Z', 'reminder');
    first.runner.schedule({ name: 'reminders', kind: 'reminder', cron: '0 9 * * *' });
    await first.runner.drain();
    // Stopped before 09:00 Shanghai on the 2nd; a new server starts after it, and starts that slot.
    const second = runnerAt(database, '2026-12-02T03:00:00Z', 'reminder');
    second.runner.schedule({ name: 'reminders', kind: 'reminder', cron: '0 9 * * *' });
    await second.runner.drain();
    expect(second.ran).toEqual(['2026-12-02T01:00:00.000Z {}']);

    // Moved to 11:00 at noon: that day's 11:00 has passed, but it is not started late on account of the change.
    const third = runnerAt(database, '2026-12-02T04:00:00Z', 'reminder');
    third.runner.schedule({ name: 'reminders', kind: 'reminder', cron: '0 11 * * *' });
    await third.runner.drain();
    expect(third.ran).toEqual([]);
    third.at('2026-12-03T03:00:01Z');
    await third.runner.drain();
    expect(third.ran).toEqual(['2026-12-03T03:00:00.000Z {}']);
  });

  it('fire one slot once when two servers evaluate it together', async () => {
    const other = url ? openPostgres(url, 4) : database;
    try {
      const servers = [runnerAt(database, '2026-11-30T15:00:00Z', 'closing'), runnerAt(other, '2026-11-30T15:00:00Z', 'closing')];
      for (const { runner } of servers) runner.schedule({ name: 'closing', kind: 'closing', ...MONTH_START });
      await Promise.all(servers.map(({ runner }) => runner.drain()));
      for (const { at } of servers) at('2026-11-30T16:00:01Z');
      // Both find the slot due: each tries to start it; one does.
      await Promise.all(servers.map(({ runner }) => runner.drain()));
      expect(servers.flatMap(({ ran }) => ran)).toEqual(['2026-11-30T16:00:00.000Z {}']);
      expect(await jobsOf('closing')).toEqual([{ scheduledFor: new Date('2026-11-30T16:00:00Z'), status: 'done' }]);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('are refused at declaration when their expression or zone cannot be read', () => {
    const runner = new JobRunner(database.db);
    expect(() => runner.schedule({ name: 'typo', kind: 'k', cron: '0 25 * * *' })).toThrow(/schedule typo/);
    expect(() => runner.schedule({ name: 'zone', kind: 'k', cron: '0 9 * * *', timeZone: 'Asia/Beijing' })).toThrow(/schedule zone/);
  });
});
