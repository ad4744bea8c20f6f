import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes, students, teachers } from '../../modules/campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import type { Db } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { seedAttendance } from '../seed/attendance-seed.js';
import { seedCampus } from '../seed/campus-seed.js';
import { rebuildSummaries } from './rebuild.js';

/**
 * The day summaries kept live (ingests, reviews, leave, class moves, a rule and a threshold changed,
 * a roster change behind the server's back) are the summaries a rebuild makes from the raw rows
 * alone, on an emptied table.
 */
const MON = '2026-11-09';
const TUE = '2026-11-10';
const WED = '2026-11-11';

let t: TestApp;
let db: Db;
let kig: ApiClient;
let group: ApiClient;
let kigId: string;
let classIds: string[];
let kids: { id: string; cardNo: string; classId: string }[];
let staff: { id: string; cardNo: string }[];

async function machine(ops: ApiClient, serialNo: string, kind: 'signIn' | 'morningCheck') {
  const created = await ops.ok(ops.post<{ id: string; _once: { verifyCode: string } }>('/device/device/save', { serialNo, kind }));
  await ops.ok(ops.post('/device/device/assign', { id: created.id, kigCode: 'KG0001' }));
  const activated = await t.app.inject({ method: 'POST', url: '/device/v1/activate', payload: { serialNo, verifyCode: created._once.verifyCode } });
  return activated.json<{ data: { token: string } }>().data.token;
}

let gate: string;
let checker: string;
const swipe = async (events: { cardNo: string; at: string; direction?: 'in' | 'out' }[]) => {
  const payload = { events: events.map((e) => ({ recordId: `${e.cardNo}-${e.at}`, method: 'card', credential: e.cardNo, direction: e.direction ?? 'in', time: e.at })) };
  const res = await t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', headers: { authorization: `Device ${gate}` }, payload });
  expect(res.json()).toMatchObject({ data: { accepted: events.length } });
};
const check = async (list: { cardNo: string; at: string; temperature: number; session?: 'morning' | 'afternoon' }[]) => {
  const checks = list.map((c) => ({
    recordId: `${c.cardNo}-${c.at}`,
    method: 'card',
    credential: c.cardNo,
    session: c.session ?? 'morning',
    time: c.at,
    temperature: c.temperature,
  }));
  const res = await t.app.inject({ method: 'POST', url: '/device/v1/health/checks', headers: { authorization: `Device ${checker}` }, payload: { checks } });
  expect(res.json()).toMatchObject({ data: { accepted: list.length } });
};

async function summaries() {
  const attendance = rowsOf<{ person_kind: string; class_id: string; day: string; present: number; late: number; left_early: number; on_leave: number }>(
    await db.execute(sql`select person_kind, class_id, school_day::text as day, present, late, left_early, on_leave from attendance_day_summaries
      where kig_id = ${kigId} order by person_kind, school_day, class_id`),
  );
  const health = rowsOf<{ day: string; session: string; class_id: string; checked: number; abnormal: number; fever: number; pending_review: number }>(
    await db.execute(sql`select school_day::text as day, session, class_id, checked, abnormal, fever, pending_review from health_day_summaries
      where kig_id = ${kigId} order by school_day, session, class_id`),
  );
  return { attendance, health };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seedCampus(db, ['KG0001']);
  await seedAttendance(db, ['KG0001']);
  [{ id: kigId }] = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'KG0001'))) as [{ id: string }];
  classIds = (await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort))).map((c) => c.id);
  kids = (await db
    .select({ id: students.id, cardNo: students.cardNo, classId: students.classId })
    .from(students)
    .where(eq(students.kigId, kigId))
    .orderBy(asc(students.studentNumber))) as typeof kids;
  staff = (await db.select({ id: teachers.id, cardNo: teachers.cardNo }).from(teachers).where(eq(teachers.kigId, kigId)).limit(2)) as typeof staff;
  const ops = await ApiClient.as(t.app, 'demo-ops', 9);
  gate = await machine(ops, 'GATE-SUM-1', 'signIn');
  checker = await machine(ops, 'CHECK-SUM-1', 'morningCheck');
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  group = await ApiClient.as(t.app, 'demo-group', 4);
});
afterAll(() => t.close());

