import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../../db/seed/campus-seed.js';
import { auditLogs } from '../../platform/audit/audit.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { ApiClient, type Page } from '../../test/api-client.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { classes } from '../campus/campus.tables.js';

// 01:00 on Monday 16 November 2026 in Shanghai, still Sunday in UTC: the week is judged in the kindergarten's zone.
const NOW = new Date('2026-11-15T17:00:00Z');
const THIS_WEEK = '2026-11-16';
const LAST_WEEK = '2026-11-09';
const RANDOM = '0191f5d2-0000-7000-8000-000000000000';

let t: TestApp;
let kig: ApiClient;
let other: ApiClient;
let group: ApiClient;
let kigId: string;
let otherKigId: string;
let classIds: string[];

type Week = {
  kigId: string;
  weekStart: string;
  today: string;
  days: { day: string; recipeId: string | null; updatedAt: string | null; meals: Record<string, { name: string }> }[];
};
type Timetable = {
  weekStart: string;
  today: string;
  periods: { start: string; end: string }[];
  lessons: { day: string; period: number; subject: string; teacher: string | null }[];
};
type Recipe = { id: string; day: string; updatedAt: string; lunchName: string | null; breakfastName: string | null };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  const db = t.database.db;
  await seedCampus(db, ['KG0001', 'KG0002']);
  const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
  kigId = orgs.find((o) => o.code === 'KG0001')!.id;
  otherKigId = orgs.find((o) => o.code === 'KG0002')!.id;
  classIds = (await db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, kigId)).orderBy(asc(classes.sort))).map((c) => c.id);
  kig = await ApiClient.as(t.app, 'demo-kig', 3);
  other = await ApiClient.as(t.app, 'demo-easy', 3, '123456');
  group = await ApiClient.as(t.app, 'demo-group', 4);
});
afterAll(() => t.close());

const week = (client: ApiClient, query: string) => client.get<Week>(`/school/recipe/week?${query}`);
const mealsOf = (w: Week) => Object.fromEntries(w.days.filter((d) => d.recipeId).map((d) => [d.day, Object.fromEntries(Object.entries(d.meals).map(([m, c]) => [m, c.name]))]));
const auditsOf = (resource: string) =>
  t.database.db.select({ action: auditLogs.action, detail: auditLogs.detail }).from(auditLogs).where(eq(auditLogs.resource, resource)).orderBy(asc(auditLogs.at));

describe("a day's recipe", () => {
  it('needs at least one meal, and one recipe a day', async () => {
    const empty = await kig.post('/school/recipe/save', { day: '2026-11-02', breakfastDescription: 'milk' });
    expect(empty).toMatchObject({ status: 400, data: [{ field: 'breakfastName', message: 'Fill in at least one meal' }] });
    const saved = await kig.ok(kig.post<Recipe>('/school/recipe/save', { day: '2026-11-02', lunchName: 'Noodles' }));
    expect(saved).toMatchObject({ day: '2026-11-02', lunchName: 'Noodles', breakfastName: null });
    expect(await kig.post('/school/recipe/save', { day: '2026-11-02', dinnerName: 'Rice' })).toMatchObject({ status: 409 });
    // Emptying the last meal of an existing day is refused the same way.
    expect(await kig.post('/school/recipe/save', { id: saved.id, updatedAt: saved.updatedAt, lunchName: '' })).toMatchObject({ status: 400 });
    const list = await kig.ok(kig.post<Page<Recipe>>('/school/recipe/list', { day: ['2026-11-01', '2026-11-30'] }));
    expect(list.records.map((r) => [r.day, r.lunchName])).toEqual([['2026-11-02', 'Noodles']]);
    const sheet = await sheetRows(await kig.raw('GET', '/school/recipe/export'));
    expect(sheet.some((row) => row.includes('2026-11-02') && row.includes('Noodles'))).toBe(true);
  });
});

