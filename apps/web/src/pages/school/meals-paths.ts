/** The recipe and timetable pages' paths (their menu entries' hrefs), for the links between them. */
export const MEALS_PATHS = {
  recipe: '/school/recipe',
  addRecipe: '/addRecipe',
  recipeWeek: '/school/recipeWeek',
  timetable: '/set-timetable',
  periods: '/school/timetableSetting',
} as const;
