import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { recipeWeekSchema } from '../entities/school/recipe-week.js';
import { timetableWeekSchema } from '../entities/school/timetable-week.js';
import {
  familyActivitiesSchema,
  familyItemParams,
  familyNewsListSchema,
  familyNewsSchema,
  familyNoticeSchema,
  familyNoticesSchema,
  familyPageQuerySchema,
  familyRecipeDayQuerySchema,
  familyRecipeDaySchema,
  familyWeekQuerySchema,
} from '../family-reading-api.js';

/**
 * The parents' app reads what its children's kindergartens publish (issue 15): only published items of
 * its own kindergartens that reach one of its children (the whole school, the child's grade or class).
 * Applying for an activity is `schoolEndpoints.applyActivity`.
 */
export const familyReadingEndpoints = {
  notices: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/notices',
    summary: "Published notices reaching the family's children, newest first, each with when this family read it",
    access: { family: true },
    input: familyPageQuerySchema,
    answer: familyNoticesSchema,
  }),
  notice: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/notices/:id',
    summary: 'A published notice reaching one of the children; the first opening marks it read (counted once per parent)',
    access: { family: true },
    params: familyItemParams,
    answer: familyNoticeSchema,
  }),
  newsList: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/news',
    summary: "Published news of the family's kindergartens, newest first",
    access: { family: true },
    input: familyPageQuerySchema,
    answer: familyNewsListSchema,
  }),
  news: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/news/:id',
    summary: "A published piece of news of one of the family's kindergartens",
    access: { family: true },
    params: familyItemParams,
    answer: familyNewsSchema,
  }),
  activities: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/activities',
    summary:
      "Published activities reaching the family's children: the window, open today (the kindergarten's time zone), each child applied or not (apply: POST /app/v1/activity/apply)",
    access: { family: true },
    input: familyPageQuerySchema,
    answer: familyActivitiesSchema,
  }),
  recipeDay: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/recipes/day',
    summary: "A day's meals (today in the kindergarten's time zone when no date) of a child's kindergarten, labelled in the request's language",
    access: { family: true },
    input: familyRecipeDayQuerySchema,
    answer: familyRecipeDaySchema,
  }),
  recipeWeek: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/recipes/week',
    summary: "The week's menu (this week when no week) of a child's kindergarten, by day and meal",
    access: { family: true },
    input: familyWeekQuerySchema,
    answer: recipeWeekSchema,
  }),
  timetable: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/timetable',
    summary: "A child's class timetable of a week (this week when no week), with the kindergarten's periods",
    access: { family: true },
    input: familyWeekQuerySchema,
    answer: timetableWeekSchema,
  }),
} as const;
