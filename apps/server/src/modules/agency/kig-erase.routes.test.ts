import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { jobs } from '../../platform/jobs/job.table.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { newFamily, type TestFamily } from '../../test/family-client.js';
import { secondAgent } from '../../test/second-agent.js';
import { createTestApp, envelope, type TestApp } from '../../test/test-app.js';
import { parents, parentStudents, students, teachers } from '../campus/campus.tables.js';
import { GIF_1x1, uploadPicture } from '../files/upload-fixtures.js';
import { sessions } from '../auth/session.table.js';
import { smsCodes, smsOutbox } from '../sms/sms.tables.js';
import { users } from '../system/user.table.js';

const RANDOM = '0190a000-0000-7000-8000-000000000000';

let t: TestApp;
let ops: ApiClient;
let agent: ApiClient;
let admin: ApiClient;
let group: ApiClient;
let other: { client: ApiClient; kigId: string };
let kig1: string;
let kig2: string;
let family: TestFamily;
/** Files the kindergarten stored before its deletion, and one of the platform's that must stay. */
let kigFiles: string[];
let platformFile: string;
let filesKept = 0;
const stored = (p: string) => existsSync(path.join(t.config.storage.localDir, p));
let now = new Date('2026-12-01T02:00:00Z');
// Each send waits out the minute between codes to one phone.
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const erase = (client: ApiClient, id: string, code: string) =>
  client.post<{ id: string; children: number; parents: number; records: number; accounts: number }>('/agency/kigBase/erase', { id, code });
const sendCode = (client: ApiClient) => client.ok(client.post<{ phone: string }>('/kigs/kig-verify-code/sendCode', { checkType: 'kig_delete' }));

/** The code the local driver wrote to the outbox for a phone, last first. */
async function codeSentTo(phone: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.at)).limit(1);
  return row!.params.code!;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signInStatus = async (userName: string, appType: number, password = 'Demo_1234') =>
  (await t.app.inject({ method: 'POST', url: '/sys/login/login?lang=en_US', payload: { userName, password, appType } })).statusCode;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const db = t.database.db;
  const orgs = await db.select().from(organisations);
  await seedCampus(db, ['KG0001', 'KG0002']);
  kig1 = orgs.find((o) => o.code === 'KG0001')!.id;
  kig2 = orgs.find((o) => o.code === 'KG0002')!.id;
  other = await secondAgent(t.app, db);
  ops = await ApiClient.as(t.app, 'demo-ops', 9);
  agent = await ApiClient.as(t.app, 'demo-agent', 5);
  admin = await ApiClient.as(t.app, 'demo-admin', 8);
  group = await ApiClient.as(t.app, 'demo-group', 4);
  family = await newFamily(t.app, db, [{ kigCode: 'KG0001' }, { kigCode: 'KG0002' }]);
  // Stored while the kindergarten was served (its accounts cannot sign in once it is disabled).
  const kigClient = await ApiClient.as(t.app, 'demo-kig', 3);
  kigFiles = [await uploadPicture(t.app, kigClient, 'consent'), await uploadPicture(t.app, kigClient, 'student', GIF_1x1, 'face.gif')];
  platformFile = await uploadPicture(t.app, ops, 'advert');
}, 120_000);
afterAll(() => t?.close());

