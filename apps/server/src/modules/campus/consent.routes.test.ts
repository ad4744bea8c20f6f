import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckDetail, type CheckWithPhotos, type ConsentStates, currentConsentText, type OssAuth } from '@kg/domain';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart, PNG_1x1 } from '../files/upload-fixtures.js';
import { healthChecks } from '../health/health.tables.js';
import { classes, parentStudents, students } from './campus.tables.js';
import { consents } from './consent.table.js';
import { consentStates, recordFamilyConsent } from './consent.service.js';

const DAY = '2026-11-10';
const VERSION = currentConsentText('facePhotos').version;
let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let kigId: string;
let otherKigId: string;
let kids: { id: string; cardNo: string }[];
let machine: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  otherKigId = orgs.find((o) => o.code === 'KG0002')!.id;
  const [first] = await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort)).limit(1);
  kids = (await db.select({ id: students.id, cardNo: students.cardNo }).from(students).where(eq(students.classId, first!.id)).orderBy(asc(students.studentNumber))) as typeof kids;
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo: 'CONSENT-A', kind: 'morningCheck' }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'KG0001' }));
  const res = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'CONSENT-A', verifyCode: created._once.verifyCode } });
  machine = res.json<{ data: { token: string } }>().data.token;
  // Three sign-ins (argon2) and a seeded campus: over a minute on a machine loaded far beyond its two cores.
}, 180_000);
afterAll(() => t.close());

/** A scan of a signed form, uploaded by the kindergarten as any picture is. */
async function scan(client: ApiClient): Promise<string> {
  const auth = await client.ok(
    client.post<OssAuth>('/sys/third-auth/getOssAuth', { module: 'consent', kind: 'image', fileName: 'form.png', size: PNG_1x1.length, contentType: 'image/png' }),
  );
  const form = multipart(auth.fields, PNG_1x1, 'form.png', 'image/png');
  const res = await t.app.inject({ method: 'POST', url: auth.url, headers: { authorization: `Bearer ${client.token}`, 'content-type': form.contentType }, payload: form.body });
  expect(res.statusCode).toBe(200);
  return auth.path;
}

const paper = (studentId: string, decision: 'given' | 'withdrawn', scanPath: string, purpose = 'facePhotos') => ({
  studentId,
  purpose,
  decision,
  guardianName: '王芳',
  scanPath,
  textVersion: VERSION,
});

const states = (client: ApiClient, ...ids: string[]) => client.post<ConsentStates[]>('/campus/consent/states', { studentIds: ids });

/** A machine's photo, uploaded as machines do. */
async function machinePhoto(): Promise<string> {
  const headers = { authorization: `Device ${machine}` };
  const auth = (
    await t.app.inject({ method: 'POST', url: '/device/v1/health/photos/authorize', headers, payload: { fileName: 'hand.png', size: PNG_1x1.length, contentType: 'image/png' } })
  ).json<{ data: OssAuth }>().data;
  const form = multipart(auth.fields, PNG_1x1, 'hand.png', 'image/png');
  expect((await t.app.inject({ method: 'POST', url: auth.url, headers: { 'content-type': form.contentType }, payload: form.body })).statusCode).toBe(200);
  return auth.path;
}

const stored = (p: string) => existsSync(path.join(t.config.storage.localDir, p));

async function sendCheck(recordId: string, cardNo: string, photos: string[], time = `${DAY}T00:10:00Z`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/device/v1/health/checks?lang=en_US',
    headers: { authorization: `Device ${machine}` },
    payload: { checks: [{ recordId, method: 'card', credential: cardNo, session: 'morning', time, temperature: 36.6, photos }] },
  });
  expect(res.statusCode).toBe(200);
  const [check] = await t.database.db
    .select({ id: healthChecks.id, photos: healthChecks.photos, photosWithheld: healthChecks.photosWithheld })
    .from(healthChecks)
    .where(and(eq(healthChecks.kigId, kigId), eq(healthChecks.deviceRecordId, recordId)));
  return { answer: res.json<{ data: { accepted: number; droppedPhotos: { path: string; reason: string }[] } }>().data, check: check! };
}

