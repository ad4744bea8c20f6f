import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient } from '../../test/api-client.js';
import { allCodes, grantPermissions } from '../../test/permissions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bracelets, students } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { CHECK_PHOTO_MODULE } from '../../platform/storage/storage.types.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { attendanceEvents } from './attendance-event.table.js';

let t: TestApp;
let token: string;
let kig1Id: string;
let kig2Id: string;
const cards: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  await grantPermissions(db, 'PLATFORM', 9, allCodes(['device:device']));
  kig1Id = await grantPermissions(db, 'KG0001', 3, ['device:device:view', 'device:device:register']);
  [{ id: kig2Id }] = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0002'))) as [{ id: string }];
  for (const [code, id] of [
    ['KG0001', kig1Id],
    ['KG0002', kig2Id],
  ] as const) {
    const rows = await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, id)).limit(5);
    cards[code] = rows.map((r) => r.cardNo!);
  }
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  const kig = await ApiClient.as(t.app, 'demo-kig', 3);
  const created = await ops.ok(ops.post<{ _once: { verifyCode: string } }>('/device/device/save', { serialNo: 'GATE-0001', kind: 'signIn' }));
  await kig.ok(kig.post('/device/device/register', { serialNo: 'GATE-0001', verifyCode: created._once.verifyCode }));
  const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'GATE-0001', verifyCode: created._once.verifyCode } });
  token = activated.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t.close());

const send = (events: object[]) =>
  t.app.inject({ method: 'POST', url: '/device/v1/attendance/events?lang=en_US', headers: { authorization: `Device ${token}` }, payload: { events } });
const event = (recordId: string, credential: string, time: string, over: object = {}) => ({ recordId, method: 'card', credential, direction: 'in', time, ...over });
const stored = () => t.database.db.select().from(attendanceEvents).where(eq(attendanceEvents.kigId, kig1Id));

