import type { InboxMessage, InboxPage, MembershipStatusRow } from '@kg/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedPacks } from '../../db/seed/pack-seed.js';
import { loadConfig } from '../../platform/config.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';
import { memberships, vipPackages } from './pack.tables.js';
import { renewalReminders } from './renewal-reminder.table.js';
import { RENEWAL_JOB, serviceThreshold } from './renewal-reminder.service.js';

/**
 * Renewal reminders (issue 18). KG0001 keeps Shanghai's clock, KG0002 is moved to Los Angeles' (16
 * hours behind); both platform services end on 2026-12-31. The job runs at chosen instants (the app's
 * clock): each kindergarten is reminded on its own day 30, 7 and 1 days before the end, once each, never
 * before, and not before the configured hour of its own clock (this file's server says 08:00, not the
 * default 09:00, so that the setting is seen to count); a day missed is made up once; its children's memberships ending within 7 days are named in
 * the same message (in the platform's language), a renewed one is not. The kindergarten reads it in its `/message`, and
 * operations' renewal list shows when a child's end was last reminded.
 */
const END = '2026-12-31';
let at = new Date('2026-11-29T12:00:00Z');
let t: TestApp;
const ids: Record<string, string> = {};
const kids: { id: string; name: string }[] = [];

async function run() {
  await t.app.jobs.enqueue(RENEWAL_JOB, {}, null, null);
  await t.app.jobs.drain();
}

/** The reminders of the test's two kindergartens, as `kig subject threshold`, in the order sent. */
async function sent(): Promise<string[]> {
  const rows = await t.database.db
    .select({ kigId: renewalReminders.kigId, subject: renewalReminders.subject, subjectId: renewalReminders.subjectId, threshold: renewalReminders.threshold })
    .from(renewalReminders)
    .where(inArray(renewalReminders.kigId, [ids.KG0001!, ids.KG0002!]))
    .orderBy(asc(renewalReminders.createdAt), asc(renewalReminders.subject), asc(renewalReminders.subjectId));
  return rows.map((r) => `${r.kigId === ids.KG0001 ? 'KG0001' : 'KG0002'} ${r.subject === 'membership' ? kids.find((k) => k.id === r.subjectId)?.name : 'service'} ${r.threshold}`);
}

/** The renewal messages a kindergarten's account has, newest first, in full. */
async function messagesOf(userName: string, password?: string): Promise<InboxMessage[]> {
  const client = await ApiClient.as(t.app, userName, 3, password);
  const page = await client.ok(client.post<InboxPage>('/sys/message/list', { pageSize: 100 }));
  // Written in the platform's language (zh-CN): a message is stored text, the same for every reader.
  const renewals = page.records.filter((r) => r.title === '续费提醒');
  return Promise.all(renewals.map((r) => client.ok(client.post<InboxMessage>('/sys/message/read', { id: r.id }))));
}

beforeAll(async () => {
  t = await createTestApp({ renewalReminderHour: 8 }, { clock: () => at });
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await seedPacks(db, at);
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) ids[o.code] = o.id;
  await db.update(organisations).set({ platformServiceEnd: END, timeZone: 'Asia/Shanghai' }).where(eq(organisations.id, ids.KG0001!));
  await db.update(organisations).set({ platformServiceEnd: END, timeZone: 'America/Los_Angeles' }).where(eq(organisations.id, ids.KG0002!));
  // Whatever the demo sold before is not this test's: only the periods below are its children's.
  await db
    .update(memberships)
    .set({ deleted: true })
    .where(inArray(memberships.kigId, [ids.KG0001!, ids.KG0002!]));
  kids.push(
    ...(await db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.kigId, ids.KG0001!), eq(students.status, 'studying'), eq(students.deleted, false)))
      .orderBy(asc(students.studentNumber))
      .limit(3)),
  );
  const [pack] = await db.select({ id: vipPackages.id }).from(vipPackages).limit(1);
  const period = (kid: { id: string }, startDate: string, endDate: string, renewal = false) => ({
    kigId: ids.KG0001!,
    studentId: kid.id,
    packageId: pack!.id,
    source: 'sale' as const,
    startDate,
    endDate,
    pricePaid: 3000,
    renewal,
    soldOn: startDate,
  });
  await db.insert(memberships).values([
    // Ends a week after Shanghai's 2026-12-01: reminded that day.
    period(kids[0]!, '2026-09-09', '2026-12-08'),
    // Ends later: reminded on 2026-12-13 only.
    period(kids[1]!, '2026-09-20', '2026-12-20'),
    // Ended 2026-12-05 but renewed to 2027-01-05: nothing to remind.
    period(kids[2]!, '2026-09-06', '2026-12-05'),
    period(kids[2]!, '2026-12-06', '2027-01-05', true),
  ]);
}, 240_000);
afterAll(() => t.close());

