import { changePasswordBodySchema, loginBodySchema, logoutBodySchema, publicChangePasswordBodySchema } from '@kg/domain';
import { bearerToken } from './token.js';
import { sessionOf } from '../../platform/access.plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale, t } from '../../platform/i18n.js';
import { type ModuleRoutes, typed } from '../../platform/module.js';
import { login, logout, userInfo } from './auth.service.js';
import { changePassword, changePasswordSignedOut } from './password.service.js';

export const authRoutes: ModuleRoutes = async (app, { db, config }) => {
  const r = typed(app);

  r.post('/sys/login/login', { config: { access: { public: true } }, schema: { body: loginBodySchema } }, async (req) => {
    const result = await login(db, config, {
      ...req.body,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      locale: requestLocale(req),
    });
    return ok(result, t(req, 'success.loggedIn'));
  });

  r.get('/sys/login/get_info', { config: { access: { signedIn: true } } }, async (req) =>
    ok(await userInfo(db, sessionOf(req))),
  );

  r.post(
    '/sys/changePassword',
    { config: { access: { signedIn: true } }, schema: { body: changePasswordBodySchema } },
    async (req) => {
      await changePassword(db, sessionOf(req), req.body);
      return ok(null, t(req, 'success.passwordChanged'));
    },
  );

  // Public (the /changePsd of spec section 2): the user name and old password are the credential, throttled as at sign-in.
  r.post(
    '/sys/login/changePassword',
    { config: { access: { public: true } }, schema: { body: publicChangePasswordBodySchema } },
    async (req) => {
      await changePasswordSignedOut(db, config, req.body, req.ip);
      return ok(null, t(req, 'success.passwordChanged'));
    },
  );

  // Public so that a stale or expired token can still be ended; holding a token is the right to end it.
  r.post(
    '/sys/login/logout',
    { config: { access: { public: true } }, schema: { body: logoutBodySchema.optional() } },
    async (req) => {
      const token = bearerToken(req.headers.authorization) ?? req.body?.token;
      if (token) await logout(db, token, req.ip);
      return ok(null, t(req, 'success.loggedOut'));
    },
  );
};
