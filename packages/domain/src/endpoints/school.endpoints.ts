import { z } from 'zod';
import { activityActionSchema, activityApplicationSchema, activityApplySchema, activityNotPassSchema, activityStateSchema } from '../activity-api.js';
import { defineEndpoint, fileAnswer, XLSX_TYPE } from '../endpoint/define-endpoint.js';
import { recipeCellSchema, recipeCopyAnswerSchema, recipeCopySchema, recipeWeekQuerySchema, recipeWeekSchema } from '../entities/school/recipe-week.js';
import { timetableCopyAnswerSchema, timetableCopySchema, timetableSaveSchema, timetableWeekQuerySchema, timetableWeekSchema } from '../entities/school/timetable-week.js';

/**
 * School life beside its generic calls (issue 15). An activity's review (spec section 4): pass and not
 * pass by who may review, publish and unpublish by who may publish; a direct publisher (`pubFlag`)
 * publishes its own activity without review with only the right to draft one. The week's menu and the
 * classes' timetables.
 */
export const schoolEndpoints = {
  activityPublishing: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/activity/publishing',
    summary: "Whether the session's account publishes its own activities without review (its or its role's pubFlag)",
    access: { permission: 'school:activity:add' },
    answer: z.object({ direct: z.boolean() }),
  }),
  passActivity: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/activity/pass',
    summary: 'Passes an activity pending review',
    access: { permission: 'school:activity:review' },
    input: activityActionSchema,
    answer: activityStateSchema,
    success: 'success.ok',
  }),
  notPassActivity: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/activity/notPass',
    summary: 'Does not pass an activity pending review, with the reason',
    access: { permission: 'school:activity:review' },
    input: activityNotPassSchema,
    answer: activityStateSchema,
    success: 'success.ok',
  }),
  publishActivity: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/activity/publish',
    summary: 'Publishes a passed or unpublished activity (a direct publisher: its own, from pending review too)',
    access: { permission: ['school:activity:publish', 'school:activity:add'] },
    input: activityActionSchema,
    answer: activityStateSchema,
    success: 'success.ok',
  }),
  unpublishActivity: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/activity/unpublish',
    summary: 'Takes a published activity back from families',
    access: { permission: 'school:activity:publish' },
    input: activityActionSchema,
    answer: activityStateSchema,
    success: 'success.ok',
  }),
  // The parents' app: a family applies for its child (once, within the window, if the audience includes the child's class).
  applyActivity: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/activity/apply',
    summary: "A family applies for its child to a published activity, within its window, once, if the activity is for the child's class",
    access: { family: true },
    input: activityApplySchema,
    answer: activityApplicationSchema,
    success: 'success.saved',
  }),
  recipeWeek: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/recipe/week',
    summary: "A kindergarten's recipes of a week, by day and meal",
    access: { permission: 'school:recipe:view' },
    input: recipeWeekQuerySchema,
    answer: recipeWeekSchema,
  }),
  recipeCell: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/recipe/cell',
    summary: "One meal of a day edited in the week's grid (the day's recipe made, changed or, emptied, removed)",
    access: { permission: 'school:recipe:edit' },
    input: recipeCellSchema,
    answer: recipeWeekSchema,
    success: 'success.saved',
  }),
  recipeCopy: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/recipe/copyWeek',
    summary: "Copies the previous week's recipes onto a week, overwriting it once confirmed",
    access: { permission: 'school:recipe:edit' },
    input: recipeCopySchema,
    answer: recipeCopyAnswerSchema,
    success: 'success.saved',
  }),
  timetableWeek: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/timetable/week',
    summary: "A class's lessons of a week, by period and day, with its kindergarten's periods",
    access: { permission: 'school:timetable:view' },
    input: timetableWeekQuerySchema,
    answer: timetableWeekSchema,
  }),
  timetableSave: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/timetable/save',
    summary: "Replaces a class's lessons of a week",
    access: { permission: 'school:timetable:edit' },
    input: timetableSaveSchema,
    answer: timetableWeekSchema,
    success: 'success.saved',
  }),
  timetableCopy: defineEndpoint({
    area: 'school',
    method: 'POST',
    path: '/school/timetable/copy',
    summary: "Copies a class's week onto another class or week, overwriting it once confirmed",
    access: { permission: 'school:timetable:edit' },
    input: timetableCopySchema,
    answer: timetableCopyAnswerSchema,
    success: 'success.saved',
  }),
  timetableExport: defineEndpoint({
    area: 'school',
    method: 'GET',
    path: '/school/timetable/export',
    summary: "A class's week of lessons as a spreadsheet",
    access: { permission: 'school:timetable:export' },
    rateBucket: 'export',
    input: timetableWeekQuerySchema,
    answer: fileAnswer(XLSX_TYPE),
  }),
};