describe("the week's menu", () => {
  it("is this week in the kindergarten's time zone, and a cell edit makes, changes and, emptied, removes a day's recipe", async () => {
    expect(await kig.ok(week(kig, ''))).toMatchObject({ weekStart: THIS_WEEK, today: THIS_WEEK });
    let w = await kig.ok(kig.post<Week>('/school/recipe/cell', { day: '2026-11-17', meal: 'breakfast', name: 'Congee' }));
    w = await kig.ok(kig.post<Week>('/school/recipe/cell', { day: '2026-11-17', meal: 'lunch', name: 'Dumplings', updatedAt: w.days[1]!.updatedAt }));
    expect(mealsOf(w)).toEqual({ '2026-11-17': { breakfast: 'Congee', lunch: 'Dumplings' } });
    // A version read before the last edit is refused.
    const stale = await kig.post('/school/recipe/cell', { day: '2026-11-17', meal: 'dinner', name: 'Soup', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    await kig.ok(kig.post('/school/recipe/cell', { day: '2026-11-17', meal: 'breakfast', name: '' }));
    w = await kig.ok(kig.post<Week>('/school/recipe/cell', { day: '2026-11-17', meal: 'lunch', name: '' }));
    expect(mealsOf(w)).toEqual({});
    expect((await auditsOf('recipe')).map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('copies the previous week only once the warning is confirmed, and overwrites in one transaction', async () => {
    expect(await kig.post('/school/recipe/copyWeek', { week: THIS_WEEK })).toMatchObject({ status: 422, txt: 'The previous week has no recipes to copy' });
    for (const [day, name] of [
      ['2026-11-09', 'Rice'],
      ['2026-11-11', 'Noodles'],
    ]) {
      await kig.ok(kig.post('/school/recipe/cell', { day, meal: 'lunch', name }));
    }
    await kig.ok(kig.post('/school/recipe/cell', { day: '2026-11-18', meal: 'dinner', name: 'Pizza' }));
    const warned = await kig.post('/school/recipe/copyWeek', { week: '2026-11-20' });
    expect(warned).toMatchObject({ status: 409, txt: "Copying overwrites this week's recipes; they are overwritten only once you confirm" });
    expect(mealsOf(await kig.ok(week(kig, `week=${THIS_WEEK}`)))).toEqual({ '2026-11-18': { dinner: 'Pizza' } });

    // A copy that fails half-way leaves the week as it was: the deletion is rolled back with the insertion.
    // (The copy of a lunch named 'Poison' is refused by a check the stored row was spared: NOT VALID.)
    await kig.ok(kig.post('/school/recipe/cell', { day: '2026-11-15', meal: 'breakfast', name: 'Bread' }));
    await t.database.db.execute(sql`update recipes set lunch_name = 'Poison' where day = '2026-11-15'`);
    await t.database.db.execute(sql.raw(`alter table recipes add constraint refuse_poison check (lunch_name <> 'Poison') not valid`));
    expect((await kig.post('/school/recipe/copyWeek', { week: THIS_WEEK, overwrite: true })).status).toBe(500);
    expect(mealsOf(await kig.ok(week(kig, `week=${THIS_WEEK}`)))).toEqual({ '2026-11-18': { dinner: 'Pizza' } });
    await t.database.db.execute(sql.raw('alter table recipes drop constraint refuse_poison'));
    await t.database.db.execute(sql`update recipes set lunch_name = null where day = '2026-11-15'`);

    const copied = await kig.ok(kig.post('/school/recipe/copyWeek', { week: THIS_WEEK, overwrite: true }));
    expect(copied).toEqual({ weekStart: THIS_WEEK, copied: 3, replaced: 1 });
    expect(mealsOf(await kig.ok(week(kig, `week=${THIS_WEEK}`)))).toEqual({
      '2026-11-16': { lunch: 'Rice' },
      '2026-11-18': { lunch: 'Noodles' },
      '2026-11-22': { breakfast: 'Bread' },
    });
    expect((await auditsOf('recipe')).at(-1)).toMatchObject({ action: 'update', detail: { copiedFrom: LAST_WEEK, weekStart: THIS_WEEK, copied: 3, replaced: 1 } });
  });

  it('of another kindergarten answers as a random one; a group names one of its kindergartens', async () => {
    const foreign = await week(other, `kigId=${kigId}`);
    const random = await week(other, `kigId=${RANDOM}`);
    expect(foreign.status).not.toBe(200);
    expect(foreign).toEqual(random);
    expect((await other.post('/school/recipe/cell', { kigId, day: '2026-11-17', meal: 'lunch', name: 'x' })).status).toBe(foreign.status);
    expect((await other.post('/school/recipe/copyWeek', { kigId, week: THIS_WEEK, overwrite: true })).status).toBe(foreign.status);
    expect(mealsOf(await group.ok(week(group, `kigId=${kigId}&week=${THIS_WEEK}`)))).toHaveProperty('2026-11-16');
    expect(mealsOf(await other.ok(week(other, `week=${THIS_WEEK}`)))).toEqual({});
    expect((await other.ok(week(other, ''))).kigId).toBe(otherKigId);
  });
});

describe("a class's timetable", () => {
  const lessons = [
    { day: '2026-11-16', period: 1, subject: 'Music', teacher: 'Ms Li' },
    { day: '2026-11-16', period: 2, subject: 'Drawing' },
    { day: '2026-11-20', period: 4, subject: 'Games' },
  ];

  it("has at most the kindergarten's periods, never more than 5", async () => {
    const first = await kig.ok(kig.get<Timetable>(`/school/timetable/week?classId=${classIds[0]}`));
    expect(first).toMatchObject({ weekStart: THIS_WEEK, today: THIS_WEEK, lessons: [] });
    expect(first.periods).toHaveLength(4);
    const beyond = await kig.post('/school/timetable/save', { classId: classIds[0], week: THIS_WEEK, lessons: [{ day: '2026-11-16', period: 5, subject: 'Sport' }] });
    expect(beyond).toMatchObject({ status: 400, data: [{ field: 'lessons.0.period', message: "Beyond the kindergarten's number of lesson periods" }] });
    const six = await kig.post('/school/timetable/save', { classId: classIds[0], week: THIS_WEEK, lessons: [{ day: '2026-11-16', period: 6, subject: 'Sport' }] });
    expect(six).toMatchObject({ status: 400, data: [{ field: 'lessons.0.period' }] });
    const periods = ['08:00', '09:00', '10:00', '11:00', '14:00', '15:00'].map((start) => ({ start, end: start.replace(':00', ':40') }));
    expect(await kig.post('/school/timetableSetting/save', { periods })).toMatchObject({ status: 400, data: [{ field: 'periods' }] });
    await kig.ok(kig.post('/school/timetableSetting/save', { periods: periods.slice(0, 5) }));
    const saved = await kig.ok(
      kig.post<Timetable>('/school/timetable/save', { classId: classIds[0], week: '2026-11-18', lessons: [...lessons, { day: '2026-11-17', period: 5, subject: 'Sport' }] }),
    );
    expect(saved.periods).toHaveLength(5);
    expect(saved.lessons).toEqual([
      { day: '2026-11-16', period: 1, subject: 'Music', teacher: 'Ms Li' },
      { day: '2026-11-16', period: 2, subject: 'Drawing', teacher: null },
      { day: '2026-11-17', period: 5, subject: 'Sport', teacher: null },
      { day: '2026-11-20', period: 4, subject: 'Games', teacher: null },
    ]);
    const outside = await kig.post('/school/timetable/save', { classId: classIds[0], week: THIS_WEEK, lessons: [{ day: '2026-11-23', period: 1, subject: 'Music' }] });
    expect(outside).toMatchObject({ status: 400, data: [{ field: 'lessons.0.day' }] });
    // Saving a week replaces it.
    const replaced = await kig.ok(kig.post<Timetable>('/school/timetable/save', { classId: classIds[0], week: THIS_WEEK, lessons }));
    expect(replaced.lessons).toHaveLength(3);
    const sheet = await sheetRows(await kig.raw('GET', `/school/timetable/export?classId=${classIds[0]}&week=${THIS_WEEK}`));
    expect(sheet.find((row) => String(row[0]).startsWith('Period 1'))).toContain('Music (Ms Li)');
  });

  it('is copied to another class or week only once the warning is confirmed, in one transaction', async () => {
    await kig.ok(kig.post('/school/timetable/save', { classId: classIds[1], week: THIS_WEEK, lessons: [{ day: '2026-11-19', period: 3, subject: 'Reading' }] }));
    const copy = { classId: classIds[0], week: THIS_WEEK, toClassId: classIds[1], toWeek: THIS_WEEK };
    expect(await kig.post('/school/timetable/copy', copy)).toMatchObject({ status: 409, txt: "Copying overwrites that week's course; it is overwritten only once you confirm" });
    const target = () => kig.ok(kig.get<Timetable>(`/school/timetable/week?classId=${classIds[1]}&week=${THIS_WEEK}`));
    expect((await target()).lessons.map((l) => l.subject)).toEqual(['Reading']);

    // The copy of the lesson 'Games' is refused by a check its stored row was spared (NOT VALID): nothing changes.
    await t.database.db.execute(sql.raw(`alter table timetable_lessons add constraint refuse_games check (subject <> 'Games') not valid`));
    expect((await kig.post('/school/timetable/copy', { ...copy, overwrite: true })).status).toBe(500);
    expect((await target()).lessons.map((l) => l.subject)).toEqual(['Reading']);
    await t.database.db.execute(sql.raw('alter table timetable_lessons drop constraint refuse_games'));

    expect(await kig.ok(kig.post('/school/timetable/copy', { ...copy, overwrite: true }))).toEqual({ copied: 3, replaced: 1 });
    expect((await target()).lessons.map((l) => l.subject)).toEqual(['Music', 'Drawing', 'Games']);
    // To an empty week: no warning needed; the days move with the week.
    expect(await kig.ok(kig.post('/school/timetable/copy', { ...copy, toWeek: '2026-11-25' }))).toEqual({ copied: 3, replaced: 0 });
    const next = await kig.ok(kig.get<Timetable>(`/school/timetable/week?classId=${classIds[1]}&week=2026-11-23`));
    expect(next.lessons.map((l) => l.day)).toEqual(['2026-11-23', '2026-11-23', '2026-11-27']);
    expect(await kig.post('/school/timetable/copy', { ...copy, toClassId: classIds[0] })).toMatchObject({ status: 400, data: [{ field: 'toWeek' }] });
    const audits = await t.database.db
      .select({ detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'timetable'), eq(auditLogs.resourceId, classIds[1]!)));
    expect(audits.map((a) => a.detail)).toContainEqual({ copiedFrom: { classId: classIds[0], weekStart: THIS_WEEK }, weekStart: THIS_WEEK, copied: 3, replaced: 1 });
  });

  it("of another kindergarten's class answers as a random id", async () => {
    const query = (id: string) => other.get(`/school/timetable/week?classId=${id}`);
    const foreign = await query(classIds[0]!);
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(await query(RANDOM));
    const save = (id: string) => other.post('/school/timetable/save', { classId: id, week: THIS_WEEK, lessons: [] });
    expect(await save(classIds[0]!)).toEqual(await save(RANDOM));
    const copyTo = (id: string) => kig.post('/school/timetable/copy', { classId: classIds[0], week: THIS_WEEK, toClassId: id, toWeek: THIS_WEEK, overwrite: true });
    const theirs = (await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.kigId, otherKigId)).limit(1))[0]!.id;
    expect(await copyTo(theirs)).toEqual(await copyTo(RANDOM));
    expect((await kig.ok(kig.get<Timetable>(`/school/timetable/week?classId=${classIds[0]}&week=${THIS_WEEK}`))).lessons).toHaveLength(3);
  });
});