describe("deleting a kindergarten's data", () => {
  it('is refused while the kindergarten is still served, before any code is asked or spent', async () => {
    expect(await erase(ops, kig1, '123456')).toMatchObject({ status: 422, txt: expect.stringMatching(/still served/) });
  });

  it("says 'please send code' when none was sent, counts a wrong code, and spends the right one once", async () => {
    await admin.ok(admin.post('/system/organization/disable', { id: kig1 }));
    expect(await erase(ops, kig1, '123456')).toMatchObject({ status: 422, txt: 'Please send code' });
    later(61);
    // The code goes to the operations' own phone on record (the platform's contact phone).
    expect(await sendCode(ops)).toMatchObject({ phone: '138****0000' });
    const code = await codeSentTo('13800000000');
    expect(await erase(ops, kig1, wrong(code))).toMatchObject({ status: 422, txt: expect.stringMatching(/4 tries left/) });
    const kept = await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.kigId, kig1), eq(students.deleted, false)));
    expect(kept.length).toBeGreaterThan(0);
    filesKept = (await t.database.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.orgId, kig1))).length;
    expect(filesKept).toBeGreaterThanOrEqual(kigFiles.length);
    const done = await erase(ops, kig1, code);
    expect(done.status, done.txt).toBe(200);
    expect(done.data).toMatchObject({ id: kig1, children: expect.any(Number), parents: expect.any(Number), accounts: expect.any(Number), files: filesKept });
    expect(done.data.children).toBeGreaterThanOrEqual(kept.length);
    expect(done.data.accounts).toBeGreaterThan(0);
    const [spent] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.purpose, 'kig_delete')).orderBy(desc(smsCodes.sentAt)).limit(1);
    expect(spent!.state).toBe('used');
  });

  it("leaves no child's or parent's personal data, disables its accounts and ends their sessions", async () => {
    const db = t.database.db;
    const kids = await db.select().from(students).where(eq(students.kigId, kig1));
    expect(kids.length).toBeGreaterThan(0);
    for (const kid of kids) {
      expect(kid).toMatchObject({ deleted: true, name: '×', facePhoto: null });
      expect(kid.birthDate).toMatch(/-01-01$/);
    }
    for (const p of await db.select().from(parents).where(eq(parents.kigId, kig1))) expect(p).toMatchObject({ deleted: true, name: '×', phone: '×' });
    for (const p of await db.select().from(teachers).where(eq(teachers.kigId, kig1))) expect(p).toMatchObject({ deleted: true, name: '×' });
    expect(await db.select().from(parentStudents).where(eq(parentStudents.kigId, kig1))).toEqual([]);
    const accounts = await db.select().from(users).where(eq(users.orgId, kig1));
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((u) => u.status === 'disabled')).toBe(true);
    const live = await db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.orgId, kig1));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const [org] = await db.select().from(organisations).where(eq(organisations.id, kig1));
    expect(org).toMatchObject({ deleted: true, status: 'disabled', contactName: null, contactPhone: null, address: null });
    // The audit names the kindergarten and counts, no person.
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'erase'), eq(auditLogs.resourceId, kig1)));
    expect(audit).toMatchObject({ resource: 'kigBase', result: 'ok' });
    expect(JSON.stringify(audit!.detail)).not.toMatch(/1[3-9]\d{9}/);
    expect(audit!.detail).toMatchObject({ code: 'KG0001', children: kids.length });
  });

  it("removes its stored files by a job, files first and then their rows, and no one else's", async () => {
    const db = t.database.db;
    // Queued in the deletion's own transaction, with the count it will remove.
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, 'kig-files-erase'));
    expect(job).toMatchObject({ orgId: kig1, total: filesKept, payload: { kigId: kig1 } });
    for (const p of kigFiles) expect(stored(p)).toBe(true);
    await t.app.jobs.drain();
    for (const p of kigFiles) expect(stored(p)).toBe(false);
    expect(await db.select().from(uploads).where(eq(uploads.orgId, kig1))).toEqual([]);
    const [ended] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(ended).toMatchObject({ status: 'done', done: filesKept });
    expect(stored(platformFile)).toBe(true);
    expect(await db.select({ path: uploads.path }).from(uploads).where(eq(uploads.path, platformFile))).toHaveLength(1);
  });

  it('leaves its accounts unable to sign in and its children out of every list', async () => {
    expect(await signInStatus('demo-kig', 3)).toBe(403);
    const kigs = await ops.ok(ops.post<Page<{ id: string }>>('/agency/kigBase/list', { pageSize: 100 }));
    expect(kigs.records.map((k) => k.id)).not.toContain(kig1);
    expect(await ops.get(`/agency/kigBase/get?id=${kig1}`)).toMatchObject({ status: 404 });
    for (const list of ['/campus/student/list', '/campus/parent/list', '/campus/teacher/list']) {
      const all = await group.ok(group.post<Page<{ kigId: string }>>(list, { pageSize: 100 }));
      expect(all.records.some((k) => k.kigId === kig1)).toBe(false);
      // Named, the deleted kindergarten answers as one that never was.
      expect(await group.post(list, { pageSize: 100, kigId: kig1 })).toEqual(await group.post(list, { pageSize: 100, kigId: RANDOM }));
    }
    // The family keeps its other kindergarten's child, and no longer sees the deleted one's.
    const me = await t.app.inject({ method: 'GET', url: '/app/v1/me', headers: { authorization: `Bearer ${family.token}` } });
    const children = (envelope(me).data as { children: { kindergarten: { name: string } }[]; kindergartens: { code: string }[] }).kindergartens.map((k) => k.code);
    expect(children).toEqual(['KG0002']);
    // A deleted kindergarten is not deleted twice.
    expect(await erase(ops, kig1, '123456')).toMatchObject({ status: 404 });
  });

  it("lets an agent delete its own kindergarten's data; another agent's answers as a random id", async () => {
    const mine = await other.client.post('/agency/kigBase/erase', { id: kig2, code: '123456' });
    const random = await other.client.post('/agency/kigBase/erase', { id: RANDOM, code: '123456' });
    expect(mine).toEqual(random);
    expect(mine.status).toBe(404);
    await admin.ok(admin.post('/system/organization/disable', { id: other.kigId }));
    expect(await agent.post('/agency/kigBase/erase', { id: other.kigId, code: '123456' })).toEqual(await agent.post('/agency/kigBase/erase', { id: RANDOM, code: '123456' }));
    await admin.ok(admin.post('/system/organization/disable', { id: kig2 }));
    later(61);
    // The agent's code goes to its own contact phone.
    expect(await sendCode(agent)).toMatchObject({ phone: '138****0001' });
    const done = await erase(agent, kig2, await codeSentTo('13800000001'));
    expect(done.status, done.txt).toBe(200);
    expect(await signInStatus('demo-easy', 3, '123456')).toBe(403);
  });

  it('is not for a group, which may neither ask the code nor delete', async () => {
    expect(await group.post('/kigs/kig-verify-code/sendCode', { checkType: 'kig_delete' })).toMatchObject({ status: 403 });
    expect(await group.post('/agency/kigBase/erase', { id: RANDOM, code: '123456' })).toMatchObject({ status: 403 });
  });
});
