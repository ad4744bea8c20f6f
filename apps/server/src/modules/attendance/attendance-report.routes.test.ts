import { and, asc, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { userWithoutPermissions } from '../../test/foreign-tenant.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, students, teachers } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

// A past school week: Monday 2026-11-09 to Friday 2026-11-13 (Shanghai, UTC+8).
const MON = '2026-11-09';
const TUE = '2026-11-10';
const SAT = '2026-11-14';

let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let group: ApiClient;
let kigId: string;
let token: string;
let firstClass: string;
let kids: { id: string; cardNo: string; name: string }[];
let teacher: { id: string; cardNo: string };

type Counts = { expected: number; present: number; late: number; leftEarly: number; absent: number; leave: number; rate: number };
type Daily = { workDay: boolean; hasRule: { student: boolean }; students: Counts; teachers: Counts; classes: ({ classId: string; className: string } & Counts)[] };
type Rec = { personId: string; status: string; date: string; firstIn: string | null };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  [{ id: kigId }] = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0001'))) as [{ id: string }];
  [{ id: firstClass }] = (await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort)).limit(1)) as [{ id: string }];
  kids = (await db
    .select({ id: students.id, cardNo: students.cardNo, name: students.name })
    .from(students)
    .where(eq(students.classId, firstClass))
    .orderBy(asc(students.studentNumber))) as typeof kids;
  [teacher] = (await db.select({ id: teachers.id, cardNo: teachers.cardNo }).from(teachers).where(eq(teachers.kigId, kigId)).limit(1)) as [typeof teacher];
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo: 'GATE-RPT-1', kind: 'signIn' }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'KG0001' }));
  const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo: 'GATE-RPT-1', verifyCode: created._once.verifyCode } });
  token = activated.json<{ data: { token: string } }>().data.token;
});
afterAll(() => t.close());

const swipe = async (events: { who: { cardNo: string }; at: string; direction?: 'in' | 'out' }[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/device/v1/attendance/events',
    headers: { authorization: `Device ${token}` },
    payload: { events: events.map((e) => ({ recordId: `${e.who.cardNo}-${e.at}`, method: 'card', credential: e.who.cardNo, direction: e.direction ?? 'in', time: e.at })) },
  });
  expect(res.statusCode).toBe(200);
};
const daily = (date: string, client = kig) => client.ok(client.get<Daily>(`/attendance/daily/byClass?date=${date}`));
const records = (body: object) => kig.ok(kig.post<Page<Rec>>('/attendance/records/list', body));

describe('attendance rules', () => {
  it('refuse more than 5 periods, periods out of order or ending before they start, and no working day', async () => {
    const p = (start: string, end: string) => ({ start, end });
    const base = { name: '幼儿考勤', personKind: 'student', lateMinutes: 10, leaveEarlyMinutes: 10, workDays: [1, 2, 3, 4, 5] };
    const six = [p('07:00', '08:00'), p('08:00', '09:00'), p('09:00', '10:00'), p('10:00', '11:00'), p('11:00', '12:00'), p('13:00', '14:00')];
    expect(await kig.post('/attendance/attendanceRule/save', { ...base, periods: six })).toMatchObject({
      status: 400,
      data: [{ field: 'periods', message: 'At most 5 time periods' }],
    });
    expect(await kig.post('/attendance/attendanceRule/save', { ...base, periods: [p('09:00', '08:00')] })).toMatchObject({
      status: 400,
      data: [{ field: 'periods.0.end', message: 'A period must end after it starts' }],
    });
    expect(await kig.post('/attendance/attendanceRule/save', { ...base, periods: [p('08:00', '12:00'), p('11:00', '15:00')] })).toMatchObject({ status: 400 });
    expect(await kig.post('/attendance/attendanceRule/save', { ...base, periods: [p('8:00', '12:00')] })).toMatchObject({ status: 400 });
    expect(await kig.post('/attendance/attendanceRule/save', { ...base, periods: [p('08:00', '16:30')], workDays: [] })).toMatchObject({
      status: 400,
      data: [{ field: 'workDays' }],
    });
  });

  it('allow one rule per kind of person in a kindergarten', async () => {
    const rule = { name: '幼儿考勤', personKind: 'student', periods: [{ start: '08:00', end: '16:30' }], lateMinutes: 10, leaveEarlyMinutes: 10, workDays: [1, 2, 3, 4, 5] };
    const saved = await kig.ok(kig.post<{ periods: unknown; workDays: number[] }>('/attendance/attendanceRule/save', rule));
    expect(saved).toMatchObject({ periods: rule.periods, workDays: [1, 2, 3, 4, 5] });
    expect(await kig.post('/attendance/attendanceRule/save', { ...rule, name: '第二条' })).toMatchObject({ status: 409, data: [{ field: 'personKind' }] });
    await kig.ok(
      kig.post('/attendance/attendanceRule/save', {
        ...rule,
        name: '教职工',
        personKind: 'teacher',
        periods: [
          { start: '07:30', end: '11:30' },
          { start: '13:30', end: '17:30' },
        ],
        lateMinutes: 5,
        leaveEarlyMinutes: 5,
      }),
    );
    await other.ok(other.post('/attendance/attendanceRule/save', rule));
  });
});

