import { hasAMeal, type Meal, mealFields, MEALS, mondayOf, type RecipeWeek, weekDays } from '@kg/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Db } from '../../platform/db.js';
import { conflict, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { kindergartenOf } from '../../platform/tenancy/kindergarten-of.js';
import { recipes } from './meals.tables.js';
import { asConflict } from './unique-conflict.js';

type RecipeRow = typeof recipes.$inferSelect;

const live = (kigId: string, from: string, to: string) => and(eq(recipes.kigId, kigId), between(recipes.day, from, to), eq(recipes.deleted, false));

/** A kindergarten's recipes from one day to another, by day (the families' "day" and "week" read this too). */
export async function recipesBetween(db: Db, kigId: string, from: string, to: string): Promise<RecipeRow[]> {
  return db
    .select()
    .from(recipes)
    .where(live(kigId, from, to))
    .orderBy(asc(recipes.day));
}

/** The week of a Monday as the grid shows it: each day, its recipe's id and version, each meal's name and photo. */
export async function recipesOfWeek(db: Db, kigId: string, weekStart: string, today: string): Promise<RecipeWeek> {
  const days = weekDays(weekStart);
  const rows = new Map((await recipesBetween(db, kigId, days[0]!, days[6]!)).map((r) => [r.day, r]));
  return {
    kigId,
    weekStart,
    today,
    days: days.map((day) => {
      const row = rows.get(day);
      const meals: RecipeWeek['days'][number]['meals'] = {};
      for (const meal of MEALS) {
        const f = mealFields(meal);
        const name = row?.[f.name];
        if (name) meals[meal] = { name, photo: row[f.photo] ?? null };
      }
      return { day, recipeId: row?.id ?? null, updatedAt: row?.updatedAt.toISOString() ?? null, meals };
    }),
  };
}

/** A week of a kindergarten in reach: the one of `week`, or this week in the kindergarten's time zone. */
export async function recipeWeek(db: Db, ctx: SessionContext, query: { kigId?: string; week?: string }, now: Date): Promise<RecipeWeek> {
  const kig = await kindergartenOf(db, ctx, query.kigId);
  const today = todayIn(kig.timeZone, now);
  return recipesOfWeek(db, kig.id, mondayOf(query.week ?? today), today);
}

/** The columns of a row that a save names (its meals and day), so that an update keeps what the cell leaves. */
function mealValues(row: RecipeRow): Record<string, unknown> {
  return Object.fromEntries(MEALS.flatMap((meal) => Object.values(mealFields(meal)).map((f) => [f, row[f]])));
}

export interface RecipeCell {
  kigId?: string;
  day: string;
  meal: Meal;
  name: string;
  photo?: string | null;
  updatedAt?: string;
}

/**
 * One meal of a day edited in the week's grid, through the recipe's own save (its checks, its audit):
 * a day without a recipe gets one; a blank name clears the meal, and the day's last meal cleared
 * deletes its recipe (a recipe needs a meal). Answers the day's week as it now is.
 */
export async function saveRecipeCell(db: Db, service: ResourceService, ctx: SessionContext, cell: RecipeCell, now: Date): Promise<RecipeWeek> {
  const kig = await kindergartenOf(db, ctx, cell.kigId);
  const f = mealFields(cell.meal);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(recipes)
      .where(live(kig.id, cell.day, cell.day))
      .for('update', { of: recipes });
    const cleared = cell.name === '';
    const values: Record<string, unknown> = cleared
      ? { [f.name]: null, [f.photo]: null, [f.description]: null }
      : { [f.name]: cell.name, ...(cell.photo !== undefined ? { [f.photo]: cell.photo } : {}) };
    if (!existing) {
      if (!cleared) await service.saveWithin(tx, ctx, { kigId: kig.id, day: cell.day, ...values });
      return;
    }
    const version = cell.updatedAt ?? existing.updatedAt.toISOString();
    if (hasAMeal({ ...mealValues(existing), ...values })) {
      await service.saveWithin(tx, ctx, { id: existing.id, updatedAt: version, day: existing.day, ...mealValues(existing), ...values });
      return;
    }
    if (existing.updatedAt.getTime() !== new Date(version).getTime()) throw conflict();
    await tx
      .update(recipes)
      .set({ deleted: true })
      .where(and(eq(recipes.kigId, kig.id), eq(recipes.id, existing.id)));
    await recordAudit(tx, { ...auditActor(ctx), action: 'delete', resource: 'recipe', resourceId: existing.id, result: 'ok', detail: { label: existing.day } });
  });
  return recipesOfWeek(db, kig.id, mondayOf(cell.day), todayIn(kig.timeZone, now));
}

/**
 * Copies the previous week's recipes onto a week, in one transaction: the week's own recipes are
 * deleted and the previous week's written a week later. A week with recipes is overwritten only with
 * `overwrite` (the person confirmed the warning, spec section 5); otherwise 409 with the warning.
 */
export async function copyPreviousWeek(db: Db, ctx: SessionContext, input: { kigId?: string; week: string; overwrite: boolean }) {
  const kig = await kindergartenOf(db, ctx, input.kigId);
  const weekStart = mondayOf(input.week);
  const from = addDays(weekStart, -7);
  return db.transaction(async (tx) => {
    const source = await recipesBetween(tx, kig.id, from, addDays(from, 6));
    if (source.length === 0) throw ruleBroken('meals.recipe.previousEmpty');
    const replaced = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(live(kig.id, weekStart, addDays(weekStart, 6)))
      .for('update', { of: recipes });
    if (replaced.length > 0 && !input.overwrite) throw conflict('meals.recipe.overwriteWarning');
    await tx
      .update(recipes)
      .set({ deleted: true })
      .where(live(kig.id, weekStart, addDays(weekStart, 6)));
    await asConflict(() =>
      tx.insert(recipes).values(source.map((r) => ({ ...mealValues(r), kigId: kig.id, day: addDays(r.day, 7), createdBy: ctx.userId }) as typeof recipes.$inferInsert)),
    );
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'update',
      resource: 'recipe',
      result: 'ok',
      detail: { copiedFrom: from, weekStart, copied: source.length, replaced: replaced.length },
    });
    return { weekStart, copied: source.length, replaced: replaced.length };
  });
}