describe('attendance events from a machine', () => {
  it('stores a batch once: the same batch again, or half of it, adds nothing', async () => {
    const batch = cards.KG0001!.slice(0, 4).map((c, i) => event(`r-${i}`, c, `2026-11-23T00:${10 + i}:00.000Z`));
    expect((await send(batch)).json().data).toEqual({ accepted: 4, duplicates: 0, rejected: [] });
    expect((await send(batch)).json().data).toEqual({ accepted: 0, duplicates: 4, rejected: [] });
    const half = [...batch.slice(0, 2), event('r-9', cards.KG0001![4]!, '2026-11-23T00:20:00.000Z')];
    expect((await send(half)).json().data).toEqual({ accepted: 1, duplicates: 2, rejected: [] });
    expect(await stored()).toHaveLength(5);
  });

  it('counts an event for its own day in the kindergarten time zone, however late or out of order it comes', async () => {
    const card = cards.KG0001![0]!;
    await send([
      event('late-2', card, '2026-11-22T16:30:00+00:00', { direction: 'out' }), // 00:30 on the 23rd in Shanghai
      event('late-1', card, '2026-11-22T15:59:00+00:00'), // 23:59 on the 22nd
      event('late-0', card, '2026-10-01T09:00:00+08:00'), // weeks late
    ]);
    const rows = await t.database.db
      .select({ id: attendanceEvents.deviceRecordId, day: attendanceEvents.schoolDay })
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.kigId, kig1Id)));
    const day = Object.fromEntries(rows.map((r) => [r.id, r.day]));
    expect(day).toMatchObject({ 'late-2': '2026-11-23', 'late-1': '2026-11-22', 'late-0': '2026-10-01' });
  });

  it("stores a resent record once across a month's end, each in its month, and makes a month no partition holds yet", async () => {
    const card = cards.KG0001![1]!;
    const batch = [
      event('m-1', card, '2026-12-31T15:59:00Z'), // 23:59 on 31 December in Shanghai
      event('m-2', card, '2026-12-31T16:01:00Z', { direction: 'out' }), // 00:01 on 1 January
      event('m-3', card, '2023-05-10T01:00:00Z'), // a month made for it
    ];
    expect((await send(batch)).json().data).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    expect((await send(batch)).json().data).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    const inMonth = async (month: string) =>
      rowsOf<{ id: string }>(
        await t.database.db.execute(
          sql`select device_record_id as id from ${sql.identifier(`attendance_events_p${month}`)} where kig_id = ${kig1Id} and device_record_id like 'm-%'`,
        ),
      ).map((r) => r.id);
    expect(await inMonth('2026_12')).toEqual(['m-1']);
    expect(await inMonth('2027_01')).toEqual(['m-2']);
    expect(await inMonth('2023_05')).toEqual(['m-3']);
  });

  it('never writes for another kindergarten: its cards, bracelets and faces name nobody here', async () => {
    const db = t.database.db;
    const [other] = await db.select({ id: students.id }).from(students).where(eq(students.kigId, kig2Id)).limit(1);
    await db.insert(bracelets).values({ kigId: kig2Id, mac: 'AA:BB:CC:DD:EE:01', studentId: other!.id });
    const before = (await stored()).length;
    const res = await send([
      event('x-1', cards.KG0002![0]!, '2026-11-23T01:00:00Z'),
      event('x-2', 'aa:bb:cc:dd:ee:01', '2026-11-23T01:00:00Z', { method: 'bracelet' }),
      event('x-3', other!.id, '2026-11-23T01:00:00Z', { method: 'face' }),
      event('x-4', 'NO-SUCH-CARD', '2026-11-23T01:00:00Z'),
    ]);
    expect(res.json().data).toEqual({
      accepted: 0,
      duplicates: 0,
      rejected: ['x-1', 'x-2', 'x-3', 'x-4'].map((recordId) => ({ recordId, reason: 'unknownPerson' })),
    });
    expect((await stored()).length).toBe(before);
    const all = await db.select({ id: attendanceEvents.id }).from(attendanceEvents).where(eq(attendanceEvents.kigId, kig2Id));
    expect(all).toHaveLength(0);
  });

  it("keeps a photo path only when it is the kindergarten's own confirmed upload", async () => {
    const db = t.database.db;
    const photo = (code: string, orgId: string) => ({
      path: `${code}/20261123/${CHECK_PHOTO_MODULE}/1-00112233445566${code.slice(-2)}.png`,
      orgId,
      module: CHECK_PHOTO_MODULE,
      kind: 'image',
      contentType: 'image/png',
      maxSize: 1024,
      createdBy: orgId,
      status: 'confirmed' as const,
    });
    const own = photo('KG0001', kig1Id);
    const foreign = photo('KG0002', kig2Id);
    await db.insert(uploads).values([own, foreign]);
    const card = cards.KG0001![1]!;
    await send([
      event('p-own', card, '2026-11-24T01:00:00Z', { photoPath: own.path }),
      event('p-foreign', card, '2026-11-24T01:01:00Z', { photoPath: foreign.path }),
      event('p-unknown', card, '2026-11-24T01:02:00Z', { photoPath: 'KG0001/20261124/health-check/1-ffffffffffffffff.png' }),
    ]);
    const rows = await db.select({ id: attendanceEvents.deviceRecordId, photo: attendanceEvents.photoPath }).from(attendanceEvents).where(eq(attendanceEvents.kigId, kig1Id));
    expect(Object.fromEntries(rows.filter((r) => r.id.startsWith('p-')).map((r) => [r.id, r.photo]))).toEqual({
      'p-own': own.path,
      'p-foreign': null,
      'p-unknown': null,
    });
  });

  it('recognises a bracelet and a face of its own kindergarten', async () => {
    const db = t.database.db;
    const [mine] = await db.select({ id: students.id }).from(students).where(eq(students.kigId, kig1Id)).limit(1);
    await db.insert(bracelets).values({ kigId: kig1Id, mac: 'AA:BB:CC:DD:EE:02', studentId: mine!.id });
    const res = await send([event('b-1', 'aa:bb:cc:dd:ee:02', '2026-11-23T01:00:00Z', { method: 'bracelet' }), event('f-1', mine!.id, '2026-11-23T01:01:00Z', { method: 'face' })]);
    expect(res.json().data).toMatchObject({ accepted: 2 });
  });

  it('refuses a batch over 1,000 events, malformed events, and a machine without its token', async () => {
    const big = Array.from({ length: 1001 }, (_, i) => event(`big-${i}`, cards.KG0001![0]!, '2026-11-23T01:00:00Z'));
    expect((await send(big)).statusCode).toBe(400);
    const bad = await send([{ recordId: 'y', method: 'smell', credential: 'x', direction: 'sideways', time: 'yesterday' }]);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ data: { field: string }[] }>()
        .data.map((f) => f.field)
        .sort(),
    ).toEqual(['events.0.direction', 'events.0.method', 'events.0.time']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', payload: { events: [] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
