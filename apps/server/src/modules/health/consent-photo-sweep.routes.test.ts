import { existsSync } from 'node:fs';
import path from 'node:path';
import { currentConsentText, type OssAuth } from '@kg/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import { multipart, PNG_1x1 } from '../files/upload-fixtures.js';
import { parentStudents, students } from '../campus/campus.tables.js';
import { consents } from '../campus/consent.table.js';
import { CONSENT_PHOTO_PURGE_JOB, recordFamilyConsent } from '../campus/consent.service.js';
import { purgeUnconsentedPhotos } from './consent-photo-purge.service.js';
import { healthChecks } from './health.tables.js';

const DAY = '2026-11-10';
let t: TestApp;
let kigId: string;
let machine: string;
let kids: { id: string; cardNo: string; parentId: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  kigId = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0001')))[0]!.id;
  kids = (await db
    .select({ id: students.id, cardNo: students.cardNo, parentId: parentStudents.parentId })
    .from(students)
    .innerJoin(parentStudents, and(eq(parentStudents.kigId, students.kigId), eq(parentStudents.studentId, students.id)))
    .where(eq(students.kigId, kigId))
    .orderBy(asc(students.studentNumber))
    .limit(3)) as typeof kids;
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo: 'SWEEP-A', kind: 'morningCheck' }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'KG0001' }));
  const res = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'SWEEP-A', verifyCode: created._once.verifyCode } });
  machine = res.json<{ data: { token: string } }>().data.token;
}, 180_000);
afterAll(() => t.close());

/** The test server's own store (a driver over the same directory). */
const storage = () => createStorage(t.config.storage, t.config.disk.reserveBytes);
const stored = (p: string) => existsSync(path.join(t.config.storage.localDir, p));

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

/** Each child's check with one photo, kept (the seed gave them consent); returns the photos, child by child. */
async function checksWithPhotos(tag: string): Promise<string[]> {
  const photos: string[] = [];
  for (const _kid of kids) photos.push(await machinePhoto());
  const res = await t.app.inject({
    method: 'POST',
    url: '/device/v1/health/checks',
    headers: { authorization: `Device ${machine}` },
    payload: {
      checks: kids.map((k, i) => ({
        recordId: `${tag}-${i}`,
        method: 'card',
        credential: k.cardNo,
        session: 'morning',
        time: `${DAY}T00:1${i}:00Z`,
        temperature: 36.6,
        photos: [photos[i]],
      })),
    },
  });
  expect(res.json()).toMatchObject({ data: { accepted: 3, droppedPhotos: [] } });
  return photos;
}

const checksOf = (ids: string[]) =>
  t.database.db
    .select({ studentId: healthChecks.studentId, photos: healthChecks.photos, photosWithheld: healthChecks.photosWithheld })
    .from(healthChecks)
    .where(and(eq(healthChecks.kigId, kigId), inArray(healthChecks.studentId, ids)))
    .orderBy(asc(healthChecks.createdAt));

describe('the nightly sweep of photos kept without face-photo consent', () => {
  it('deletes the photos of children with no face-photo decision (kept from before consent was recorded), in batches, and leaves the consenting', async () => {
    const photos = await checksWithPhotos('before');
    // Recorded before consents existed: the first two children have no face-photo decision at all.
    const missing = kids.slice(0, 2).map((k) => k.id);
    await t.database.db.delete(consents).where(and(eq(consents.kigId, kigId), inArray(consents.studentId, missing), eq(consents.purpose, 'facePhotos')));

    // One check per batch, one batch per run: the first run clears one, the next the other.
    expect(await purgeUnconsentedPhotos(t.database.db, storage(), { size: 1, batches: 1 })).toBe(1);
    expect((await checksOf(missing)).filter((c) => c.photosWithheld === 'noFaceConsent')).toHaveLength(1);
    // The hourly run sweeps withdrawals only: reading every check with photos is the nightly run's.
    await t.app.jobs.enqueue(CONSENT_PHOTO_PURGE_JOB, {}, null, null);
    await t.app.jobs.drain();
    expect((await checksOf(missing)).filter((c) => c.photosWithheld === 'noFaceConsent')).toHaveLength(1);
    await t.app.jobs.enqueue(CONSENT_PHOTO_PURGE_JOB, { sweep: 'unconsented' }, null, null);
    await t.app.jobs.drain();

    expect(await checksOf(missing)).toEqual(missing.map((studentId) => ({ studentId, photos: [], photosWithheld: 'noFaceConsent' })));
    expect(stored(photos[0]!)).toBe(false);
    expect(stored(photos[1]!)).toBe(false);
    expect(await checksOf([kids[2]!.id])).toEqual([{ studentId: kids[2]!.id, photos: [photos[2]], photosWithheld: null }]);
    expect(stored(photos[2]!)).toBe(true);
    const audits = await t.database.db
      .select({ detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'healthCheckPhotos'), eq(auditLogs.resourceId, kigId)));
    expect(audits.map((a) => a.detail)).toEqual([
      { reason: 'noFaceConsent', checks: 1, photos: 1, students: 1 },
      { reason: 'noFaceConsent', checks: 1, photos: 1, students: 1 },
    ]);
  });

  it('a withdrawal whose own job was lost long ago is caught too, and says so', async () => {
    const kid = kids[2]!;
    const withdraw = { studentId: kid.id, purpose: 'facePhotos' as const, textVersion: currentConsentText('facePhotos').version };
    await recordFamilyConsent(t.database.db, t.app.jobs, { parentId: kid.parentId, kigId, ip: '127.0.0.1' }, { ...withdraw, decision: 'withdrawn' });
    // The withdrawal's own job never ran (lost), and the decision is older than the sweep's week.
    await t.database.db.delete(auditLogs).where(eq(auditLogs.resource, 'healthCheckPhotos'));
    await t.database.db
      .update(consents)
      .set({ decidedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(and(eq(consents.kigId, kigId), eq(consents.studentId, kid.id), eq(consents.decision, 'withdrawn')));
    expect(await purgeUnconsentedPhotos(t.database.db, storage())).toBe(1);
    expect(await checksOf([kid.id])).toEqual([{ studentId: kid.id, photos: [], photosWithheld: 'consentWithdrawn' }]);
    // Nothing is left to clear.
    expect(await purgeUnconsentedPhotos(t.database.db, storage())).toBe(0);
  });
});
