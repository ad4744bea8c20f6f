import { hasAMeal, mealFields, MEALS, RECIPE_NEEDS_A_MEAL, recipeEntity } from '@kg/domain';
import { badRequest } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { recipes } from './meals.tables.js';

/** Spec section 5: a recipe needs at least one meal; the form's first meal is named as at fault. */
export const recipeResource: ResourceOptions = {
  entity: recipeEntity,
  table: recipes,
  hooks: {
    async beforeSave(_tx, _ctx, input, existing) {
      if (!hasAMeal({ ...existing, ...input })) throw badRequest([{ field: mealFields(MEALS[0]).name, message: RECIPE_NEEDS_A_MEAL }]);
    },
  },
};
