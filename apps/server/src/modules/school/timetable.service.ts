import { DEFAULT_LESSON_PERIODS, type Lesson, mondayOf, type TimeRange, type TimetableWeek, weekDays } from '@kg/domain';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { classes } from '../campus/campus.tables.js';
import { timetableLessons, timetableSettings } from './meals.tables.js';

export interface TimetableClass {
  id: string;
  kigId: string;
  className: string;
}

/** A live class the session reaches, or 404 exactly as a random id; `lock` holds it until the transaction ends. */
async function classOf(db: Db, ctx: SessionContext, classId: string, lock = false): Promise<TimetableClass> {
  const [row] = lock
    ? await lockedClass(db, ctx, classId)
    : await db
        .select({ id: classes.id, kigId: classes.kigId, className: classes.className })
        .from(classes)
        .where(and(eq(classes.id, classId), inArray(classes.kigId, kindergartenReach(ctx)), eq(classes.deleted, false)));
  if (!row) throw notFound();
  return row;
}

/** Locked with its kindergarten named (Citus locks rows on one shard): two saves of one class's weeks take turns. */
async function lockedClass(tx: Db, ctx: SessionContext, classId: string): Promise<TimetableClass[]> {
  const [seen] = await tx
    .select({ kigId: classes.kigId })
    .from(classes)
    .where(and(eq(classes.id, classId), inArray(classes.kigId, kindergartenReach(ctx)), eq(classes.deleted, false)));
  if (!seen) return [];
  return tx
    .select({ id: classes.id, kigId: classes.kigId, className: classes.className })
    .from(classes)
    .where(and(eq(classes.kigId, seen.kigId), eq(classes.id, classId), eq(classes.deleted, false)))
    .for('update', { of: classes });
}

/** A kindergarten's lesson periods: its setting's, or the defaults until it sets them. */
export async function lessonPeriods(db: Db, kigId: string): Promise<TimeRange[]> {
  const [row] = await db
    .select({ periods: timetableSettings.periods })
    .from(timetableSettings)
    .where(and(eq(timetableSettings.kigId, kigId), eq(timetableSettings.deleted, false)));
  return (row?.periods as TimeRange[] | undefined) ?? [...DEFAULT_LESSON_PERIODS];
}

async function lessonsOf(db: Db, kigId: string, classId: string, weekStart: string) {
  return db
    .select({ day: timetableLessons.day, period: timetableLessons.period, subject: timetableLessons.subject, teacher: timetableLessons.teacher })
    .from(timetableLessons)
    .where(and(eq(timetableLessons.kigId, kigId), eq(timetableLessons.classId, classId), between(timetableLessons.day, weekStart, addDays(weekStart, 6))))
    .orderBy(asc(timetableLessons.day), asc(timetableLessons.period));
}

/**
 * A class's timetable of the week of a Monday (the families' read of "class C's week W" is this): the
 * kindergarten's periods and the lessons within them (a lesson of a period since removed is not shown).
 */
export async function classTimetable(db: Db, cls: TimetableClass, weekStart: string, today: string): Promise<TimetableWeek> {
  const [periods, lessons] = [await lessonPeriods(db, cls.kigId), await lessonsOf(db, cls.kigId, cls.id, weekStart)];
  return {
    kigId: cls.kigId,
    classId: cls.id,
    className: cls.className,
    weekStart,
    today,
    periods,
    lessons: lessons.filter((l) => l.period <= periods.length),
  };
}

async function todayOf(db: Db, ctx: SessionContext, kigId: string, now: Date): Promise<string> {
  const kig = await kindergartenOf(db, ctx, kigId);
  return todayIn(kig.timeZone, now);
}

/** A class's week, this week in its kindergarten's time zone when none is named. */
export async function timetableWeek(db: Db, ctx: SessionContext, query: { classId: string; week?: string }, now: Date): Promise<TimetableWeek> {
  const cls = await classOf(db, ctx, query.classId);
  const today = await todayOf(db, ctx, cls.kigId, now);
  return classTimetable(db, cls, mondayOf(query.week ?? today), today);
}

