import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { activatedCheckMachine, machineCheck, sendChecks } from '../../test/check-machine.js';
import { userWithoutPermissions } from '../../test/foreign-tenant.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, students, teachers } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

const DAY = '2026-11-10';
let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let group: ApiClient;
let kigId: string;
let token: string;
let firstClass: string;
let kids: { id: string; cardNo: string }[];
let otherKid: { cardNo: string };
let teacherCard: string;

type Check = {
  id: string;
  updatedAt: string;
  studentId: string;
  temperature: number;
  abnormal: boolean;
  reasons: string[];
  review: string;
  hand: string;
  reviewNote: string | null;
};
type Daily = {
  expected: number;
  checked: number;
  notChecked: number;
  abnormal: number;
  byKind: Record<string, number>;
  temperatures: number[];
  pendingReview: number;
  classes: { classId: string; checked: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  [{ id: firstClass }] = (await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort)).limit(1)) as [{ id: string }];
  kids = (await db.select({ id: students.id, cardNo: students.cardNo }).from(students).where(eq(students.classId, firstClass)).orderBy(asc(students.studentNumber))) as typeof kids;
  [otherKid] = (await db
    .select({ cardNo: students.cardNo })
    .from(students)
    .where(eq(students.kigId, orgs.find((o) => o.code === 'KG0002')!.id))
    .limit(1)) as [typeof otherKid];
  teacherCard = (await db.select({ cardNo: teachers.cardNo }).from(teachers).where(eq(teachers.kigId, kigId)).limit(1))[0]!.cardNo!;
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
  token = await activatedCheckMachine(t.app, ops, 'KG0001', 'CHECK-0001');
});
afterAll(() => t.close());

const check = (recordId: string, cardNo: string, temperature: number, more: object = {}) => machineCheck(DAY, recordId, cardNo, temperature, more);
const send = (checks: object[]) => sendChecks(t.app, token, checks, 'en_US');
const checksOf = async (studentId: string) => (await kig.ok(kig.post<Page<Check>>('/health/healthCheck/list', { studentId, pageSize: 10 }))).records;

