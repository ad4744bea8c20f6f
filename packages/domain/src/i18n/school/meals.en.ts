import type { DictShape } from '../types.js';
import type { mealsTextZhCN, mealsZhCN } from './meals.zh-CN.js';

export const mealsEn: DictShape<typeof mealsZhCN> = {
  recipe: {
    title: 'Recipes',
    fields: {
      kigId: 'Kindergarten',
      day: 'Date',
      breakfastName: 'Breakfast',
      breakfastPhoto: 'Breakfast photo',
      breakfastDescription: 'Breakfast description',
      morningSnackName: 'Morning snack',
      morningSnackPhoto: 'Morning snack photo',
      morningSnackDescription: 'Morning snack description',
      lunchName: 'Lunch',
      lunchPhoto: 'Lunch photo',
      lunchDescription: 'Lunch description',
      afternoonSnackName: 'Afternoon snack',
      afternoonSnackPhoto: 'Afternoon snack photo',
      afternoonSnackDescription: 'Afternoon snack description',
      dinnerName: 'Dinner',
      dinnerPhoto: 'Dinner photo',
      dinnerDescription: 'Dinner description',
    },
  },
  timetableSetting: {
    title: 'Lesson periods',
    fields: { kigId: 'Kindergarten', periods: 'Periods' },
  },
};

export const mealsTextEn: DictShape<typeof mealsTextZhCN> = {
  meal: { breakfast: 'Breakfast', morningSnack: 'Morning snack', lunch: 'Lunch', afternoonSnack: 'Afternoon snack', dinner: 'Dinner' },
  recipe: {
    needsAMeal: 'Fill in at least one meal',
    overwriteWarning: "Copying overwrites this week's recipes; they are overwritten only once you confirm",
    previousEmpty: 'The previous week has no recipes to copy',
  },
  timetable: {
    periodOverLimit: "Beyond the kindergarten's number of lesson periods",
    dayOutsideWeek: 'The date is not in the chosen week',
    duplicateCell: 'One lesson per period of a day',
    overwriteWarning: "Copying overwrites that week's course; it is overwritten only once you confirm",
    sameWeek: 'Choose another class or another week to copy to',
    sheetTitle: 'Timetable of {{className}} (week of {{weekStart}})',
    period: 'Period {{n}}',
  },
  weekday: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
};
