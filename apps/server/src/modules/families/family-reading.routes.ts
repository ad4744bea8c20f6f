import { familyReadingEndpoints } from '@kg/domain';
import { familyOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { familyActivities } from './family-activities.service.js';
import { familyRecipeDay, familyRecipeWeek, familyTimetable } from './family-meals.service.js';
import { familyNews, familyNewsList, familyNotices, openFamilyNotice } from './family-notices.service.js';

/** The parents' app reads what its kindergartens publish (`familyReadingEndpoints`). */
export const familyReadingRoutes: ModuleRoutes = async (app, { db, clock }) => {
  const e = familyReadingEndpoints;
  endpoint(app, e.notices, async (req) => familyNotices(db, familyOf(req), req.query));
  endpoint(app, e.notice, async (req) => openFamilyNotice(db, familyOf(req), req.params.id, clock()));
  endpoint(app, e.newsList, async (req) => familyNewsList(db, familyOf(req), req.query));
  endpoint(app, e.news, async (req) => familyNews(db, familyOf(req), req.params.id));
  endpoint(app, e.activities, async (req) => familyActivities(db, familyOf(req), req.query, clock()));
  endpoint(app, e.recipeDay, async (req) => familyRecipeDay(db, familyOf(req), req.query, requestLocale(req), clock()));
  endpoint(app, e.recipeWeek, async (req) => familyRecipeWeek(db, familyOf(req), req.query, clock()));
  endpoint(app, e.timetable, async (req) => familyTimetable(db, familyOf(req), req.query, clock()));
};