describe('checks from a machine', () => {
  it("are judged against the thresholds, stored once, and only for children of the machine's kindergarten", async () => {
    const batch = [
      check('c-0', kids[0]!.cardNo, 36.6),
      check('c-1', kids[1]!.cardNo, 37.5),
      check('c-2', kids[2]!.cardNo, 38.4, { mouth: 'herpes' }),
      check('c-3', kids[3]!.cardNo, 36.5, { unclear: true, photos: ['KG0001/20261110/check/a.jpg'] }),
      check('c-x', otherKid.cardNo, 36.6),
      check('c-t', teacherCard, 36.6),
    ];
    const first = await send(batch);
    expect(first.json()).toMatchObject({
      code: 200,
      // A photo path that the machine did not upload is not kept.
      data: { accepted: 4, duplicates: 0, rejected: [{ recordId: 'c-x' }, { recordId: 'c-t' }], droppedPhotos: [{ recordId: 'c-3', path: 'KG0001/20261110/check/a.jpg' }] },
    });
    expect((await send([...batch.slice(0, 2), check('c-4', kids[4]!.cardNo, 36.7)])).json()).toMatchObject({ data: { accepted: 1, duplicates: 2 } });
    expect((await checksOf(kids[0]!.id))[0]).toMatchObject({ temperature: 366, abnormal: false, reasons: [], review: 'auto' });
    expect((await checksOf(kids[1]!.id))[0]).toMatchObject({ temperature: 375, abnormal: true, reasons: ['fever'], review: 'pending' });
    expect((await checksOf(kids[2]!.id))[0]).toMatchObject({ abnormal: true, reasons: ['fever', 'highFever', 'mouth'] });
    expect((await checksOf(kids[3]!.id))[0]).toMatchObject({ abnormal: false, review: 'pending' });
  });

  it("are stored once when resent across a month's end, each in its month, and make a month no partition holds yet", async () => {
    const batch = [
      check('m-1', kids[6]!.cardNo, 36.6, { time: '2026-12-31T15:59:00Z' }), // 23:59 on 31 December in Shanghai
      check('m-2', kids[7]!.cardNo, 36.6, { time: '2026-12-31T16:01:00Z' }), // 00:01 on 1 January
      check('m-3', kids[8]!.cardNo, 36.6, { time: '2023-05-10T01:00:00Z' }), // a month made for it
    ];
    expect((await send(batch)).json()).toMatchObject({ data: { accepted: 3, duplicates: 0 } });
    expect((await send(batch)).json()).toMatchObject({ data: { accepted: 0, duplicates: 3 } });
    const inMonth = async (month: string) =>
      rowsOf<{ id: string }>(
        await t.database.db.execute(sql`select device_record_id as id from ${sql.identifier(`health_checks_p${month}`)} where kig_id = ${kigId} and device_record_id like 'm-%'`),
      ).map((r) => r.id);
    expect(await inMonth('2026_12')).toEqual(['m-1']);
    expect(await inMonth('2027_01')).toEqual(['m-2']);
    expect(await inMonth('2023_05')).toEqual(['m-3']);
  });

  it('refuse a temperature out of range and a machine without its token', async () => {
    expect((await send([check('bad', kids[5]!.cardNo, 52)])).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/device/v1/health/checks', payload: { checks: [check('n', kids[5]!.cardNo, 36.6)] } });
    expect(res.statusCode).toBe(401);
  });

  it("follow the kindergarten's own thresholds for checks that come after a change", async () => {
    await kig.ok(kig.post('/health/healthSetting/save', { feverTemperature: 370, highFeverTemperature: 385, lowTemperature: 350, afternoonCheck: true }));
    expect(await kig.post('/health/healthSetting/save', { feverTemperature: 300 })).toMatchObject({
      status: 400,
      data: expect.arrayContaining([{ field: 'feverTemperature', message: 'Must be between 36.0 and 40.0' }]),
    });
    await send([check('c-5', kids[5]!.cardNo, 37.1)]);
    expect((await checksOf(kids[5]!.id))[0]).toMatchObject({ abnormal: true, reasons: ['fever'] });
    expect((await kig.post('/health/healthSetting/save', { feverTemperature: 372, highFeverTemperature: 381, lowTemperature: 355 })).status).toBe(409);
    const [setting] = (await kig.ok(kig.post<Page<{ id: string; updatedAt: string; feverTemperature: number }>>('/health/healthSetting/list', {}))).records;
    expect(setting).toMatchObject({ feverTemperature: 370 });
    expect(
      await kig.post('/health/healthSetting/save', { id: setting!.id, updatedAt: setting!.updatedAt, feverTemperature: 390, highFeverTemperature: 385, lowTemperature: 350 }),
    ).toMatchObject({
      status: 400,
      data: [{ field: 'highFeverTemperature' }],
    });
  });
});

describe('review by a teacher', () => {
  it('confirms, or corrects and judges again, keeping what the machine saw, with an audit row', async () => {
    const [fever] = await checksOf(kids[1]!.id);
    const confirmed = await kig.ok(kig.post<Check>('/health/healthCheck/review', { id: fever!.id, updatedAt: fever!.updatedAt, note: '已通知家长' }));
    expect(confirmed).toMatchObject({ review: 'confirmed', abnormal: true, reviewNote: '已通知家长' });
    const [unclear] = await checksOf(kids[3]!.id);
    const corrected = await kig.ok(kig.post<Check>('/health/healthCheck/review', { id: unclear!.id, updatedAt: unclear!.updatedAt, hand: 'rash' }));
    expect(corrected).toMatchObject({ review: 'corrected', abnormal: true, reasons: ['hand'], hand: 'rash' });
    const [audit] = await t.database.db.select({ detail: auditLogs.detail, action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.resourceId, unclear!.id));
    expect(audit).toMatchObject({ action: 'review', detail: { before: { hand: 'normal' }, after: { hand: 'rash' } } });
    expect(await kig.post('/health/healthCheck/review', { id: unclear!.id, updatedAt: corrected.updatedAt, temperature: 600 })).toMatchObject({
      status: 400,
      data: [{ field: 'temperature', message: 'Must be between 30.0 and 45.0' }],
    });
    expect((await other.post('/health/healthCheck/review', { id: fever!.id, updatedAt: confirmed.updatedAt })).status).toBe(404);
  });

  it('is refused on a check with nothing to review (clear and sure), and offered again on a reviewed one', async () => {
    const [clear] = await checksOf(kids[0]!.id);
    expect(clear).toMatchObject({ review: 'auto' });
    expect(await kig.post('/health/healthCheck/review', { id: clear!.id, updatedAt: clear!.updatedAt, hand: 'rash' })).toMatchObject({
      status: 422,
      txt: 'This check needs no review',
    });
    expect((await checksOf(kids[0]!.id))[0]).toMatchObject({ review: 'auto', hand: 'normal', updatedAt: clear!.updatedAt });
    // A second look may correct the first.
    const [reviewed] = await checksOf(kids[1]!.id);
    expect(reviewed).toMatchObject({ review: 'confirmed' });
    expect(await kig.ok(kig.post<Check>('/health/healthCheck/review', { id: reviewed!.id, updatedAt: reviewed!.updatedAt, note: '复查正常' }))).toMatchObject({
      review: 'confirmed',
      reviewNote: '复查正常',
    });
  });

  it('reads of checks are audited, and another kindergarten sees none of them', async () => {
    const before = (await t.database.db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.resource, 'healthCheck'))).length;
    await kig.ok(kig.post('/health/healthCheck/list', {}));
    const after = (await t.database.db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.resource, 'healthCheck'))).length;
    expect(after).toBe(before + 1);
    expect((await other.ok(other.post<Page<Check>>('/health/healthCheck/list', {}))).total).toBe(0);
    // Checks are written by machines and review only: there is no save.
    expect((await kig.post('/health/healthCheck/save', { studentId: kids[0]!.id })).status).toBe(404);
  });
});

