import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { seedHealth } from '../../db/seed/health-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { activatedCheckMachine } from '../../test/check-machine.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { students } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

let t: TestApp;
let kig1: ApiClient;
let kig2: ApiClient;
let expert: ApiClient;
let institution: ApiClient;
let kig1Id: string;
let kig2Id: string;
let instId: string;

type Check = { id: string; kigId: string; abnormal: boolean; studentId: string };
type Message = { id: string; content: string; reply: string | null; state: string; kigId: string; studentId: string; _labels: Record<string, string> };
type Option = { value: string; label: string };

const machineFor = (ops: ApiClient, code: string) => activatedCheckMachine(t.app, ops, code, `CHK-${code}`);

async function checksFor(kigId: string, token: string) {
  const kids = await t.database.db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigId)).orderBy(asc(students.studentNumber)).limit(3);
  const temps = [36.6, 38.2, 37.6];
  const res = await t.app.inject({
    method: 'POST',
    url: '/device/v1/health/checks',
    headers: { authorization: `Device ${token}` },
    payload: {
      checks: kids.map((k, i) => ({ recordId: `s-${i}`, method: 'card', credential: k.cardNo, session: 'morning', time: new Date().toISOString(), temperature: temps[i] })),
    },
  });
  expect(res.json()).toMatchObject({ data: { accepted: 3 } });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await seedHealth(db, 'KG0001', 'IN0001');
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kig1Id = orgs.find((o) => o.code === 'KG0001')!.id;
  kig2Id = orgs.find((o) => o.code === 'KG0002')!.id;
  instId = orgs.find((o) => o.code === 'IN0001')!.id;
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig1 = await ApiClient.as(t.app, 'demo-kig', 3);
  kig2 = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  expert = await ApiClient.as(t.app, 'demo-expert', 7);
  institution = await ApiClient.as(t.app, 'demo-inst', 6);
  await checksFor(kig1Id, await machineFor(ops, 'KG0001'));
  await checksFor(kig2Id, await machineFor(ops, 'KG0002'));
});
afterAll(() => t.close());

