import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { homeSummary } from './home.service.js';

export const homeRoutes: ModuleRoutes = async (app, { db }) => {
  app.get('/sys/home/summary', { config: { access: { signedIn: true } } }, async (req) =>
    ok(await homeSummary(db, sessionOf(req))),
  );
};
