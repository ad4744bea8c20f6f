import type { ManualCheckPage } from '@kg/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { activatedCheckMachine, machineCheck, sendChecks } from '../../test/check-machine.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';

/**
 * Operations' manual check (issue 18): the checks of every kindergarten waiting for review, for the
 * platform's own reviewers. Checks arrive from a check machine in KG0001 and one in KG0002 on a day
 * of their own; operations list those pending (and only those), review one through the kindergarten's
 * own review call (the same version, rules and audit), and it leaves the queue; two reviewers of one
 * check: one wins, the other is told (409). Kindergartens and groups are refused the queue.
 */
const DAY = '2026-09-14';
const random = '019a0000-0000-7000-8000-000000000000';
let t: TestApp;
let ops: ApiClient;
let kig: ApiClient;
let easy: ApiClient;
let group: ApiClient;
const kigIds: Record<string, string> = {};
/** The checks sent, by the machine's record id. */
const ids: Record<string, string> = {};

type Check = { id: string; updatedAt: string; review: string; reviewedBy: string | null; kigId: string };
const queue = (client: ApiClient, body: object = {}) => client.post<ManualCheckPage>('/operations/manualCheck/list', { day: DAY, pageSize: 100, ...body });
const queued = async (body: object = {}) => (await ops.ok(queue(ops, body))).records.map((r) => r.id).sort();

const checkMachine = (code: string, serialNo: string) => activatedCheckMachine(t.app, ops, code, serialNo);

async function send(token: string, checks: object[]) {
  expect((await sendChecks(t.app, token, checks)).json()).toMatchObject({ code: 200, data: { accepted: checks.length } });
}

const check = (recordId: string, cardNo: string, temperature: number, more: object = {}) => machineCheck(DAY, recordId, cardNo, temperature, more);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  for (const o of await db.select({ id: organisations.id, code: organisations.code }).from(organisations)) kigIds[o.code] = o.id;
  const cards = async (code: string) =>
    (await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigIds[code]!)).orderBy(asc(students.studentNumber)).limit(4)).map((s) => s.cardNo!);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  easy = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
  const [one, two] = [await cards('KG0001'), await cards('KG0002')];
  await send(await checkMachine('KG0001', 'MC-OPS-0001'), [
    check('a-fever', one[0]!, 38.4),
    check('a-clear', one[1]!, 36.6),
    check('a-unclear', one[2]!, 36.5, { unclear: true, session: 'afternoon', time: `${DAY}T06:10:00Z` }),
  ]);
  await send(await checkMachine('KG0002', 'MC-OPS-0002'), [check('b-fever', two[0]!, 37.9, { mouth: 'ulcer' })]);
  const { healthChecks } = await import('../health/health.tables.js');
  for (const r of await db
    .select({ id: healthChecks.id, kigId: healthChecks.kigId, temperature: healthChecks.temperature, session: healthChecks.session })
    .from(healthChecks)
    .where(eq(healthChecks.schoolDay, DAY))) {
    const code = r.kigId === kigIds.KG0001 ? 'a' : 'b';
    const name = r.session === 'afternoon' ? 'unclear' : r.temperature === 366 ? 'clear' : 'fever';
    ids[`${code}-${name}`] = r.id;
  }
}, 240_000);
afterAll(() => t.close());

