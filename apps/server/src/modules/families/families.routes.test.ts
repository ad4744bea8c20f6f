import type { FamilyLoginResult, FamilyMe } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { DEMO_FAMILY_PASSWORD, seedFamilies } from '../../db/seed/families-seed.js';
import { ApiClient, type Answer } from '../../test/api-client.js';
import { createTestApp, envelope, type TestApp } from '../../test/test-app.js';
import { parents, parentStudents, students } from '../campus/campus.tables.js';
import { hashPassword } from '../../platform/passwords.js';
import { hashToken } from '../../platform/tokens.js';
import { familyAccounts, familySessions } from './family-account.tables.js';

/** The parents' app's own credential and context (`/app/v1`), through the real server. */
let t: TestApp;
let phones: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCampus(t.database.db, ['KG0001', 'KG0002']);
  phones = new Map((await seedFamilies(t.database.db)).map((f) => [f.student, f.phone]));
  // The phones the README gives to try.
  expect([phones.get('KG0001-001'), phones.get('KG0001-002')]).toEqual(['13600000001', '13600000002']);
}, 60_000);
afterAll(() => t.close());

async function login(phone: string, password: string, remoteAddress = '127.0.0.1'): Promise<Answer<FamilyLoginResult> & { retryAfter?: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/app/v1/auth/login?lang=en_US', payload: { phone, password }, remoteAddress });
  return { status: res.statusCode, ...(envelope(res) as Omit<Answer<FamilyLoginResult>, 'status'>), retryAfter: res.headers['retry-after'] as string | undefined };
}

async function family(student: string, password = DEMO_FAMILY_PASSWORD): Promise<ApiClient> {
  const answer = await login(phones.get(student)!, password);
  expect(answer.code, answer.txt).toBe(200);
  return new ApiClient(t.app, answer.data.token);
}

const kigCodes = (me: FamilyMe) => me.kindergartens.map((k) => k.code).sort();

describe('signing in', () => {
  it('answers a token for the right phone and password, and the family its own children', async () => {
    const answer = await login(phones.get('KG0001-002')!, DEMO_FAMILY_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.data.passwordChange).toBeNull();
    expect(new Date(answer.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const client = new ApiClient(t.app, answer.data.token);
    const me = await client.ok(client.get<FamilyMe>('/app/v1/me'));
    expect(me.phone).toBe(phones.get('KG0001-002'));
    expect(me.children.map((c) => c.kindergarten.name)).toHaveLength(1);
    expect(kigCodes(me)).toEqual(['KG0001']);
    expect(me.children[0]!.class.name).toMatch(/班$/);
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    const wrong = await login(phones.get('KG0002-002')!, 'Wrong_1234');
    const unknown = await login('13999999999', DEMO_FAMILY_PASSWORD);
    expect([wrong.status, wrong.txt]).toEqual([422, 'Wrong phone number or password']);
    expect([unknown.status, unknown.txt, unknown.data]).toEqual([wrong.status, wrong.txt, wrong.data]);
  });

  it('refuses a phone that is not one, with the field', async () => {
    const answer = await login('12345', 'x');
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual([{ field: 'phone', message: 'Enter a valid mobile or landline number' }]);
  });

  it('locks a phone after its failures, even to the right password, with Retry-After', async () => {
    // A family of its own, so that no other case's failures count.
    const [parent] = await t.database.db
      .select({ phone: parents.phone })
      .from(parents)
      .innerJoin(parentStudents, and(eq(parentStudents.kigId, parents.kigId), eq(parentStudents.parentId, parents.id)))
      .innerJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId)))
      .where(eq(students.studentNumber, 'KG0002-003'));
    await t.database.db.insert(familyAccounts).values({ phone: parent!.phone, passwordHash: await hashPassword(DEMO_FAMILY_PASSWORD), mustChangePassword: false });
    const answers: number[] = [];
    for (let i = 0; i < t.config.loginThrottle.maxUserFailures; i++) answers.push((await login(parent!.phone, `Wrong_${i}000`, '10.9.8.7')).status);
    expect(answers).toEqual(answers.map(() => 422));
    const locked = await login(parent!.phone, DEMO_FAMILY_PASSWORD, '10.9.8.6');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
  });
});

