import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadPermissions, resolveSession } from '../modules/auth/session.service.js';
import { bearerToken } from '../modules/auth/token.js';
import type { Db } from './db.js';
import { forbidden, unauthorized } from './errors.js';
import { requestLocale } from './i18n.js';

/**
 * Enforces each route's declared access: a route without a declaration cannot even be registered,
 * and the session (never the request body) decides who is asking.
 */
export const accessPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // unmatched URL: the not-found handler answers 404
    if ('public' in access) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const session = await resolveSession(db, token, requestLocale(request), request.ip);
    // The appType header is the client's claim; it must agree with the session's.
    const claimed = request.headers.apptype;
    if (claimed !== undefined && claimed !== '' && Number(claimed) !== session.appType) throw forbidden();
    request.session = session;
    if ('permission' in access) {
      const granted = await loadPermissions(db, session.userId);
      if (!granted.has(access.permission)) throw forbidden();
    }
  });
});

/** The signed-in session of a route declared signedIn or with a permission. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw unauthorized();
  return request.session;
}
