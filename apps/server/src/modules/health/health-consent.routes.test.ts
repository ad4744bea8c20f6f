import { currentConsentText } from '@kg/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedHealth } from '../../db/seed/health-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { activatedCheckMachine, sendChecks } from '../../test/check-machine.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { parentStudents, students } from '../campus/campus.tables.js';
import { consents } from '../campus/consent.table.js';
import { recordFamilyConsent } from '../campus/consent.service.js';

const VERSION = currentConsentText('healthChecks').version;
let t: TestApp;
let kig: ApiClient;
let expert: ApiClient;
let institution: ApiClient;
let kigId: string;
/** Three children of KG0001 with an abnormal check each (and one with a normal check). */
let kids: { id: string; cardNo: string; parentId: string }[];

type Check = { id: string; studentId: string };
type Message = { id: string; studentId: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  await seedHealth(db, 'KG0001', 'IN0001');
  kigId = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0001')))[0]!.id;
  kids = (await db
    .select({ id: students.id, cardNo: students.cardNo, parentId: parentStudents.parentId })
    .from(students)
    .innerJoin(parentStudents, and(eq(parentStudents.kigId, students.kigId), eq(parentStudents.studentId, students.id)))
    .where(eq(students.kigId, kigId))
    .orderBy(asc(students.studentNumber))
    .limit(3)) as typeof kids;
  // The seed's decisions are set aside: each child here starts with none, and the test decides.
  await db.delete(consents).where(eq(consents.kigId, kigId));
  for (const kid of kids.slice(0, 2)) await decide(kid, 'given');
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  expert = await ApiClient.as(t.app, 'demo-expert', 7);
  institution = await ApiClient.as(t.app, 'demo-inst', 6);
  const token = await activatedCheckMachine(t.app, ops, 'KG0001', 'HC-CONSENT');
  const res = await sendChecks(
    t.app,
    token,
    kids.map((k, i) => ({ recordId: `hc-${i}`, method: 'card', credential: k.cardNo, session: 'morning', time: new Date().toISOString(), temperature: 38.2 })),
  );
  expect(res.json()).toMatchObject({ data: { accepted: 3 } });
}, 180_000);
afterAll(() => t.close());

async function decide(kid: { id: string; parentId: string }, decision: 'given' | 'withdrawn') {
  await recordFamilyConsent(
    t.database.db,
    t.app.jobs,
    { parentId: kid.parentId, kigId, ip: '127.0.0.1' },
    { studentId: kid.id, purpose: 'healthChecks', decision, textVersion: VERSION },
  );
}

const seen = async (client: ApiClient) => new Set((await client.ok(client.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }))).records.map((c) => c.studentId));

describe("health-check consent: a child's checks leave the kindergarten only with it", () => {
  it('the kindergarten checks and sees every child, consent or not: the morning check goes on', async () => {
    const own = await seen(kig);
    for (const kid of kids) expect(own.has(kid.id)).toBe(true);
    expect(await kig.ok(kig.get<{ withheld: number }>('/health/healthCheck/withheld'))).toEqual({ withheld: 0 });
  });

  it('an expert and its institution see the children whose consent is given, and are told how many are withheld', async () => {
    for (const client of [expert, institution]) {
      const theirs = await seen(client);
      expect(theirs.has(kids[0]!.id)).toBe(true);
      expect(theirs.has(kids[1]!.id)).toBe(true);
      // No decision yet: not given.
      expect(theirs.has(kids[2]!.id)).toBe(false);
      expect(await client.ok(client.get<{ withheld: number }>('/health/healthCheck/withheld'))).toEqual({ withheld: 1 });
    }
  });

  it('an expert cannot write about a child without consent: its check answers as a random id', async () => {
    const own = (await kig.ok(kig.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }))).records;
    const withheld = own.find((c) => c.studentId === kids[2]!.id)!;
    expect((await expert.post('/health/doctorMessage/write', { checkId: withheld.id, content: '建议复查' })).status).toBe(404);
  });

  it('a withdrawal takes effect at once: the checks and the messages already written leave the expert', async () => {
    const consenting = (await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }))).records.find((c) => c.studentId === kids[1]!.id)!;
    await expert.ok(expert.post('/health/doctorMessage/write', { checkId: consenting.id, content: '建议多喝水' }));
    const before = await expert.ok(expert.post<Page<Message>>('/health/doctorMessage/list', {}));
    expect(before.records.map((m) => m.studentId)).toEqual([kids[1]!.id]);

    await decide(kids[1]!, 'withdrawn');
    const theirs = await seen(expert);
    expect(theirs.has(kids[1]!.id)).toBe(false);
    expect(theirs.has(kids[0]!.id)).toBe(true);
    expect(await expert.ok(expert.get<{ withheld: number }>('/health/healthCheck/withheld'))).toEqual({ withheld: 2 });
    expect((await expert.ok(expert.post<Page<Message>>('/health/doctorMessage/list', {}))).total).toBe(0);
    expect((await expert.post('/health/doctorMessage/write', { checkId: consenting.id, content: '再次' })).status).toBe(404);
    // The kindergarten keeps its own message about its child.
    expect((await kig.ok(kig.post<Page<Message>>('/health/doctorMessage/list', {}))).records.map((m) => m.studentId)).toEqual([kids[1]!.id]);
  });

  it('given again, the child is back with the expert', async () => {
    await decide(kids[1]!, 'given');
    expect((await seen(expert)).has(kids[1]!.id)).toBe(true);
    expect((await expert.ok(expert.post<Page<Message>>('/health/doctorMessage/list', {}))).total).toBe(1);
  });
});