describe('day summaries', () => {
  it('kept live through a mixed day, equal a rebuild from the raw rows', async () => {
    const [a, b, c, d, e] = kids;
    const mover = kids.find((k) => k.classId !== a!.classId)!;
    // Monday: on time, late, left early; a teacher; one batch of several days.
    await swipe([
      { cardNo: a!.cardNo, at: '2026-11-08T23:55:00Z' },
      { cardNo: b!.cardNo, at: `${MON}T00:40:00Z` },
      { cardNo: c!.cardNo, at: `${MON}T00:01:00Z` },
      { cardNo: c!.cardNo, at: `${MON}T06:00:00Z`, direction: 'out' },
      { cardNo: mover.cardNo, at: `${MON}T00:02:00Z` },
      { cardNo: staff[0]!.cardNo, at: `${MON}T00:30:00Z` },
      { cardNo: a!.cardNo, at: `${TUE}T00:00:00Z` },
    ]);
    // One event a request, as a gate sends when it is quiet; a later departure undoes leaving early.
    await swipe([{ cardNo: c!.cardNo, at: `${MON}T08:40:00Z`, direction: 'out' }]);
    // Checks: a fever, a re-check that replaces it, an unclear one for review, an afternoon check.
    await check([
      { cardNo: a!.cardNo, at: `${MON}T00:05:00Z`, temperature: 37.6 },
      { cardNo: b!.cardNo, at: `${MON}T00:06:00Z`, temperature: 36.5 },
      { cardNo: mover.cardNo, at: `${MON}T00:07:00Z`, temperature: 37.1 },
    ]);
    await check([
      { cardNo: a!.cardNo, at: `${MON}T00:20:00Z`, temperature: 36.6 },
      { cardNo: b!.cardNo, at: `${MON}T06:00:00Z`, temperature: 38.2, session: 'afternoon' },
    ]);
    const fever = rowsOf<{ id: string; updated_at: string }>(await db.execute(sql`select id, updated_at from health_checks where kig_id = ${kigId} and session = 'afternoon'`))[0]!;
    const updatedAt = (await kig.ok(kig.get<{ updatedAt: string }>(`/health/healthCheck/get?id=${fever.id}`))).updatedAt;
    await kig.ok(kig.post('/health/healthCheck/review', { id: fever.id, updatedAt, temperature: 366 }));
    // Leave approved for an absent child over two days, then one cancelled.
    const leave = { personKind: 'student', leaveType: 'sick', reason: '发烧' };
    const first = await kig.ok(kig.post<{ id: string }>('/attendance/leaveRequest/save', { ...leave, studentId: d!.id, startDate: MON, endDate: TUE }));
    await kig.ok(kig.post('/attendance/leaveRequest/approve', { id: first.id }));
    const second = await kig.ok(kig.post<{ id: string }>('/attendance/leaveRequest/save', { ...leave, studentId: e!.id, startDate: TUE, endDate: TUE }));
    await kig.ok(kig.post('/attendance/leaveRequest/approve', { id: second.id }));
    await kig.ok(kig.post('/attendance/leaveRequest/cancel', { id: second.id }));
    // A child who came moves class; its Monday goes with it.
    const before = await summaries();
    await kig.ok(kig.post('/campus/student/changeClass', { id: mover.id, classId: classIds.find((id) => id !== mover.classId)! }));
    expect((await summaries()).attendance).not.toEqual(before.attendance);
    await swipe([{ cardNo: mover.cardNo, at: `${WED}T00:00:00Z` }]);
    // The fever threshold drops: the 37.1 check is now a fever.
    await kig.ok(kig.post('/health/healthSetting/save', { feverTemperature: 370, highFeverTemperature: 381, lowTemperature: 355, afternoonCheck: true }));
    // Behind the server's back: a teacher resigns and a child leaves; the next read settles it.
    await db.update(teachers).set({ status: 'resigned' }).where(eq(teachers.id, staff[0]!.id));
    await db.update(students).set({ deleted: true }).where(eq(students.id, b!.id));
    await kig.ok(kig.get(`/attendance/monthly/byClass?month=2026-11`));
    await kig.ok(kig.get(`/health/stats/monthly?month=2026-11&session=morning`));

    const live = await summaries();
    const stale = rowsOf(await db.execute(sql`select * from summary_stale where kig_id = ${kigId}`));
    expect(stale).toEqual([]);
    // What the day brought is there: late, left early undone, leave, fever, a review.
    const mondayKids = live.attendance.filter((r) => r.person_kind === 'student' && r.day === MON);
    expect(mondayKids.reduce((n, r) => n + Number(r.present), 0)).toBe(3);
    expect(mondayKids.reduce((n, r) => n + Number(r.on_leave), 0)).toBe(1);
    expect(live.attendance.filter((r) => r.person_kind === 'teacher')).toEqual([]);
    expect(live.health.find((r) => r.session === 'morning' && Number(r.fever) === 1)).toBeDefined();

    await db.execute(sql`delete from attendance_day_summaries`);
    await db.execute(sql`delete from health_day_summaries`);
    expect(await rebuildSummaries(db, { kigCode: 'KG0001' })).toMatchObject({ kindergartens: 1 });
    expect(await summaries()).toEqual(live);
    // Idempotent: a second run changes nothing.
    await rebuildSummaries(db, { kigCode: 'KG0001', from: MON, to: WED });
    expect(await summaries()).toEqual(live);
  });

  it("keeps the roster's counts through every kind of change to a child, equal a recount and a rebuild", async () => {
    const roster = async () =>
      rowsOf<{ class_id: string; since: string; n: number }>(
        await db.execute(sql`select class_id, enrol_date::text as since, studying as n from student_rosters where kig_id = ${kigId} order by class_id, enrol_date`),
      );
    const recount = async () =>
      rowsOf<{ class_id: string; since: string; n: number }>(
        await db.execute(sql`select class_id, enrol_date::text as since, count(*)::int as n from students
          where kig_id = ${kigId} and status = 'studying' and deleted = false group by class_id, enrol_date order by class_id, enrol_date`),
      );
    expect((await roster()).length).toBeGreaterThan(0);
    expect(await roster()).toEqual(await recount());
    const [, , , , , f, g, h, i] = kids;
    // Through the server: a child enrolled (a first day of its own), one moved, one leaves and comes back, one deleted.
    const fresh = await kig.ok(
      kig.post<{ id: string }>('/campus/student/save', { name: '新生', studentNumber: 'R1', classId: classIds[0], birthDate: '2023-01-01', enrolDate: '2026-11-16' }),
    );
    await kig.ok(kig.post('/campus/student/changeClass', { id: f!.id, classId: classIds.find((id) => id !== f!.classId)! }));
    await kig.ok(kig.post('/campus/student/leave', { id: g!.id }));
    await kig.ok(kig.post('/campus/student/leave', { id: h!.id }));
    await kig.ok(kig.post('/campus/student/return', { id: h!.id }));
    await kig.ok(kig.post('/campus/student/delete', { id: i!.id }));
    expect(await roster()).toEqual(await recount());
    // Behind the server's back: a first day changed, two children written and one of them removed, one restored.
    await db.update(students).set({ enrolDate: '2026-11-20' }).where(eq(students.id, f!.id));
    await db.execute(sql`insert into students (id, kig_id, name, student_number, class_id, birth_date, enrol_date)
      values (gen_random_uuid(), ${kigId}, '插班', 'R2', ${classIds[1]}, '2023-02-01', '2026-11-20'), (gen_random_uuid(), ${kigId}, '插班', 'R3', ${classIds[1]}, '2023-02-01', '2026-11-20')`);
    await db.execute(sql`delete from students where kig_id = ${kigId} and student_number = 'R3'`);
    await db.update(students).set({ deleted: false }).where(eq(students.id, i!.id));
    const live = await roster();
    expect(live).toEqual(await recount());
    expect(live).toContainEqual({ class_id: classIds[0], since: '2026-11-16', n: 1 });
    // The only child of a first day leaves: its row goes.
    await kig.ok(kig.post('/campus/student/leave', { id: fresh.id }));
    expect((await roster()).find((r) => r.since === '2026-11-16')).toBeUndefined();
    expect(await roster()).toEqual(await recount());

    const counted = await roster();
    await db.execute(sql`delete from student_rosters where kig_id = ${kigId}`);
    await db.execute(sql`insert into student_rosters (kig_id, class_id, enrol_date, studying) values (${kigId}, ${classIds[0]}, '2000-01-01', 7)`);
    await rebuildSummaries(db, { kigCode: 'KG0001' });
    expect(await roster()).toEqual(counted);
  });

  it("reads an existing database's history as before once migration 0010 marked it stale", async () => {
    const figures = async () => ({
      attendance: await kig.ok(kig.get(`/attendance/monthly/byClass?month=2026-11`)),
      overview: await group.ok(group.get(`/attendance/overview?from=${MON}&to=${WED}`)),
      health: await kig.ok(kig.get(`/health/stats/monthly?month=2026-11&session=morning`)),
      healthMonth: await group.ok(group.get(`/health/stats/monthlyOverview?month=2026-11&session=morning`)),
      healthDay: await group.ok(group.get(`/health/stats/overview?date=${MON}&session=morning`)),
    });
    const before = await figures();
    expect(before.attendance).toMatchObject({ students: { present: expect.any(Number) } });
    // As a database migrated from before the summaries: no summary, every day marked by the migration's last statement.
    await db.execute(sql`delete from attendance_day_summaries`);
    await db.execute(sql`delete from health_day_summaries`);
    const migration = readFileSync(new URL('../migrations/0010_day_summaries.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    expect(rowsOf(await db.execute(sql`select 1 from summary_stale where kig_id = ${kigId}`)).length).toBeGreaterThan(0);
    expect(await figures()).toEqual(before);
    expect(rowsOf(await db.execute(sql`select 1 from summary_stale where kig_id = ${kigId} and school_day between '2026-11-01' and '2026-11-30'`))).toEqual([]);
  });
});