describe('the manual check queue', () => {
  it("lists every kindergarten's checks waiting for review, and only those, with the kindergarten, child and photos", async () => {
    expect(await queued()).toEqual([ids['a-fever'], ids['a-unclear'], ids['b-fever']].sort());
    const page = await ops.ok(queue(ops));
    expect(page.total).toBe(3);
    const fever = page.records.find((r) => r.id === ids['b-fever'])!;
    expect(fever).toMatchObject({ kigId: kigIds.KG0002, schoolDay: DAY, session: 'morning', temperature: 379, reasons: ['fever', 'mouth'], photos: [] });
    expect(fever.kigName).toBeTruthy();
    expect(fever.studentName).toBeTruthy();
    // Newest first.
    expect(page.records[0]!.id).toBe(ids['a-unclear']);
    // The read of children's checks is audited.
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'healthCheckPhotos'), eq(auditLogs.action, 'view')))
      .orderBy(desc(auditLogs.at))
      .limit(1);
    expect(audit).toMatchObject({ userName: 'demo-ops', detail: { queue: 'manualCheck', day: DAY, rows: 3 } });
  });

  it('filters by kindergarten, day and session, and pages', async () => {
    expect(await queued({ kigId: kigIds.KG0001 })).toEqual([ids['a-fever'], ids['a-unclear']].sort());
    expect(await queued({ kigId: kigIds.KG0002, session: 'morning' })).toEqual([ids['b-fever']]);
    expect(await queued({ session: 'afternoon' })).toEqual([ids['a-unclear']]);
    expect(await queued({ day: '2026-09-13' })).toEqual([]);
    // A kindergarten that does not exist answers as one with nothing waiting.
    expect(await ops.ok(queue(ops, { kigId: random }))).toMatchObject({ records: [], total: 0 });
    const second = await ops.ok(queue(ops, { pageSize: 2, pageNumber: 2 }));
    expect(second).toMatchObject({ total: 3, pageNumber: 2, pageSize: 2 });
    expect(second.records).toHaveLength(1);
    expect((await queue(ops, { day: '2026-02-30', kigId: 'KG0001', session: 'noon' })).status).toBe(400);
  });

  it('is refused to kindergartens and groups', async () => {
    for (const client of [kig, easy, group]) expect((await queue(client)).status).toBe(403);
  });

  it("is reviewed by the kindergarten's review call: the check leaves the queue, the review is audited and the kindergarten sees it", async () => {
    const before = await easy.ok(easy.post<Page<Check>>('/health/healthCheck/list', { schoolDay: [DAY, DAY], pageSize: 10 }));
    expect(before.records.map((r) => [r.id, r.review])).toEqual([[ids['b-fever'], 'pending']]);
    const detail = await ops.ok(ops.get<{ record: Check; photos: string[] }>(`/health/healthCheck/detail?id=${ids['b-fever']}`));
    const reviewed = await ops.ok(ops.post<Check>('/health/healthCheck/review', { id: ids['b-fever'], updatedAt: detail.record.updatedAt, note: '已电话联系家长' }));
    expect(reviewed).toMatchObject({ review: 'confirmed', reviewNote: '已电话联系家长' });
    expect(await queued()).toEqual([ids['a-fever'], ids['a-unclear']].sort());
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'healthCheck'), eq(auditLogs.action, 'review'), eq(auditLogs.resourceId, ids['b-fever']!)));
    expect(audit).toMatchObject({ userName: 'demo-ops', result: 'ok' });
    // The kindergarten's own list shows its check reviewed; the other kindergarten's list is as it was.
    const after = await easy.ok(easy.post<Page<Check>>('/health/healthCheck/list', { schoolDay: [DAY, DAY], pageSize: 10 }));
    expect(after.records.map((r) => [r.id, r.review])).toEqual([[ids['b-fever'], 'confirmed']]);
    const own = await kig.ok(kig.post<Page<Check>>('/health/healthCheck/list', { schoolDay: [DAY, DAY], review: 'pending', pageSize: 10 }));
    expect(own.records.map((r) => r.id).sort()).toEqual([ids['a-fever'], ids['a-unclear']].sort());
    // A kindergarten still cannot read another's check, whoever reviewed it.
    expect((await kig.get(`/health/healthCheck/detail?id=${ids['b-fever']}`)).status).toBe(404);
  });

  it('two reviewers of one check: one wins, the other is told it changed meanwhile', async () => {
    const { record } = await ops.ok(ops.get<{ record: Check }>(`/health/healthCheck/detail?id=${ids['a-fever']}`));
    const second = await ApiClient.as(t.app, 'demo-ops', 9);
    const answers = await Promise.all([
      ops.post('/health/healthCheck/review', { id: record.id, updatedAt: record.updatedAt, note: '复核一' }),
      second.post('/health/healthCheck/review', { id: record.id, updatedAt: record.updatedAt, temperature: 372 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await queued()).toEqual([ids['a-unclear']]);
  });

  it("refuses a check that is not waiting (clear and sure), and another tenant's id answers as a random one", async () => {
    const { record } = await ops.ok(ops.get<{ record: Check }>(`/health/healthCheck/detail?id=${ids['a-clear']}`));
    expect(record.review).toBe('auto');
    expect((await ops.post('/health/healthCheck/review', { id: record.id, updatedAt: record.updatedAt, hand: 'rash' })).status).toBe(422);
    // A kindergarten's session reviewing another's check, and anyone reviewing a random id: the same not-found.
    const foreign = await easy.post('/health/healthCheck/review', { id: ids['a-unclear'], updatedAt: record.updatedAt });
    const none = await easy.post('/health/healthCheck/review', { id: random, updatedAt: record.updatedAt });
    expect([foreign.status, none.status]).toEqual([404, 404]);
    expect(foreign.txt).toBe(none.txt);
  });
});