/** Each lesson in a day of the week, in a period the kindergarten has, once per day and period. */
function checkLessons(lessons: Lesson[], weekStart: string, periods: number): void {
  const days = new Set(weekDays(weekStart));
  const seen = new Set<string>();
  const fields = lessons.flatMap((l, i) => {
    const cell = `${l.day}/${l.period}`;
    const problem = !days.has(l.day)
      ? { field: `lessons.${i}.day`, message: 'meals.timetable.dayOutsideWeek' }
      : l.period > periods
        ? { field: `lessons.${i}.period`, message: 'meals.timetable.periodOverLimit' }
        : seen.has(cell)
          ? { field: `lessons.${i}.period`, message: 'meals.timetable.duplicateCell' }
          : undefined;
    seen.add(cell);
    return problem ? [problem] : [];
  });
  if (fields.length > 0) throw badRequest(fields);
}

async function replaceWeek(tx: Db, ctx: SessionContext, cls: TimetableClass, weekStart: string, lessons: Lesson[]): Promise<number> {
  const removed = await tx
    .delete(timetableLessons)
    .where(and(eq(timetableLessons.kigId, cls.kigId), eq(timetableLessons.classId, cls.id), between(timetableLessons.day, weekStart, addDays(weekStart, 6))))
    .returning({ id: timetableLessons.id });
  if (lessons.length > 0) {
    await tx
      .insert(timetableLessons)
      .values(lessons.map((l) => ({ kigId: cls.kigId, classId: cls.id, day: l.day, period: l.period, subject: l.subject, teacher: l.teacher || null, createdBy: ctx.userId })));
  }
  return removed.length;
}

/** Replaces a class's week of lessons in one transaction, audited with what it held before and after. */
export async function saveTimetable(db: Db, ctx: SessionContext, input: { classId: string; week: string; lessons: Lesson[] }, now: Date): Promise<TimetableWeek> {
  const weekStart = mondayOf(input.week);
  const cls = await db.transaction(async (tx) => {
    const locked = await classOf(tx, ctx, input.classId, true);
    checkLessons(input.lessons, weekStart, (await lessonPeriods(tx, locked.kigId)).length);
    const replaced = await replaceWeek(tx, ctx, locked, weekStart, input.lessons);
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'update',
      resource: 'timetable',
      resourceId: locked.id,
      result: 'ok',
      detail: { weekStart, lessons: input.lessons.length, replaced },
    });
    return locked;
  });
  return classTimetable(db, cls, weekStart, await todayOf(db, ctx, cls.kigId, now));
}

/**
 * Copies a class's week onto another class or week of the same kindergarten, in one transaction. A
 * target week with lessons is overwritten only with `overwrite` (the person confirmed the warning of
 * spec section 5); otherwise 409 with the warning, and nothing changes.
 */
export async function copyTimetable(
  db: Db,
  ctx: SessionContext,
  input: { classId: string; week: string; toClassId: string; toWeek: string; overwrite: boolean },
): Promise<{ copied: number; replaced: number }> {
  const fromWeek = mondayOf(input.week);
  const toWeek = mondayOf(input.toWeek);
  if (input.classId === input.toClassId && fromWeek === toWeek) throw badRequest([{ field: 'toWeek', message: 'meals.timetable.sameWeek' }]);
  return db.transaction(async (tx) => {
    const from = await classOf(tx, ctx, input.classId);
    const to = await classOf(tx, ctx, input.toClassId, true);
    if (to.kigId !== from.kigId) throw badRequest([{ field: 'toClassId', message: 'validation.sameKindergarten' }]);
    const periods = (await lessonPeriods(tx, from.kigId)).length;
    const source = (await lessonsOf(tx, from.kigId, from.id, fromWeek)).filter((l) => l.period <= periods);
    const shift = (Date.parse(toWeek) - Date.parse(fromWeek)) / 86_400_000;
    const existing = await lessonsOf(tx, to.kigId, to.id, toWeek);
    if (existing.length > 0 && !input.overwrite) throw conflict('meals.timetable.overwriteWarning');
    const replaced = await replaceWeek(
      tx,
      ctx,
      to,
      toWeek,
      source.map((l) => ({ ...l, day: addDays(l.day, shift) })),
    );
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'update',
      resource: 'timetable',
      resourceId: to.id,
      result: 'ok',
      detail: { copiedFrom: { classId: from.id, weekStart: fromWeek }, weekStart: toWeek, copied: source.length, replaced },
    });
    return { copied: source.length, replaced };
  });
}
