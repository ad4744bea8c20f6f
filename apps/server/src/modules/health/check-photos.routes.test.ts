import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckWithPhotos, HealthDayDetail, OssAuth } from '@kg/domain';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { ApiClient } from '../../test/api-client.js';
import { activatedCheckMachine } from '../../test/check-machine.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkPhoto } from '../../simulator/check-photo.js';
import { classes, students } from '../campus/campus.tables.js';
import { multipart, NOT_AN_IMAGE } from '../files/upload-fixtures.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

const DAY = '2026-11-10';
let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let kigId: string;
let firstClass: string;
let kids: { id: string; cardNo: string }[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  [{ id: firstClass }] = (await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort)).limit(1)) as [{ id: string }];
  kids = (await db.select({ id: students.id, cardNo: students.cardNo }).from(students).where(eq(students.classId, firstClass)).orderBy(asc(students.studentNumber))) as typeof kids;
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  tokens.a = await activatedCheckMachine(t.app, ops, 'KG0001', 'PHOTO-A');
  tokens.b = await activatedCheckMachine(t.app, ops, 'KG0002', 'PHOTO-B');
});
afterAll(() => t.close());

const device = (name: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url}?lang=en_US`, headers: { authorization: `Device ${tokens[name]}` }, payload });

/** A machine's photo upload as it is done: authorise, post the form to storage. */
async function upload(name: string, file: Buffer, contentType = 'image/png'): Promise<{ path: string; status: number }> {
  const auth = (await device(name, '/device/v1/health/photos/authorize', { fileName: 'hand.png', size: file.length, contentType })).json<{ data: OssAuth }>().data;
  const form = multipart(auth.fields, file, 'hand.png', contentType);
  const res = await t.app.inject({ method: 'POST', url: auth.url, headers: { 'content-type': form.contentType }, payload: form.body });
  return { path: auth.path, status: res.statusCode };
}

const check = (recordId: string, cardNo: string, temperature: number, photos: string[], session = 'morning') => ({
  recordId,
  method: 'card',
  credential: cardNo,
  session,
  time: `${DAY}T${session === 'morning' ? '00' : '06'}:10:00Z`,
  temperature,
  photos,
});
const photo = checkPhoto(check('p', 'x', 36.6, []) as never, 'hand');

describe('check photos', () => {
  let path: string;

  it('are uploaded by the machine and kept with its check; a path that is not its own confirmed upload is dropped', async () => {
    const own = await upload('a', photo);
    expect(own.status).toBe(200);
    path = own.path;
    expect(path).toMatch(/^KG0001\/\d{8}\/health-check\//);
    const theirs = await upload('b', photo);
    const res = await device('a', '/device/v1/health/checks', {
      checks: [check('ph-1', kids[0]!.cardNo, 38.2, [path, theirs.path, 'KG0001/20261110/health-check/1762732800000-0123456789abcdef.png'])],
    });
    expect(res.json()).toMatchObject({ code: 200, data: { accepted: 1, droppedPhotos: [{ recordId: 'ph-1', path: theirs.path }, { recordId: 'ph-1' }] } });
  });

  it('refuse a file that is not a picture and a size over the limit', async () => {
    expect((await upload('a', NOT_AN_IMAGE)).status).toBe(422);
    const big = await device('a', '/device/v1/health/photos/authorize', { fileName: 'hand.png', size: 3 * 1024 * 1024, contentType: 'image/png' });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ data: [{ field: 'size' }] });
    expect((await t.app.inject({ method: 'POST', url: '/device/v1/health/photos/authorize', payload: { fileName: 'a.png', size: 10, contentType: 'image/png' } })).statusCode).toBe(
      401,
    );
  });

  it('are shown to the kindergarten by a signed address, never at their bare path, and not to another kindergarten', async () => {
    const [row] = await kig.ok(kig.get<CheckWithPhotos[]>(`/health/healthCheck/photos?studentId=${kids[0]!.id}&from=${DAY}&to=${DAY}`));
    expect(row).toMatchObject({ studentId: kids[0]!.id, temperature: 382, abnormal: true, session: 'morning' });
    expect(row!.photos).toHaveLength(1);
    expect(row!.photos[0]).toMatch(new RegExp(`^/media/${path}\\?exp=\\d+&sig=`));
    const image = await t.app.inject({ method: 'GET', url: row!.photos[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.rawPayload.equals(photo)).toBe(true);
    // A signature with its first character changed (to another one: replacing it by a fixed letter left it unchanged one time in 64).
    const forged = row!.photos[0]!.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/media/${path}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/files/${path}` })).statusCode).toBe(404);
    const detail = await kig.ok(kig.get<{ photos: string[] }>(`/health/healthCheck/detail?id=${row!.id}`));
    expect(detail.photos[0]).toMatch(/^\/media\//);
    expect(await other.ok(other.get<CheckWithPhotos[]>(`/health/healthCheck/photos?studentId=${kids[0]!.id}&from=${DAY}&to=${DAY}`))).toEqual([]);
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.resource, 'healthCheckPhotos'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("answer a day's photo wall by class and flag, and refuse a range over 31 days", async () => {
    await device('a', '/device/v1/health/checks', { checks: [check('ph-2', kids[1]!.cardNo, 36.6, [])] });
    const all = await kig.ok(kig.get<CheckWithPhotos[]>(`/health/healthCheck/photos?classId=${firstClass}&from=${DAY}&to=${DAY}`));
    expect(all.map((c) => c.studentId).sort()).toEqual([kids[0]!.id, kids[1]!.id].sort());
    const flagged = await kig.ok(kig.get<CheckWithPhotos[]>(`/health/healthCheck/photos?classId=${firstClass}&from=${DAY}&to=${DAY}&flagged=true`));
    expect(flagged.map((c) => c.studentId)).toEqual([kids[0]!.id]);
    const long = await kig.get(`/health/healthCheck/photos?from=2026-09-01&to=${DAY}`);
    expect(long.status).toBe(400);
  });
});

describe('the morning and afternoon of a day', () => {
  it('shows each child of the class with both checks side by side', async () => {
    await device('a', '/device/v1/health/checks', { checks: [check('ph-3', kids[0]!.cardNo, 36.9, [], 'afternoon')] });
    const detail = await kig.ok(kig.get<HealthDayDetail>(`/health/stats/dayDetail?date=${DAY}&classId=${firstClass}`));
    expect(detail.students).toHaveLength(kids.length);
    const first = detail.students.find((s) => s.id === kids[0]!.id)!;
    expect(first).toMatchObject({ morning: { temperature: 382, abnormal: true, photoCount: 1 }, afternoon: { temperature: 369, abnormal: false, photoCount: 0 } });
    expect(detail.students.find((s) => s.id === kids[2]!.id)).toMatchObject({ morning: null, afternoon: null });
    expect((await other.get(`/health/stats/dayDetail?date=${DAY}&kigId=${kigId}`)).status).toBe(404);
  });
});