describe('a day counted from the machines, by the rule', () => {
  it('judges arrivals and departures in the kindergarten time zone: on time, late, early, absent', async () => {
    await swipe([
      { who: kids[0]!, at: `${MON}T00:05:07.123Z` }, // 08:05 local: on time
      { who: kids[0]!, at: `${MON}T00:30:00Z` }, // through the gate again: the first arrival stays 08:05
      { who: kids[0]!, at: `${MON}T08:40:00Z`, direction: 'out' }, // 16:40
      { who: kids[1]!, at: `${MON}T00:25:00Z` }, // 08:25: late
      { who: kids[2]!, at: `${MON}T23:50:00Z` }, // 07:50 on Tuesday, sent with Monday's batch
      { who: kids[3]!, at: `${MON}T00:00:00Z` },
      { who: kids[3]!, at: `${MON}T07:00:00Z`, direction: 'out' }, // 15:00: left early
      { who: teacher, at: `${MON}T23:20:00Z` }, // Tuesday 07:20
      { who: teacher, at: `${TUE}T03:40:00Z`, direction: 'out' },
      { who: teacher, at: `${TUE}T05:45:00Z` }, // 13:45: late for the afternoon
      { who: teacher, at: `${TUE}T09:40:00Z`, direction: 'out' },
    ]);
    const day = await daily(MON);
    expect(day).toMatchObject({ workDay: true, hasRule: { student: true } });
    expect(day.students).toMatchObject({ expected: 72, present: 3, late: 1, leftEarly: 1, absent: 69, leave: 0, rate: 4.17 });
    expect(day.classes.find((c) => c.classId === firstClass)).toMatchObject({ expected: 12, present: 3, absent: 9 });
    const mon = await records({ from: MON, to: MON, classId: firstClass, pageSize: 100 });
    const status = (i: number) => mon.records.find((r) => r.personId === kids[i]!.id)?.status;
    expect([status(0), status(1), status(2), status(3), status(4)]).toEqual(['normal', 'late', 'absent', 'leftEarly', 'absent']);
    // The first arrival to the millisecond the machine sent.
    expect(mon.records.find((r) => r.personId === kids[0]!.id)?.firstIn).toBe(`${MON}T00:05:07.123Z`);
    expect((await records({ from: TUE, to: TUE, personKind: 'teacher', status: 'late' })).records.map((r) => r.personId)).toEqual([teacher.id]);
    expect((await daily(TUE)).students).toMatchObject({ present: 1 });
  });

  it('a weekend is no working day, and a day still to come is not judged', async () => {
    const weekend = await daily(SAT);
    expect(weekend).toMatchObject({ workDay: false, students: { expected: 0, absent: 0 } });
    expect((await daily('2099-01-05')).students).toMatchObject({ expected: 0, present: 0, absent: 0 });
  });

  it('approved leave turns an absence into leave; pending or rejected leave does not', async () => {
    const request = { personKind: 'student', studentId: kids[4]!.id, leaveType: 'sick', startDate: MON, endDate: TUE, reason: '发烧' };
    expect(await kig.post('/attendance/leaveRequest/save', { ...request, studentId: undefined })).toMatchObject({ status: 400, data: [{ field: 'studentId' }] });
    expect(await kig.post('/attendance/leaveRequest/save', { ...request, endDate: '2026-11-08' })).toMatchObject({ status: 400, data: [{ field: 'endDate' }] });
    const saved = await kig.ok(kig.post<{ id: string; status: string }>('/attendance/leaveRequest/save', request));
    expect(saved.status).toBe('pending');
    expect(await kig.post('/attendance/leaveRequest/save', { ...request, startDate: TUE, endDate: TUE })).toMatchObject({ status: 409, data: [{ field: 'startDate' }] });
    expect((await daily(MON)).students).toMatchObject({ absent: 69, leave: 0 });
    await kig.ok(kig.post('/attendance/leaveRequest/approve', { id: saved.id }));
    const approved = await kig.ok(kig.get<{ status: string; reviewedBy: string; reviewedAt: string }>(`/attendance/leaveRequest/get?id=${saved.id}`));
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: expect.any(String), reviewedAt: expect.any(String) });
    expect((await daily(MON)).students).toMatchObject({ absent: 68, leave: 1 });
    const edit = { id: saved.id, updatedAt: (approved as { updatedAt?: string }).updatedAt, leaveType: 'personal', startDate: MON, endDate: TUE, reason: 'x' };
    expect((await kig.post('/attendance/leaveRequest/save', edit)).status).toBe(422);
    expect((await kig.post('/attendance/leaveRequest/reject', { id: saved.id })).status).toBe(422);
    const noCheck = await kig.ok(kig.get<{ students: { id: string }[]; onLeave: number }>(`/attendance/noCheck/list?date=${MON}&classId=${firstClass}`));
    expect(noCheck.onLeave).toBe(1);
    expect(noCheck.students.map((s) => s.id)).toEqual([kids[2]!.id, ...kids.slice(5).map((k) => k.id)]);
    await kig.ok(kig.post('/attendance/leaveRequest/cancel', { id: saved.id }));
    expect((await daily(MON)).students).toMatchObject({ absent: 69, leave: 0 });
  });

  it("a teacher's leave names a teacher of the same kindergarten", async () => {
    const [theirs] = await t.database.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.kigId, (await other.ok(other.get<{ kigId: string }>('/attendance/daily/byClass'))).kigId));
    expect(
      await kig.post('/attendance/leaveRequest/save', { personKind: 'teacher', teacherId: theirs!.id, leaveType: 'personal', startDate: MON, endDate: MON, reason: 'x' }),
    ).toMatchObject({ status: 400, data: [{ field: 'teacherId' }] });
    await kig.ok(
      kig.post('/attendance/leaveRequest/save', {
        personKind: 'teacher',
        teacherId: teacher.id,
        studentId: kids[0]!.id,
        leaveType: 'personal',
        startDate: SAT,
        endDate: SAT,
        reason: '调休',
      }),
    );
    const list = await kig.ok(kig.post<Page<{ studentId: string | null; teacherId: string }>>('/attendance/leaveRequest/list', { personKind: 'teacher' }));
    expect(list.records).toEqual([expect.objectContaining({ teacherId: teacher.id, studentId: null })]);
  });

  it("counts a teacher's approved leave with the staff, reading the children and the staff in one pass", async () => {
    const [away] = await t.database.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.kigId, kigId), ne(teachers.id, teacher.id)))
      .limit(1);
    const before = await daily(TUE);
    const saved = await kig.ok(
      kig.post<{ id: string }>('/attendance/leaveRequest/save', {
        personKind: 'teacher',
        teacherId: away!.id,
        leaveType: 'personal',
        startDate: TUE,
        endDate: TUE,
        reason: '培训',
      }),
    );
    await kig.ok(kig.post('/attendance/leaveRequest/approve', { id: saved.id }));
    const counted = t.database.statements();
    const after = await daily(TUE);
    const statements = t.database.statements() - counted;
    expect(after.teachers).toMatchObject({ leave: before.teachers.leave + 1, absent: before.teachers.absent - 1, present: before.teachers.present });
    expect(after.students).toEqual(before.students);
    // The session's kindergarten, both kinds' rules, the people of each kind, the day's events and its
    // leave (ten when each kind of person was read on its own).
    expect(statements).toBeLessThanOrEqual(7);
    await kig.ok(kig.post('/attendance/leaveRequest/cancel', { id: saved.id }));
    expect((await daily(TUE)).teachers).toEqual(before.teachers);
  });
});