// The seed's children of a class, in order: the tenth has not decided on health checks, the eleventh
// not on face photos, the twelfth withdrew face photos; the others gave both.
describe('a paper consent', () => {
  it('requires the scan of the signed form, an upload the kindergarten reaches', async () => {
    const child = kids[10]!.id;
    expect(await kig.post('/campus/consent/record', { ...paper(child, 'given', ''), scanPath: undefined })).toMatchObject({
      status: 400,
      data: [{ field: 'scanPath', message: 'This field is required' }],
    });
    expect(await kig.post('/campus/consent/record', paper(child, 'given', 'KG0001/20261110/consent/1762732800000-0123456789abcdef.png'))).toMatchObject({
      status: 400,
      data: [{ field: 'scanPath', message: 'The scan must be a file uploaded by this kindergarten' }],
    });
    // Another kindergarten's scan is not this one's to name.
    expect(await kig.post('/campus/consent/record', paper(child, 'given', await scan(other)))).toMatchObject({ status: 400, data: [{ field: 'scanPath' }] });
    expect(await kig.post('/campus/consent/record', { ...paper(child, 'given', await scan(kig)), textVersion: '1999-01' })).toMatchObject({
      status: 400,
      data: [{ field: 'textVersion', message: "Not a version of this purpose's consent text" }],
    });
    expect(await consentStates(t.database.db, kigId, [child])).toEqual(new Map([[child, { studentId: child, facePhotos: 'none', healthChecks: 'given' }]]));
  });

  it('is recorded with who, when, the version and the scan, audited, and counts at once', async () => {
    const child = kids[10]!.id;
    const path = await scan(kig);
    const recorded = await kig.ok(kig.post<{ id: string; decidedAt: string }>('/campus/consent/record', paper(child, 'given', path)));
    expect(await kig.ok(states(kig, child))).toEqual([{ studentId: child, facePhotos: 'given', healthChecks: 'given' }]);
    const row = await kig.ok(kig.get<Record<string, unknown>>(`/campus/consent/get?id=${recorded.id}`));
    expect(row).toMatchObject({ studentId: child, purpose: 'facePhotos', decision: 'given', source: 'paper', guardianName: '王芳', scanPath: path, textVersion: VERSION });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'consent'), eq(auditLogs.resourceId, recorded.id)));
    expect(audit).toMatchObject({ action: 'create', result: 'ok', userName: 'demo-kig' });
  });

  it("is another kindergarten's child answered as a random id, and their states left out alike", async () => {
    const child = kids[10]!.id;
    const theirs = await other.post('/campus/consent/record', paper(child, 'withdrawn', await scan(other)));
    const random = await other.post('/campus/consent/record', paper('01900000-0000-7000-8000-000000000000', 'withdrawn', await scan(other)));
    expect(theirs).toEqual(random);
    expect(theirs.status).toBe(404);
    expect(await other.ok(states(other, child))).toEqual([]);
    expect((await other.post<Page<unknown>>('/campus/consent/list', { pageNumber: 1, pageSize: 10, studentId: child })).data.total).toBe(0);
    expect((await consentStates(t.database.db, kigId, [child])).get(child)!.facePhotos).toBe('given');
  });
});

describe('a state', () => {
  it('is the latest decision; every decision is kept', async () => {
    const child = kids[9]!.id;
    expect((await kig.ok(states(kig, child)))[0]).toMatchObject({ healthChecks: 'none', facePhotos: 'given' });
    const path = await scan(kig);
    for (const decision of ['given', 'withdrawn', 'given', 'withdrawn'] as const) {
      await kig.ok(kig.post('/campus/consent/record', paper(child, decision, path, 'healthChecks')));
      expect((await kig.ok(states(kig, child)))[0]).toMatchObject({ healthChecks: decision, facePhotos: 'given' });
    }
    const history = await kig.ok(
      kig.post<Page<{ id: string; decision: string }>>('/campus/consent/list', { pageNumber: 1, pageSize: 10, studentId: child, purpose: 'healthChecks' }),
    );
    expect(history.records.map((r) => r.decision)).toEqual(['withdrawn', 'given', 'withdrawn', 'given']);
    // Evidence is not edited nor deleted through the API.
    for (const call of ['save', 'delete']) expect((await kig.post(`/campus/consent/${call}`, { id: history.records[0]!.id })).status).toBe(404);
  });
});

