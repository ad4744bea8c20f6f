import { type FamilyRecipeDay, type Locale, MEALS, mealFields, mondayOf, type RecipeWeek, type TimetableWeek, translate } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import type { FamilyContext } from '../../platform/context.js';
import { todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { classes } from '../campus/campus.tables.js';
import { recipesBetween, recipesOfWeek } from '../school/recipe-week.service.js';
import { classTimetable } from '../school/timetable.service.js';
import { familyChild, familyKindergartens } from './family-reach.js';

/** A child of the family's with its kindergarten and that kindergarten's today (its time zone). */
async function childDay(db: Db, family: FamilyContext, studentId: string, now: Date) {
  const child = familyChild(family, studentId);
  const kig = (await familyKindergartens(db, family)).get(child.kigId);
  if (!kig) throw notFound();
  return { child, kig, today: todayIn(kig.timeZone, now) };
}

/** A day's meals of a child's kindergarten (its today when no date), in serving order, labelled in the family's language. */
export async function familyRecipeDay(db: Db, family: FamilyContext, query: { studentId: string; date?: string }, locale: Locale, now: Date): Promise<FamilyRecipeDay> {
  const { kig, today } = await childDay(db, family, query.studentId, now);
  const day = query.date ?? today;
  const [row] = await recipesBetween(db, kig.id, day, day);
  const meals = row
    ? MEALS.flatMap((meal) => {
        const f = mealFields(meal);
        const name = row[f.name];
        return name ? [{ meal, label: translate(locale, `meals.meal.${meal}`), name, photo: row[f.photo] ?? null, description: row[f.description] ?? null }] : [];
      })
    : [];
  return { kindergarten: { id: kig.id, name: kig.name }, day, today, meals };
}

/** The week's menu of a child's kindergarten (this week when none). */
export async function familyRecipeWeek(db: Db, family: FamilyContext, query: { studentId: string; week?: string }, now: Date): Promise<RecipeWeek> {
  const { kig, today } = await childDay(db, family, query.studentId, now);
  return recipesOfWeek(db, kig.id, mondayOf(query.week ?? today), today);
}

/** A child's class timetable of a week (this week when none), with its kindergarten's periods. */
export async function familyTimetable(db: Db, family: FamilyContext, query: { studentId: string; week?: string }, now: Date): Promise<TimetableWeek> {
  const { child, kig, today } = await childDay(db, family, query.studentId, now);
  const [cls] = await db
    .select({ id: classes.id, kigId: classes.kigId, className: classes.className })
    .from(classes)
    .where(and(eq(classes.kigId, kig.id), eq(classes.id, child.classId)));
  if (!cls) throw notFound();
  return classTimetable(db, cls, mondayOf(query.week ?? today), today);
}
