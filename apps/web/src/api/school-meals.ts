import { type EndpointInput, schoolEndpoints } from '@kg/domain';
import type { DownloadProgress } from './client';
import { callEndpoint, callEndpointAnswer } from './endpoint';
import { downloadEndpoint } from './endpoint-download';

const e = schoolEndpoints;

/** `kigId` of a group account's chosen kindergarten; a kindergarten account leaves it out. */
export type RecipeWeekQuery = {
  kigId?: string;
  /** Any day of the week; this week in the kindergarten's time zone when left out. */
  week?: string;
};

export type TimetableQuery = {
  classId: string;
  week?: string;
};

/** Recipes by week and the classes' timetables, declared in `schoolEndpoints`. */
export const mealsApi = {
  recipeWeek: (q: RecipeWeekQuery, signal?: AbortSignal) => callEndpoint(e.recipeWeek, q, { signal }),
  recipeCell: (body: EndpointInput<typeof e.recipeCell>) => callEndpointAnswer(e.recipeCell, body),
  recipeCopy: (body: EndpointInput<typeof e.recipeCopy>) => callEndpointAnswer(e.recipeCopy, body),
  timetableWeek: (q: TimetableQuery, signal?: AbortSignal) => callEndpoint(e.timetableWeek, q, { signal }),
  timetableSave: (body: EndpointInput<typeof e.timetableSave>) => callEndpointAnswer(e.timetableSave, body),
  timetableCopy: (body: EndpointInput<typeof e.timetableCopy>) => callEndpointAnswer(e.timetableCopy, body),
  timetableExport: (q: TimetableQuery, onProgress?: DownloadProgress) => downloadEndpoint(e.timetableExport, q, onProgress),
};

/** Query keys: everything under ['meals'], so a copy refreshes every week shown. */
export const mealsKeys = {
  all: ['meals'] as const,
  recipeWeek: (q: RecipeWeekQuery) => ['meals', 'recipeWeek', q] as const,
  timetable: (q: TimetableQuery) => ['meals', 'timetable', q] as const,
};
