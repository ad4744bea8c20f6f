import { z } from 'zod';
import { versionSchema } from '../../entity/schemas.js';
import { textSchema } from '../../text-input.js';
import { MEAL_NAME_MAX, MEALS } from './recipe.entity.js';
import { weekDateSchema } from './school-week.js';

/** A kindergarten's week (a group names one of its kindergartens; this week in its time zone when `week` is left out). */
export const recipeWeekQuerySchema = z.looseObject({
  kigId: z.uuid().optional(),
  week: weekDateSchema.optional(),
});

const mealCellSchema = z.object({ name: z.string(), photo: z.string().nullable() });

/** A week's menu: each day's recipe (its id and version, to edit it) and each meal's name and photo. */
export const recipeWeekSchema = z.object({
  kigId: z.string(),
  weekStart: z.string(),
  today: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      recipeId: z.string().nullable(),
      updatedAt: z.string().nullable(),
      meals: z.partialRecord(z.enum(MEALS), mealCellSchema),
    }),
  ),
});
export type RecipeWeek = z.infer<typeof recipeWeekSchema>;

/**
 * One cell of the week's grid edited in place: the meal's name (blank clears the meal; the day's last
 * meal cleared removes its recipe) and optionally its photo. `updatedAt`: the day's version read, if any.
 */
export const recipeCellSchema = z.object({
  kigId: z.uuid().optional(),
  day: weekDateSchema,
  meal: z.enum(MEALS),
  name: textSchema(MEAL_NAME_MAX),
  photo: z.string().max(500).nullable().optional(),
  updatedAt: versionSchema.optional(),
});

/**
 * Copies the previous week's recipes onto a week. Its recipes are overwritten only when `overwrite`
 * says the person confirmed the warning (spec section 5); without it a week with recipes is refused.
 */
export const recipeCopySchema = z.object({
  kigId: z.uuid().optional(),
  week: weekDateSchema,
  overwrite: z.boolean().default(false),
});

export const recipeCopyAnswerSchema = z.object({ weekStart: z.string(), copied: z.number(), replaced: z.number() });