describe('the month and its sheet', () => {
  it('counts the month by class and by day', async () => {
    const month = await kig.ok(
      kig.get<{ workDays: number; students: Counts; days: { date: string; workDay: boolean; present: number }[] }>('/attendance/monthly/byClass?month=2026-11'),
    );
    expect(month.days).toHaveLength(30);
    expect(month.days.find((d) => d.date === MON)).toMatchObject({ workDay: true, present: 3 });
    expect(month.days.find((d) => d.date === SAT)).toMatchObject({ workDay: false });
    expect(month.students.present).toBe(4);
    expect((await kig.get('/attendance/monthly/byClass?month=2026-13')).status).toBe(400);
  });

  it('counts the children and the staff as their days do, reading both in one pass over the summaries', async () => {
    const read = async () => {
      const before = t.database.statements();
      const month = await kig.ok(kig.get<{ students: Counts; teachers: Counts }>('/attendance/monthly/byClass?month=2026-11'));
      return { month, statements: t.database.statements() - before };
    };
    const { month, statements } = await read();
    const week = await Promise.all([MON, TUE, '2026-11-11', '2026-11-12', '2026-11-13'].map((date) => daily(date)));
    const sum = (kind: 'students' | 'teachers', key: 'present' | 'late') => week.reduce((n, d) => n + d[kind][key], 0);
    for (const key of ['present', 'late'] as const) {
      expect(month.students[key]).toBe(sum('students', key));
      expect(month.teachers[key]).toBe(sum('teachers', key));
    }
    expect(month.teachers.present).toBeGreaterThan(0);
    // The session's kindergarten, the check for stale days, the rules, a roster each and the summaries
    // (ten when each kind of person was read on its own).
    expect(statements).toBeLessThanOrEqual(7);
  });

  it("exports one row per child with a symbol per day, in the reader's language", async () => {
    const res = await kig.raw('GET', '/attendance/monthly/export?month=2026-11&personKind=student');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toContain('2026-11');
    expect(sheet.getRow(2).getCell(1).value).toBe('Name');
    const row = (name: string) => sheet.getRows(3, 80)!.find((r) => r.getCell(1).value === name)!;
    const dayColumn = 3 + 9; // name, class, number, then day 1..30
    expect(row(kids[0]!.name).getCell(dayColumn).value).toBe('√');
    expect(row(kids[1]!.name).getCell(dayColumn).value).toBe('L');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(2 + 72);
  });
});

