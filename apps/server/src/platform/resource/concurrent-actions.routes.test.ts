import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedHealth } from '../../db/seed/health-seed.js';
import { HEALTH_CHECKS_BY_MONTH } from '../../db/partitioned-tables.js';
import { healthChecks } from '../../modules/health/health.tables.js';
import { type Answer, ApiClient, type Page } from '../../test/api-client.js';
import { grantPermissions } from '../../test/permissions.js';
import { raceOnRow } from '../../test/row-race.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ensureMonths } from '../partitions/monthly-partitions.js';

/**
 * The hand-written writes that decide from a row they read (a review, an authorisation, a reply, an
 * admission, a switch, a transition), each raced against itself in the database (see raceOnRow): the
 * second of two sent at once sees what the first did, nothing is written twice and nothing is lost.
 */
const PAIRS = 10;
let t: TestApp;
let kig: ApiClient;
let admin: ApiClient;
let expert: ApiClient;
let kigId: string;

type Rec = Record<string, unknown> & { id: string; updatedAt: string };
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const twice =
  <T>(send: () => Promise<T>) =>
  () => [send(), send()];

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001']);
  await seedHealth(t.database.db, 'KG0001', 'IN0001');
  kigId = await grantPermissions(t.database.db, 'KG0001', 3, [
    'health:check:view',
    'health:check:review',
    'health:message:view',
    'health:message:reply',
    'campus:enrollment:view',
    'campus:enrollment:add',
    'campus:enrollment:admit',
    'campus:class:view',
  ]);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  expert = await ApiClient.as(t.app, 'demo-expert', 7);
  // One abnormal morning check, as a machine would have sent it.
  const [child] = (await kig.ok(kig.post<Page<Rec>>('/campus/student/list', { pageSize: 1 }))).records;
  // Checks are partitioned by month: this past day's month is made as the device API would make it.
  await ensureMonths(t.database.db, HEALTH_CHECKS_BY_MONTH, ['2026-11']);
  await t.database.db.insert(healthChecks).values({
    kigId,
    studentId: child!.id,
    classId: child!.classId as string,
    session: 'morning',
    schoolDay: '2026-11-20',
    checkedAt: new Date('2026-11-20T00:30:00Z'),
    temperature: 381,
    abnormal: true,
    reasons: ['fever'],
    review: 'pending',
  });
});

/** A role of the platform's own, made for one test (never the signed-in administrator's). */
async function newRole(name: string): Promise<Rec> {
  const orgId = (await admin.ok(admin.get<{ baseId: string }>('/sys/login/get_info'))).baseId;
  return admin.ok(admin.post<Rec>('/system/role/save', { name, orgId, appType: 9 }));
}
afterAll(() => t.close());

describe('a teacher reviewing a check', () => {
  it(`is written over the version read: one of two reviews at once wins, ${PAIRS} times`, async () => {
    const [check] = (await kig.ok(kig.post<Page<Rec>>('/health/healthCheck/list', { pageSize: 1 }))).records;
    for (let pair = 0; pair < PAIRS; pair++) {
      const { updatedAt } = await kig.ok(kig.get<Rec>(`/health/healthCheck/get?id=${check!.id}`));
      const body = { id: check!.id, updatedAt, hand: pair % 2 ? 'normal' : 'rash', note: `第${pair}次` };
      const answers = await raceOnRow(
        t,
        check!.id,
        twice(() => kig.post('/health/healthCheck/review', body)),
      );
      expect(statuses(answers), JSON.stringify(answers)).toEqual([200, 409]);
    }
    expect((await kig.post('/health/healthCheck/review', { id: check!.id, hand: 'rash' })).data).toEqual([
      { field: 'updatedAt', message: "The record's version is missing: open it again, then save" },
    ]);
  });
});

