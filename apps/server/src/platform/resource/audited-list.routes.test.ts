import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { students, terms } from '../../modules/campus/campus.tables.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLogs } from '../audit/audit.table.js';
import { organisations } from '../tenancy/organization.table.js';

/**
 * A list of children's health data writes its audit row (PIPL) in the statement that reads the page:
 * the row exists exactly when the page was read, says who read what and how many rows, and is
 * committed before the answer leaves.
 */
let t: TestApp;
let kig: ApiClient;
let kigId: string;
let otherKigId: string;
let child: string;
let me: { userId: string; userName: string; orgId: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  otherKigId = orgs.find((o) => o.code === 'KG0002')!.id;
  child = (await db.select({ id: students.id }).from(students).where(eq(students.kigId, kigId)).limit(1))[0]!.id;
  const term = (await db.select({ id: terms.id }).from(terms).where(eq(terms.kigId, kigId)).limit(1))[0]!.id;
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  for (const [measuredOn, height] of [
    ['2026-09-01', 1040],
    ['2026-10-01', 1046],
    ['2026-11-01', 1052],
  ] as const) {
    await kig.ok(kig.post('/health/measurement/save', { studentId: child, termId: term, measuredOn, height, weight: 176 }));
  }
  const info = await kig.ok(kig.get<{ id: string; userName: string; baseId: string }>('/sys/login/get_info'));
  me = { userId: info.id, userName: info.userName, orgId: info.baseId };
});
afterAll(() => t.close());

const readsOf = () =>
  t.database.db
    .select({
      userId: auditLogs.userId,
      userName: auditLogs.userName,
      orgId: auditLogs.orgId,
      ip: auditLogs.ip,
      action: auditLogs.action,
      resource: auditLogs.resource,
      resourceId: auditLogs.resourceId,
      result: auditLogs.result,
      detail: auditLogs.detail,
    })
    .from(auditLogs)
    .where(eq(auditLogs.resource, 'measurement'))
    .orderBy(auditLogs.id);

/** Lists once (the session already in memory) and gives the page, the statements it ran and the audit rows it left. */
async function listed(body: object) {
  const before = await readsOf();
  const statements = t.database.statements();
  const page = await kig.ok(kig.post<Page<{ measuredOn: string }>>('/health/measurement/list', body));
  const ran = t.database.statements() - statements;
  return { page, ran, written: (await readsOf()).slice(before.length) };
}

describe('an audited list', () => {
  it('reads its page and writes its audit row in one statement, with who read, the query and the rows read', async () => {
    await kig.ok(kig.get('/sys/login/get_info'));
    const first = await listed({ pageSize: 2 });
    expect(first.page).toMatchObject({ total: 3, pageNumber: 1, pageSize: 2 });
    expect(first.page.records.map((r) => r.measuredOn)).toEqual(['2026-11-01', '2026-10-01']);
    expect(first.ran).toBe(1);
    const row = { ...me, ip: '127.0.0.1', action: 'view', resource: 'measurement', resourceId: null, result: 'ok' };
    expect(first.written).toEqual([{ ...row, detail: { query: { pageNumber: 1, pageSize: 2 }, rows: 2 } }]);

    const filtered = await listed({ pageNumber: 2, pageSize: 2, studentId: child, measuredOn: ['2026-09-01', '2026-12-31'] });
    expect(filtered.page.records.map((r) => r.measuredOn)).toEqual(['2026-09-01']);
    expect(filtered.page.total).toBe(3);
    expect(filtered.ran).toBe(1);
    expect(filtered.written).toEqual([{ ...row, detail: { query: { pageNumber: 2, pageSize: 2, studentId: child, measuredOn: ['2026-09-01', '2026-12-31'] }, rows: 1 } }]);
  });

  it('past the last page reads no row, says so in its audit row, and counts the total in the same statement', async () => {
    const past = await listed({ pageNumber: 9, pageSize: 2 });
    expect(past.page).toMatchObject({ records: [], total: 3 });
    expect(past.ran).toBe(1);
    expect(past.written.map((r) => r.detail)).toEqual([{ query: { pageNumber: 9, pageSize: 2 }, rows: 0 }]);
  });

  it('refused (another kindergarten asked for) reads nothing and writes no audit row', async () => {
    const before = (await readsOf()).length;
    expect((await kig.post('/health/measurement/list', { kigId: otherKigId })).status).toBe(404);
    expect((await readsOf()).length).toBe(before);
  });

  it('leaves the session and its permissions in memory (its audit row changes no access)', async () => {
    await kig.ok(kig.post('/health/measurement/list', {}));
    const statements = t.database.statements();
    await kig.ok(kig.get('/sys/login/get_info'));
    expect(t.database.statements()).toBe(statements);
  });
});