describe('a token', () => {
  it('ends when the family signs out', async () => {
    const client = await family('KG0001-001');
    await client.ok(client.get('/app/v1/me'));
    await client.ok(client.post('/app/v1/auth/logout'));
    expect((await client.get('/app/v1/me')).status).toBe(401);
  });

  it('is refused once expired, saying so', async () => {
    const client = await family('KG0001-001');
    await t.database.db
      .update(familySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familySessions.tokenHash, hashToken(client.token!)));
    const answer = await client.get('/app/v1/me');
    expect([answer.status, answer.txt]).toEqual([401, 'Your session has expired, please sign in again']);
  });

  it('of staff opens no family, and a family’s no staff route', async () => {
    const staff = await ApiClient.as(t.app, 'demo-kig', 3);
    expect((await staff.get('/app/v1/me')).status).toBe(401);
    const client = await family('KG0001-001');
    expect((await client.get('/sys/login/get_info')).status).toBe(401);
    expect((await client.post('/campus/parent/list', {})).status).toBe(401);
    expect((await client.post('/campus/parent/familyPassword', { id: crypto.randomUUID() })).status).toBe(401);
  });
});

describe('what a family sees', () => {
  it('a parent of KG0001 only: KG0001 and nothing of KG0002', async () => {
    const client = await family('KG0001-002');
    const me = await client.ok(client.get<FamilyMe>('/app/v1/me'));
    expect(kigCodes(me)).toEqual(['KG0001']);
    expect(me.parents.map((p) => p.kindergarten.id)).toEqual([me.kindergartens[0]!.id]);
    expect(me.children).toHaveLength(1);
  });

  it('a parent with children in two kindergartens: both, each child with its own class', async () => {
    const client = await family('KG0001-001');
    const me = await client.ok(client.get<FamilyMe>('/app/v1/me'));
    expect(kigCodes(me)).toEqual(['KG0001', 'KG0002']);
    expect(me.children).toHaveLength(2);
    expect(new Set(me.children.map((c) => c.kindergarten.id)).size).toBe(2);
    expect(me.parents).toHaveLength(2);
  });

  it('a child who left is no longer seen', async () => {
    const db = t.database.db;
    const client = await family('KG0001-002');
    const [kid] = await db.select({ id: students.id, kigId: students.kigId }).from(students).where(eq(students.studentNumber, 'KG0001-002'));
    await db
      .update(students)
      .set({ status: 'left' })
      .where(and(eq(students.kigId, kid!.kigId), eq(students.id, kid!.id)));
    try {
      const me = await client.ok(client.get<FamilyMe>('/app/v1/me'));
      expect(me.children).toEqual([]);
      expect(me.kindergartens).toEqual([]);
    } finally {
      await db
        .update(students)
        .set({ status: 'studying' })
        .where(and(eq(students.kigId, kid!.kigId), eq(students.id, kid!.id)));
    }
  });
});

describe('a password the kindergarten issues', () => {
  const parentOf = async (studentNumber: string) => {
    const [row] = await t.database.db
      .select({ id: parents.id })
      .from(parents)
      .innerJoin(parentStudents, and(eq(parentStudents.kigId, parents.kigId), eq(parentStudents.parentId, parents.id)))
      .innerJoin(students, and(eq(students.kigId, parentStudents.kigId), eq(students.id, parentStudents.studentId)))
      .where(eq(students.studentNumber, studentNumber));
    return row!.id;
  };

  it('is shown once, ends the family’s tokens, and must be changed before anything else', async () => {
    const staff = await ApiClient.as(t.app, 'demo-kig', 3);
    const before = await family('KG0001-002');
    const issued = await staff.ok(staff.post<{ phone: string; password: string }>('/campus/parent/familyPassword', { id: await parentOf('KG0001-002') }));
    expect(issued.phone).toBe(phones.get('KG0001-002'));
    expect((await before.get('/app/v1/me')).status).toBe(401);
    expect((await login(issued.phone, DEMO_FAMILY_PASSWORD)).status).toBe(422);

    const first = await login(issued.phone, issued.password);
    expect(first.data.passwordChange).toBe('issued');
    const client = new ApiClient(t.app, first.data.token);
    const refused = await client.get('/app/v1/me');
    expect([refused.status, refused.txt]).toEqual([403, 'Please first change the password the kindergarten gave you']);
    expect((await client.post('/app/v1/auth/password', { oldPassword: 'Wrong_1234', newPassword: 'Mine_5678' })).status).toBe(422);
    await client.ok(client.post('/app/v1/auth/password', { oldPassword: issued.password, newPassword: 'Mine_5678' }));
    await client.ok(client.get('/app/v1/me'));
    expect((await login(issued.phone, 'Mine_5678')).data.passwordChange).toBeNull();
  });

  it('answers another kindergarten’s parent exactly as a random id', async () => {
    const staff = await ApiClient.as(t.app, 'demo-kig', 3);
    const other = await staff.raw('POST', '/campus/parent/familyPassword', { id: await parentOf('KG0002-002') });
    const random = await staff.raw('POST', '/campus/parent/familyPassword', { id: crypto.randomUUID() });
    expect([other.statusCode, other.body]).toEqual([random.statusCode, random.body]);
    expect(other.statusCode).toBe(404);
  });
});
