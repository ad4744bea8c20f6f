import type { DictShape } from '@kg/domain';
import type { mealsScreens as source } from '../zh-CN/meals';

export const mealsScreens: DictShape<typeof source> = {
  recipe: {
    dayMeals: "A day's meals",
    weekMenu: 'Weekly menu',
    editDay: 'Edit the day',
  },
  addRecipe: {
    day: 'Date',
    existing: 'This day has a recipe: saving changes it',
    creating: 'This day has no recipe yet: fill in at least one meal',
    saved: 'Recipe saved',
  },
  week: {
    week: 'Week',
    meal: 'Meal',
    copyPrevious: "Copy last week's recipes",
    copyTitle: "Copy last week's recipes?",
    overwrite: 'Overwrite this week',
    copied: 'Recipes of {{count}} days copied',
    fill: 'Fill in',
    editCell: '{{day}} {{meal}}',
  },
  timetable: {
    className: 'Class',
    week: 'Week',
    chooseClass: 'Choose a class first',
    period: 'Period {{n}}',
    edit: 'Edit timetable',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Timetable saved',
    copy: 'Copy to another class or week',
    copyTitle: "Copy this week's timetable",
    toClass: 'To class',
    toWeek: 'To week',
    overwriteTitle: "Overwrite that week's course?",
    overwrite: 'Overwrite',
    copied: '{{count}} lessons copied',
    subject: 'Subject',
    teacher: 'Teacher (optional)',
    periods: 'Lesson periods',
    export: 'Export',
    open: 'Timetable',
  },
};
