import { defineEntity } from '../../entity/define.js';
import type { ImageField, TextField } from '../../entity/fields.js';
import { kigField } from '../campus/common.js';
import { type Meal, MEALS } from './meals.js';

export { MEALS, type Meal } from './meals.js';

export const MEAL_NAME_MAX = 30;
export const MEAL_DESCRIPTION_MAX = 200;

const mealName = { kind: 'text', max: MEAL_NAME_MAX } as const satisfies TextField;
const mealPhoto = { kind: 'image', upload: 'image' } as const satisfies ImageField;
const mealDescription = { kind: 'textarea', max: MEAL_DESCRIPTION_MAX } as const satisfies TextField;

/** A meal's three columns of a recipe row. */
export const mealFields = (meal: Meal) => ({ name: `${meal}Name`, photo: `${meal}Photo`, description: `${meal}Description` }) as const;

/**
 * One recipe a kindergarten day: both of the spec's versions (a day's meals, a week's menu) read and
 * write these rows, one per kindergarten and day.
 */
export const recipeEntity = defineEntity({
  name: 'recipe',
  area: 'school',
  scope: 'kindergarten',
  permission: 'school:recipe',
  labelField: 'day',
  defaultSort: { field: 'day', order: 'desc' },
  fields: {
    kigId: kigField,
    day: { kind: 'date', required: true, filter: 'range', sort: true, unique: 'scope', width: 120 },
    breakfastName: mealName,
    breakfastPhoto: mealPhoto,
    breakfastDescription: mealDescription,
    morningSnackName: mealName,
    morningSnackPhoto: mealPhoto,
    morningSnackDescription: mealDescription,
    lunchName: mealName,
    lunchPhoto: mealPhoto,
    lunchDescription: mealDescription,
    afternoonSnackName: mealName,
    afternoonSnackPhoto: mealPhoto,
    afternoonSnackDescription: mealDescription,
    dinnerName: mealName,
    dinnerPhoto: mealPhoto,
    dinnerDescription: mealDescription,
  },
});

/** The message when a recipe names no meal (spec section 5: "a recipe needs at least one meal"). */
export const RECIPE_NEEDS_A_MEAL = 'meals.recipe.needsAMeal';

/** A meal counts when it has a name: a photo or description alone is not a meal. */
export function hasAMeal(row: Record<string, unknown>): boolean {
  return MEALS.some((meal) => {
    const name = row[mealFields(meal).name];
    return typeof name === 'string' && name.trim() !== '';
  });
}