describe("a role's authorisation", () => {
  it(`is written over the role's version: one of two at once wins and its menus stand alone, ${PAIRS} times`, async () => {
    const role = await newRole('并发授权');
    const first = await admin.ok(admin.get<{ updatedAt: string; tree: { id: string }[] }>(`/system/role/authorization?id=${role!.id}`));
    const [a, b] = first.tree.map((n) => n.id);
    for (let pair = 0; pair < PAIRS; pair++) {
      const { updatedAt } = await admin.ok(admin.get<{ updatedAt: string }>(`/system/role/authorization?id=${role!.id}`));
      const answers = await raceOnRow(t, role!.id, () => [
        admin.post('/system/role/authorize', { id: role!.id, updatedAt, menuIds: [a] }),
        admin.post('/system/role/authorize', { id: role!.id, updatedAt, menuIds: [b] }),
      ]);
      expect(statuses(answers), JSON.stringify(answers)).toEqual([200, 409]);
      const held = await admin.ok(admin.get<{ menuIds: string[] }>(`/system/role/authorization?id=${role!.id}`));
      expect(held.menuIds).toHaveLength(1);
    }
  });
});

describe("a doctor's message", () => {
  it(`is answered once: of two replies at once the second is refused, ${PAIRS} times`, async () => {
    const checks = (await expert.ok(expert.post<Page<Rec>>('/health/healthCheck/list', { pageSize: 1 }))).records;
    expect(checks.length).toBe(1);
    for (let pair = 0; pair < PAIRS; pair++) {
      const { id } = await expert.ok(expert.post<{ id: string }>('/health/doctorMessage/write', { checkId: checks[0]!.id, content: `建议观察${pair}` }));
      const answers = await raceOnRow(t, id, () => [
        kig.post('/health/doctorMessage/reply', { id, reply: '已知悉，甲' }),
        kig.post('/health/doctorMessage/reply', { id, reply: '已知悉，乙' }),
      ]);
      expect(statuses(answers), JSON.stringify(answers)).toEqual([200, 422]);
      const stored = await kig.ok(kig.get<Rec>(`/health/doctorMessage/get?id=${id}`));
      const winner = answers.findIndex((x) => x.status === 200);
      expect(stored.reply).toBe(winner === 0 ? '已知悉，甲' : '已知悉，乙');
    }
  });
});

describe('an admission', () => {
  it(`makes one student: of two admissions of one child at once the second is refused, ${PAIRS} times`, async () => {
    const [klass] = (await kig.ok(kig.post<Page<Rec>>('/campus/class/list', { pageSize: 1 }))).records;
    for (let pair = 0; pair < PAIRS; pair++) {
      const child = await kig.ok(kig.post<Rec>('/campus/enrollment/save', { childName: '吴小', kigId, birthDate: '2023-05-01', parentName: '吴大', parentPhone: '13112345678' }));
      const admit = (studentNumber: string) => kig.post('/campus/enrollment/admit', { id: child.id, classId: klass!.id, studentNumber, enrolDate: '2026-09-01' });
      const answers = await raceOnRow(t, child.id, () => [admit(`R${pair}A`), admit(`R${pair}B`)]);
      expect(statuses(answers), JSON.stringify(answers)).toEqual([200, 422]);
      const made = await kig.ok(kig.post<Page<Rec>>('/campus/student/list', { studentNumber: `R${pair}`, pageSize: 10 }));
      expect(made.total).toBe(1);
    }
  });
});

describe('switching a dictionary entry', () => {
  it(`counts both of two switches at once (none is lost), ${PAIRS} times`, async () => {
    const [entry] = (await admin.ok(admin.post<Page<Rec>>('/system/dictionary/list', { pageSize: 1 }))).records;
    for (let pair = 0; pair < PAIRS; pair++) {
      const before = await admin.ok(admin.get<Rec>(`/system/dictionary/get?id=${entry!.id}`));
      const answers = await raceOnRow(
        t,
        entry!.id,
        twice(() => admin.get(`/api/dictionary/isActivated/${entry!.id}`)),
      );
      expect(statuses(answers)).toEqual([200, 200]);
      const after = await admin.ok(admin.get<Rec>(`/system/dictionary/get?id=${entry!.id}`));
      expect(after.status).toBe(before.status);
    }
  });
});

describe('a declared transition', () => {
  it(`moves a row once: of two at once from one status the second is refused, ${PAIRS} times`, async () => {
    const role = await newRole('并发停用');
    for (let pair = 0; pair < PAIRS; pair++) {
      const answers = await raceOnRow(
        t,
        role!.id,
        twice(() => admin.post('/system/role/disable', { id: role!.id })),
      );
      expect(statuses(answers), JSON.stringify(answers)).toEqual([200, 422]);
      await admin.ok(admin.post('/system/role/enable', { id: role!.id }));
    }
  });
});
