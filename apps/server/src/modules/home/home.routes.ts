import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { homeToday } from './home-today.service.js';
import { homeSummary } from './home.service.js';

export const homeRoutes: ModuleRoutes = async (app, { db }) => {
  app.get('/sys/home/summary', { config: { access: { signedIn: true } } }, async (req) =>
    ok(await homeSummary(db, sessionOf(req))),
  );
  // Each figure is also limited to the screens the role may open (the codes read once per request).
  app.get('/sys/home/today', { config: { access: { permission: 'home:view' } } }, async (req) => {
    const granted = await req.permissions();
    return ok(await homeToday(db, sessionOf(req), (code) => granted.has(code)));
  });
};