describe('the specialist abnormal list', () => {
  it('shows an expert and its institution the abnormal checks of contracted kindergartens, and only those', async () => {
    for (const client of [expert, institution]) {
      const list = await client.ok(client.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }));
      expect(list.total).toBe(2);
      expect(list.records.every((c) => c.kigId === kig1Id && c.abnormal)).toBe(true);
    }
    const kigOwn = await kig1.ok(kig1.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }));
    expect(kigOwn.total).toBe(3);
  });

  it('ends with the contract: a disabled contract shows nothing', async () => {
    const [contract] = (await kig1.ok(kig1.post<Page<{ id: string }>>('/health/medicalContract/list', {}))).records;
    await kig1.ok(kig1.post('/health/medicalContract/disable', { id: contract!.id }));
    expect((await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', {}))).total).toBe(0);
    await kig1.ok(kig1.post('/health/medicalContract/enable', { id: contract!.id }));
    expect((await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', {}))).total).toBe(2);
  });

  it('institutions are a directory any kindergarten can pick from; other organisations stay out of reach', async () => {
    const institutions = await kig2.ok(kig2.get<{ value: string; label: string }[]>('/system/organization/options?kind=institution'));
    expect(institutions.map((o) => o.value)).toEqual([instId]);
    const kindergartens = await kig2.ok(kig2.get<{ value: string }[]>('/system/organization/options?kind=kindergarten'));
    expect(kindergartens.map((o) => o.value)).toEqual([kig2Id]);
  });

  it('a contract names an institution, and ends after it begins', async () => {
    expect(await kig2.post('/health/medicalContract/save', { institutionId: kig1Id, beginDate: '2026-09-01', endDate: '2027-08-31' })).toMatchObject({
      status: 400,
      data: [{ field: 'institutionId' }],
    });
    expect(await kig2.post('/health/medicalContract/save', { institutionId: instId, beginDate: '2027-09-01', endDate: '2027-08-31' })).toMatchObject({
      status: 400,
      data: [{ field: 'endDate' }],
    });
  });
});

describe('doctor messages', () => {
  it('an expert writes about a visible abnormal check; the kindergarten reads and answers it', async () => {
    const [check] = (await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', {}))).records;
    await expert.ok(expert.post('/health/doctorMessage/write', { checkId: check!.id, content: '建议居家观察' }));
    const inbox = await kig1.ok(kig1.post<Page<Message>>('/health/doctorMessage/list', {}));
    expect(inbox.records).toEqual([expect.objectContaining({ content: '建议居家观察', state: 'open', studentId: check!.studentId })]);
    // The doctor is named as a person (the account's name), not by the login.
    expect(inbox.records[0]!._labels.authorId).toBe('吴强');
    await kig1.ok(kig1.post('/health/doctorMessage/reply', { id: inbox.records[0]!.id, reply: '已通知家长' }));
    const sent = await expert.ok(expert.post<Page<Message>>('/health/doctorMessage/list', {}));
    expect(sent.records[0]).toMatchObject({ reply: '已通知家长', state: 'answered' });
    expect((await kig1.post('/health/doctorMessage/reply', { id: inbox.records[0]!.id, reply: '再次' })).status).toBe(422);
  });

  it('nobody else reads them, and an expert cannot write about a kindergarten that does not contract it', async () => {
    expect((await kig2.ok(kig2.post<Page<Message>>('/health/doctorMessage/list', {}))).total).toBe(0);
    const [theirs] = (await kig2.ok(kig2.post<Page<Check>>('/health/healthCheck/list', { abnormal: true }))).records;
    expect((await expert.post('/health/doctorMessage/write', { checkId: theirs!.id, content: 'x' })).status).toBe(404);
    expect((await kig1.post('/health/doctorMessage/write', { checkId: theirs!.id, content: 'x' })).status).toBe(403);
    expect(await expert.post('/health/doctorMessage/write', { checkId: theirs!.id, content: '' })).toMatchObject({ status: 400, data: [{ field: 'content' }] });
    expect((await expert.get(`/health/healthCheck/detail?id=${theirs!.id}`)).status).toBe(404);
  });
});

describe('the abnormal list by kindergarten and child', () => {
  it('offers an institution the kindergartens that contract it and the children of the checks it sees, nothing more', async () => {
    const [otherChild] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.kigId, kig2Id)).limit(1);
    for (const client of [expert, institution]) {
      const kindergartens = await client.ok(client.get<Option[]>('/system/organization/options?kind=kindergarten'));
      expect(kindergartens.map((o) => o.value)).toEqual([kig1Id]);
      const seen = (await client.ok(client.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }))).records;
      const children = await client.ok(client.get<Option[]>('/campus/student/options'));
      expect(children.map((o) => o.value).sort()).toEqual([...new Set(seen.map((c) => c.studentId))].sort());
      expect(await client.ok(client.get<Option[]>(`/campus/student/options?kigId=${kig1Id}`))).toEqual(children);
      // Out of reach, asked by id: answered as nothing, like an id that names nothing.
      expect(await client.ok(client.get<Option[]>(`/campus/student/options?ids=${otherChild!.id}`))).toEqual([]);
      expect(await client.ok(client.get<Option[]>(`/system/organization/options?kind=kindergarten&ids=${kig2Id}`))).toEqual([]);
      // Its own organisations stay what its other pickers offer.
      const own = await client.ok(client.get<Option[]>('/system/organization/options'));
      expect(own.map((o) => o.value)).not.toContain(kig1Id);
    }
    // A kindergarten's pickers are its own, as before.
    expect((await kig2.ok(kig2.get<Option[]>('/campus/student/options'))).length).toBeGreaterThan(0);
    expect(await kig2.ok(kig2.get<Option[]>(`/campus/student/options?ids=${(await expert.ok(expert.get<Option[]>('/campus/student/options')))[0]!.value}`))).toEqual([]);
  });

  it('lists the checks of the chosen kindergarten and child, and none of one out of reach', async () => {
    const all = (await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', { pageSize: 100 }))).records;
    const child = all[0]!.studentId;
    const ofChild = await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', { studentId: child, pageSize: 100 }));
    expect(ofChild.total).toBe(all.filter((c) => c.studentId === child).length);
    expect(ofChild.records.every((c) => c.studentId === child)).toBe(true);
    expect((await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', { kigId: kig1Id }))).total).toBe(all.length);
    expect((await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', { kigId: kig2Id }))).total).toBe(0);
    const [theirs] = (await kig2.ok(kig2.post<Page<Check>>('/health/healthCheck/list', {}))).records;
    expect((await expert.ok(expert.post<Page<Check>>('/health/healthCheck/list', { studentId: theirs!.studentId }))).total).toBe(0);
  });
});