describe('reports and reach', () => {
  it('screen by status and keyword over at most 31 days', async () => {
    expect((await records({ from: MON, to: MON, status: 'late' })).records.map((r) => r.personId)).toEqual([kids[1]!.id]);
    expect((await records({ from: MON, to: MON, keyword: kids[0]!.name.slice(0, 2) })).total).toBeGreaterThanOrEqual(1);
    expect(await kig.post('/attendance/records/list', { from: '2026-10-01', to: '2026-11-13' })).toMatchObject({ status: 400, data: [{ field: 'to' }] });
    expect(await kig.post('/attendance/records/list', { from: TUE, to: MON })).toMatchObject({ status: 400, data: [{ field: 'to' }] });
  });

  it('answer a kindergarten about itself only, and a group about the kindergarten it names', async () => {
    expect((await other.get(`/attendance/monthly/byClass?month=2026-11&kigId=${kigId}`)).status).toBe(404);
    expect((await other.post('/attendance/records/list', { kigId, from: MON, to: MON })).status).toBe(404);
    expect((await other.get(`/attendance/monthly/export?month=2026-11&kigId=${kigId}`)).status).toBe(404);
    expect((await other.ok(other.get<Daily>(`/attendance/daily/byClass?date=${MON}`))).students.present).toBe(0);
    expect((await group.ok(group.get<Daily>(`/attendance/daily/byClass?date=${MON}&kigId=${kigId}`))).students.present).toBe(3);
    expect((await group.get(`/attendance/daily/byClass?date=${MON}`)).status).toBe(403);
  });
});