describe('statistics of the day', () => {
  it('count checked, not checked, abnormal by kind and temperature bands, by class', async () => {
    const day = await kig.ok(kig.get<Daily>(`/health/stats/daily?date=${DAY}&session=morning`));
    expect(day).toMatchObject({ expected: 72, checked: 6, notChecked: 66, abnormal: 4, pendingReview: 2 });
    expect(day.byKind).toMatchObject({ fever: 3, highFever: 1, mouth: 1, hand: 1, trauma: 0 });
    expect(day.temperatures).toEqual([0, 3, 1, 1, 1]);
    expect(day.classes.find((c) => c.classId === firstClass)).toMatchObject({ checked: 6 });
    const missing = await kig.ok(kig.get<{ students: { id: string }[] }>(`/health/notChecked/list?date=${DAY}&classId=${firstClass}`));
    expect(missing.students.map((s) => s.id)).toEqual(kids.slice(6).map((k) => k.id));
    expect((await kig.ok(kig.get<Daily>(`/health/stats/daily?date=${DAY}&session=afternoon`))).checked).toBe(0);
  });

  it('answer a kindergarten about itself and a group about the kindergarten it names', async () => {
    expect((await other.get(`/health/stats/daily?date=${DAY}&kigId=${kigId}`)).status).toBe(404);
    expect((await group.ok(group.get<Daily>(`/health/stats/daily?date=${DAY}&kigId=${kigId}`))).checked).toBe(6);
    expect((await group.get(`/health/stats/daily?date=${DAY}`)).status).toBe(403);
  });
});

describe('a check in detail', () => {
  it('gives its photos and what the machine saw before the correction', async () => {
    const [corrected] = await checksOf(kids[3]!.id);
    const detail = await kig.ok(kig.get<{ record: Check; photos: string[]; machineFindings: Record<string, unknown> }>(`/health/healthCheck/detail?id=${corrected!.id}`));
    expect(detail).toMatchObject({ record: { hand: 'rash' }, photos: [], machineFindings: { hand: 'normal' } });
    expect((await other.get(`/health/healthCheck/detail?id=${corrected!.id}`)).status).toBe(404);
  });
});