describe('renewal reminders', () => {
  it('pick the threshold a day falls under: 30, 7 or 1 days before the end, none before or after', () => {
    expect([31, 30, 29, 8, 7, 6, 2, 1, 0, -1].map(serviceThreshold)).toEqual([null, 30, 30, 30, 7, 7, 7, 1, 1, null]);
  });

  it('go at 09:00 unless RENEWAL_REMINDER_HOUR says another whole hour; a mistyped one stops the start', () => {
    expect(loadConfig({}).renewalReminderHour).toBe(9);
    expect(['0', '07', '23', ' 8 '].map((v) => loadConfig({ RENEWAL_REMINDER_HOUR: v }).renewalReminderHour)).toEqual([0, 7, 23, 8]);
    for (const bad of ['24', '-1', '9:00', 'nine', '8.5']) expect(() => loadConfig({ RENEWAL_REMINDER_HOUR: bad })).toThrow(/RENEWAL_REMINDER_HOUR/);
  });

  it('send nothing 31 days before the end', async () => {
    at = new Date('2026-11-29T12:00:00Z'); // 11-29 20:00 in Shanghai, 04:00 in Los Angeles
    await run();
    expect(await sent()).toEqual([]);
  });

  it('send nothing on the day before the configured hour of the kindergarten’s clock', async () => {
    at = new Date('2026-11-30T23:59:00Z'); // 12-01 07:59 in Shanghai (30 days left); 11-30 15:59 in Los Angeles (31)
    await run();
    expect(await sent()).toEqual([]);
  });

  it("remind a kindergarten 30 days before, on its own day from the configured hour, with its children's memberships ending within 7 days, once", async () => {
    at = new Date('2026-12-01T00:00:00Z'); // 12-01 08:00 in Shanghai; 11-30 16:00 in Los Angeles (31 days left)
    await run();
    expect((await sent()).sort()).toEqual([`KG0001 service 30`, `KG0001 ${kids[0]!.name} 7`].sort());
    // A second run the same day, and a run an hour later, send nothing again.
    await run();
    at = new Date('2026-12-01T01:00:00Z');
    await run();
    expect(await sent()).toHaveLength(2);
    const [message, ...more] = await messagesOf('demo-kig');
    expect(more).toEqual([]);
    expect(message!.content).toContain(`本园的平台服务将于 ${END} 到期（还有 30 天），请及时续费。`);
    expect(message!.content).toContain(`以下幼儿的会员将在 7 天内到期，请提醒家长续费：\n${kids[0]!.name}：2026-12-08 到期`);
    expect(message!.content).not.toContain(kids[1]!.name);
    expect(message!.content).not.toContain(kids[2]!.name);
    expect(await messagesOf('demo-easy', '123456')).toEqual([]);
  });

  it('remind the kindergarten in Los Angeles once its own day has come, at the hour of its own clock', async () => {
    at = new Date('2026-12-01T09:00:00Z'); // 12-01 01:00 in Los Angeles: its day, not yet its hour
    await run();
    expect(await sent()).toHaveLength(2);
    at = new Date('2026-12-01T16:00:00Z'); // 12-01 08:00 in Los Angeles
    await run();
    expect((await sent()).slice(2)).toEqual(['KG0002 service 30']);
    const [message] = await messagesOf('demo-easy', '123456');
    expect(message!.content).toBe(`本园的平台服务将于 ${END} 到期（还有 30 天），请及时续费。`);
  });

  it("show operations when a child's membership end was last reminded", async () => {
    const ops = await ApiClient.as(t.app, 'demo-ops', 9);
    const list = await ops.ok(ops.get<{ records: MembershipStatusRow[] }>(`/agency/membership/status?kigId=${ids.KG0001}&pageSize=100`));
    const row = (i: number) => list.records.find((r) => r.studentId === kids[i]!.id)!;
    expect(row(0)).toMatchObject({ endDate: '2026-12-08', remindedAt: '2026-12-01T00:00:00.000Z' });
    expect(row(1)).toMatchObject({ endDate: '2026-12-20', remindedAt: null });
    expect(row(2)).toMatchObject({ endDate: '2027-01-05', remindedAt: null });
  });

  it('remind 7 and 1 days before, make up a day missed once, and send nothing once the service has ended', async () => {
    at = new Date('2026-12-13T02:00:00Z'); // 12-13 in Shanghai: the second child's membership ends within 7 days
    await run();
    expect((await sent()).slice(3)).toEqual([`KG0001 ${kids[1]!.name} 7`]);
    at = new Date('2026-12-24T00:00:00Z'); // 12-24 in Shanghai (7 days left); 12-23 in Los Angeles (8: its 30 days' was sent)
    await run();
    expect((await sent()).slice(4)).toEqual(['KG0001 service 7']);
    // 12-30 in Shanghai (1 day left; the renewed child's new period ends on 2027-01-05, within 7 days);
    // 12-29 in Los Angeles (2 days left: its 7 days' reminder, missed, is made up).
    at = new Date('2026-12-30T00:00:00Z');
    await run();
    expect((await sent()).slice(5).sort()).toEqual(['KG0001 service 1', `KG0001 ${kids[2]!.name} 7`, 'KG0002 service 7'].sort());
    at = new Date('2026-12-31T10:00:00Z'); // the last day in Los Angeles, 02:00: before its hour
    await run();
    expect(await sent()).toHaveLength(8);
    at = new Date('2026-12-31T16:00:00Z'); // 08:00 of the last day in Los Angeles: its 1 day's
    await run();
    at = new Date('2027-01-01T10:00:00Z'); // ended everywhere
    await run();
    await run();
    expect((await sent()).slice(8)).toEqual(['KG0002 service 1']);
    const texts = (await messagesOf('demo-easy', '123456')).map((m) => m.content);
    expect(texts).toEqual([
      `本园的平台服务将于今天（${END}）到期，请及时续费。`,
      `本园的平台服务将于 ${END} 到期（还有 2 天），请及时续费。`,
      `本园的平台服务将于 ${END} 到期（还有 30 天），请及时续费。`,
    ]);
  });
});
