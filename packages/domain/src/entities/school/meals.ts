/**
 * The meals of a kindergarten's day, in the order they are served (spec section 3, "Recipe and meal").
 * Apart from the recipe's declaration: the day's home card names them without loading the entity.
 */
export const MEALS = ['breakfast', 'morningSnack', 'lunch', 'afternoonSnack', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