describe("a group's day and a kindergarten's month", () => {
  type Overview = {
    kindergartens: { kigId: string; expected: number; checked: number; notChecked: number; abnormal: number; pendingReview: number }[];
    totals: { checked: number };
  };
  type Monthly = {
    totals: { expected: number; checked: number; abnormal: number; fever: number };
    days: { date: string; schoolDay: boolean; expected: number; checked: number; abnormal: number; fever: number }[];
    classes: { classId: string; checked: number }[];
  };

  it('the group sees each of its kindergartens; a kindergarten only itself', async () => {
    const overview = await group.ok(group.get<Overview>(`/health/stats/overview?date=${DAY}`));
    expect(overview.kindergartens).toHaveLength(2);
    expect(overview.kindergartens.find((k) => k.kigId === kigId)).toMatchObject({ expected: 72, checked: 6, notChecked: 66, abnormal: 4, pendingReview: 2 });
    expect(overview.totals.checked).toBe(6);
    const own = await other.ok(other.get<Overview>(`/health/stats/overview?date=${DAY}`));
    expect(own.kindergartens).toEqual([expect.objectContaining({ checked: 0 })]);
  });

  it('counts the month in person-days over school days, by day and by class', async () => {
    const month = await kig.ok(kig.get<Monthly>('/health/stats/monthly?month=2026-11'));
    expect(month.days.find((d) => d.date === DAY)).toMatchObject({ schoolDay: true, expected: 72, checked: 6, abnormal: 4, fever: 3 });
    expect(month.days.find((d) => d.date === '2026-11-14')).toMatchObject({ schoolDay: false, expected: 0 });
    expect(month.totals.expected).toBe(month.days.reduce((n, d) => n + d.expected, 0));
    expect(month.totals).toMatchObject({ checked: 6, abnormal: 4 });
    expect(month.classes.find((c) => c.classId === firstClass)).toMatchObject({ checked: 6 });
    expect((await other.get(`/health/stats/monthly?month=2026-11&kigId=${kigId}`)).status).toBe(404);
    expect((await kig.get('/health/stats/monthly?month=2026-13')).status).toBe(400);
  });

  it("exports the month as a sheet in the reader's language", async () => {
    const res = await kig.raw('GET', '/health/stats/monthlyExport?month=2026-11&session=morning');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(values).toContain('Morning checks, 2026-11');
    expect(values).toContain(DAY);
  });

  it('exports the day as on screen: each class and the total row, by kind, by temperature; refused as the statistics are', async () => {
    type Row = { className: string; expected: number; checked: number; notChecked: number; abnormal: number; pendingReview: number };
    const day = await kig.ok(kig.get<Daily & { classes: Row[] }>(`/health/stats/daily?date=${DAY}`));
    const rows = await sheetRows(await kig.raw('GET', `/health/stats/dailyExport?date=${DAY}&session=morning`));
    expect(rows[0]![0]).toBe(`阳光第一幼儿园: Morning checks, ${DAY}`);
    expect(rows).toContainEqual(['Class', 'Expected', 'Checked', 'Not checked', 'Abnormal', 'To review']);
    for (const c of day.classes) expect(rows).toContainEqual([c.className, c.expected, c.checked, c.notChecked, c.abnormal, c.pendingReview]);
    expect(rows).toContainEqual(['Total', 72, 6, 66, 4, 2]);
    expect(rows).toContainEqual(['Kind', 'Children']);
    expect(rows.find((r) => r[1] === 3 && String(r[0]).startsWith('Fever'))).toBeDefined();
    expect(rows).toContainEqual(['Temperature (°C)', 'Children']);
    expect(rows).toContainEqual(['35.5–36.9', 3]);
    const zh = await sheetRows(await new ApiClient(t.app, kig.token, 'zh_CN').raw('GET', `/health/stats/dailyExport?date=${DAY}`));
    expect(zh).toContainEqual(['班级', '应检', '已检', '未检', '异常', '待复核']);
    await userWithoutPermissions(t.database.db, 'KG0001', 3, 'no-health', 'Demo_1234');
    const stranger = await ApiClient.as(t.app, 'no-health', 3);
    expect((await stranger.raw('GET', `/health/stats/dailyExport?date=${DAY}`)).statusCode).toBe(403);
    expect((await other.raw('GET', `/health/stats/dailyExport?date=${DAY}&kigId=${kigId}`)).statusCode).toBe(404);
    expect((await group.raw('GET', `/health/stats/dailyExport?date=${DAY}`)).statusCode).toBe(403);
    expect((await group.raw('GET', `/health/stats/dailyExport?date=${DAY}&kigId=${kigId}`)).statusCode).toBe(200);
  });
});