describe('a family', () => {
  it('decides for its own child only; another family’s or kindergarten’s child is not found', async () => {
    const db = t.database.db;
    const links = await db.select().from(parentStudents).where(eq(parentStudents.kigId, kigId)).orderBy(asc(parentStudents.studentId));
    const mine = links[2]!;
    const parent = { parentId: mine.parentId, kigId, ip: '127.0.0.1' };
    const recorded = await recordFamilyConsent(db, t.app.jobs, parent, { studentId: mine.studentId, purpose: 'facePhotos', decision: 'given', textVersion: VERSION });
    expect((await consentStates(db, kigId, [mine.studentId])).get(mine.studentId)!.facePhotos).toBe('given');
    const [row] = await db.select().from(consents).where(eq(consents.id, recorded.id));
    expect(row).toMatchObject({ source: 'family', parentId: mine.parentId, scanPath: null, textVersion: VERSION });
    const someoneElse = links.find((l) => l.studentId !== mine.studentId && l.parentId !== mine.parentId)!;
    const [theirChild] = await db.select({ id: students.id }).from(students).where(eq(students.kigId, otherKigId)).limit(1);
    for (const studentId of [someoneElse.studentId, theirChild!.id, '01900000-0000-7000-8000-000000000000']) {
      await expect(recordFamilyConsent(db, t.app.jobs, parent, { studentId, purpose: 'facePhotos', decision: 'withdrawn', textVersion: VERSION })).rejects.toMatchObject({
        status: 404,
      });
    }
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'consent'), eq(auditLogs.resourceId, recorded.id)));
    expect(audits).toHaveLength(1);
  });
});

describe("a machine's photos", () => {
  it('of a child without face-photo consent are not kept: deleted from storage, the check kept and saying why', async () => {
    const child = kids[11]!;
    const photo = await machinePhoto();
    expect(stored(photo)).toBe(true);
    const { answer, check } = await sendCheck('c-none', child.cardNo, [photo]);
    expect(answer).toMatchObject({ accepted: 1, droppedPhotos: [{ path: photo, reason: 'noFaceConsent' }] });
    expect(check).toMatchObject({ photos: [], photosWithheld: 'noFaceConsent' });
    expect(stored(photo)).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.path, photo))).toEqual([]);
    const detail = await kig.ok(kig.get<CheckDetail>(`/health/healthCheck/detail?id=${check.id}`));
    expect(detail).toMatchObject({ photos: [], record: { photosWithheld: 'noFaceConsent' }, consent: { facePhotos: 'withdrawn', healthChecks: 'given' } });
    const zh = new ApiClient(t.app, kig.token, 'zh_CN');
    const listed = await zh.ok(zh.get<CheckWithPhotos[]>(`/health/healthCheck/photos?studentId=${child.id}&from=${DAY}&to=${DAY}`));
    expect(listed[0]).toMatchObject({ photos: [], photosWithheld: 'noFaceConsent' });
  });

  it('are kept with consent; a withdrawal counts at the next check, and the photos kept before are deleted by the job', async () => {
    const child = kids[4]!;
    const path = await scan(kig);
    await kig.ok(kig.post('/campus/consent/record', paper(child.id, 'given', path)));
    const before = await machinePhoto();
    const first = await sendCheck('c-given', child.cardNo, [before]);
    expect(first.answer.droppedPhotos).toEqual([]);
    expect(first.check).toMatchObject({ photos: [before], photosWithheld: null });
    expect(stored(before)).toBe(true);

    await kig.ok(kig.post('/campus/consent/record', paper(child.id, 'withdrawn', path)));
    const after = await machinePhoto();
    const next = await sendCheck('c-after', child.cardNo, [after], `${DAY}T06:10:00Z`);
    expect(next.check).toMatchObject({ photos: [], photosWithheld: 'noFaceConsent' });
    expect(stored(after)).toBe(false);

    await t.app.jobs.drain();
    const [purged] = await t.database.db
      .select({ photos: healthChecks.photos, photosWithheld: healthChecks.photosWithheld })
      .from(healthChecks)
      .where(eq(healthChecks.id, first.check.id));
    expect(purged).toEqual({ photos: [], photosWithheld: 'consentWithdrawn' });
    expect(stored(before)).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'healthCheckPhotos'), eq(auditLogs.resourceId, child.id)));
    expect(audits).toMatchObject([{ action: 'delete', detail: { reason: 'consentWithdrawn', checks: 1, photos: 1 } }]);

    // Given again: the next photos are kept, and a later sweep leaves them.
    await kig.ok(kig.post('/campus/consent/record', paper(child.id, 'given', path)));
    const again = await machinePhoto();
    const third = await sendCheck('c-again', child.cardNo, [again], `${DAY}T07:10:00Z`);
    expect(third.check).toMatchObject({ photos: [again], photosWithheld: null });
    await t.app.jobs.drain();
    expect(stored(again)).toBe(true);
  });
});
