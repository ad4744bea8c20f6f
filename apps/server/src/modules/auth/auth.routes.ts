import { authEndpoints } from '@kg/domain';
import { bearerToken } from '../../platform/tokens.js';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { requestLocale } from '../../platform/i18n.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { login, logout, userInfo } from './auth.service.js';
import { changePassword, changePasswordSignedOut } from './password.service.js';
import { pruneSessions, SESSION_PRUNE_JOB } from './session.service.js';

/** Signing in and out, and passwords: declared in `authEndpoints`. */
export const authRoutes: ModuleRoutes = async (app, { db, config, jobs, clock }) => {
  const e = authEndpoints;
  jobs.handle(SESSION_PRUNE_JOB, async () => void (await pruneSessions(db, clock())));
  jobs.schedule({ name: SESSION_PRUNE_JOB, kind: SESSION_PRUNE_JOB, cron: '41 3 * * *' });
  endpoint(app, e.login, async (req) => login(db, config, { ...req.body, ip: req.ip, userAgent: req.headers['user-agent'], locale: requestLocale(req) }));
  endpoint(app, e.getInfo, async (req) => userInfo(db, sessionOf(req)));
  endpoint(app, e.changePassword, async (req) => {
    await changePassword(db, sessionOf(req), req.body);
    return null;
  });
  endpoint(app, e.changePasswordSignedOut, async (req) => {
    await changePasswordSignedOut(db, config, req.body, req.ip);
    return null;
  });
  endpoint(app, e.logout, async (req) => {
    const token = bearerToken(req.headers.authorization) ?? req.body?.token;
    if (token) await logout(db, token, req.ip);
    return null;
  });
};