describe("every report's sheet", () => {
  type NoCheck = { students: { name: string }[]; onLeave: number };
  const rowOf = (rows: (string | number)[][], first: string) => rows.find((r) => r[0] === first);

  it("the day: each class with the counts on screen, the total row, then the staff, headed in the reader's language", async () => {
    const day = await daily(MON);
    const rows = await sheetRows(await kig.raw('GET', `/attendance/daily/export?date=${MON}`));
    expect(rows[0]![0]).toBe(`阳光第一幼儿园 attendance, ${MON}`);
    expect(rows).toContainEqual(['Class', 'Expected', 'Present', 'Late', 'Left early', 'Absent', 'On leave', 'Not yet arrived', 'Attendance rate (%)']);
    for (const c of day.classes) {
      expect(rowOf(rows, c.className)).toEqual([c.className, c.expected, c.present, c.late, c.leftEarly, c.absent, c.leave, 0, c.rate]);
    }
    const s = day.students;
    expect(rowOf(rows, 'Total')).toEqual(['Total', s.expected, 3, s.late, s.leftEarly, s.absent, s.leave, 0, s.rate]);
    expect(rowOf(rows, 'Staff')?.slice(1, 3)).toEqual([day.teachers.expected, day.teachers.present]);
    const zh = await sheetRows(await new ApiClient(t.app, kig.token, 'zh_CN').raw('GET', `/attendance/daily/export?date=${MON}`));
    expect(zh).toContainEqual(['班级', '应到', '实到', '迟到', '早退', '缺勤', '请假', '未到', '出勤率（%）']);
  });

  it('the children not arrived, exactly those of the list', async () => {
    const list = await kig.ok(kig.get<NoCheck>(`/attendance/noCheck/list?date=${MON}&classId=${firstClass}`));
    const rows = await sheetRows(await kig.raw('GET', `/attendance/noCheck/export?date=${MON}&classId=${firstClass}`));
    expect(rows[1]).toEqual(['Name', 'Number', 'Class', 'Card number']);
    expect(rows.slice(2, -1).map((r) => r[0])).toEqual(list.students.map((s) => s.name));
    expect(rows.at(-1)).toEqual([`Not arrived: ${list.students.length}`, `On leave: ${list.onLeave}`]);
    expect(rows.map((r) => r[0])).not.toContain(kids[0]!.name);
  });

  it('a report: every person-day its filters select, not one page, times on the kindergarten clocks', async () => {
    const filters = { from: MON, to: TUE, classId: firstClass };
    const all = await records({ ...filters, pageSize: 100 });
    const rows = await sheetRows(await kig.raw('POST', '/attendance/records/export', { ...filters, pageSize: 5 }));
    expect(rows[0]![0]).toBe(`阳光第一幼儿园 attendance report, ${MON} to ${TUE}`);
    expect(rows[1]).toEqual(['Date', 'Name', 'Class', 'Number', 'Status', 'Arrived', 'Left']);
    expect(rows.length - 2).toBe(all.total);
    expect(rows).toContainEqual([MON, kids[0]!.name, expect.any(String), expect.any(String), 'Normal', '08:05', '16:40']);
    expect(await kig.post('/attendance/records/export', { from: '2026-10-01', to: '2026-11-13' })).toMatchObject({ status: 400, data: [{ field: 'to' }] });
  });

  it("each refused without its report's permission, and for another tenant's kindergarten", async () => {
    await userWithoutPermissions(t.database.db, 'KG0001', 3, 'no-reports', 'Demo_1234');
    const stranger = await ApiClient.as(t.app, 'no-reports', 3);
    const exports: ['GET' | 'POST', string, object?][] = [
      ['GET', `/attendance/daily/export?date=${MON}`],
      ['GET', `/attendance/noCheck/export?date=${MON}`],
      ['POST', '/attendance/records/export', { from: MON, to: MON }],
    ];
    const withKig = (path: string) => `${path}&kigId=${kigId}`;
    for (const [method, path, body] of exports) {
      expect((await stranger.raw(method, path, body)).statusCode, path).toBe(403);
      const theirs = method === 'GET' ? await other.raw('GET', withKig(path)) : await other.raw('POST', path, { ...body, kigId });
      expect(theirs.statusCode, path).toBe(404);
      // A group names its kindergarten, as for the report itself.
      const mine = method === 'GET' ? await group.raw('GET', withKig(path)) : await group.raw('POST', path, { ...body, kigId });
      expect(mine.statusCode, path).toBe(200);
    }
  });
});
