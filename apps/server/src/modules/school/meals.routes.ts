import { schoolEndpoints, timetableSettingEntity } from '@kg/domain';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { resourceRoutes } from '../../platform/resource/resource.routes.js';
import { ResourceService } from '../../platform/resource/resource.service.js';
import { sendXlsx } from '../../platform/xlsx/report-sheet.js';
import { timetableSettings } from './meals.tables.js';
import { recipeResource } from './recipe.resources.js';
import { copyPreviousWeek, recipeWeek, saveRecipeCell } from './recipe-week.service.js';
import { timetableSheet } from './timetable-export.js';
import { copyTimetable, saveTimetable, timetableWeek } from './timetable.service.js';

/** School life's recipes (a day's meals, a week's menu) and timetables (a class's week, the periods). */
export const mealsRoutes: ModuleRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const recipes = new ResourceService(db, deps.resources, recipeResource);
  const settings = new ResourceService(db, deps.resources, { entity: timetableSettingEntity, table: timetableSettings });
  for (const service of [recipes, settings]) await app.register(resourceRoutes(service), deps);
  const e = schoolEndpoints;
  endpoint(app, e.recipeWeek, async (req) => recipeWeek(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.recipeCell, async (req) => saveRecipeCell(db, recipes, sessionOf(req), req.body, clock()));
  endpoint(app, e.recipeCopy, async (req) => copyPreviousWeek(db, sessionOf(req), req.body));
  endpoint(app, e.timetableWeek, async (req) => timetableWeek(db, sessionOf(req), req.query, clock()));
  endpoint(app, e.timetableSave, async (req) => saveTimetable(db, sessionOf(req), req.body, clock()));
  endpoint(app, e.timetableCopy, async (req) => copyTimetable(db, sessionOf(req), req.body));
  endpoint(app, e.timetableExport, async (req, reply) => sendXlsx(reply, await timetableSheet(db, sessionOf(req), req.query, requestLocale(req), clock())));
};
