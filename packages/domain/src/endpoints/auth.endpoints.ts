import { loginBodySchema, loginResultSchema, logoutBodySchema, publicChangePasswordBodySchema, userInfoSchema } from '../auth.js';
import { defineEndpoint, noAnswer } from '../endpoint/define-endpoint.js';
import { changePasswordBodySchema } from '../password.js';

/** Signing in and out, and passwords (spec section 7). */
export const authEndpoints = {
  login: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/sys/login/login',
    summary: 'Sign in: a token, the menu and whether the password must be changed first',
    access: { public: true },
    input: loginBodySchema,
    answer: loginResultSchema,
    success: 'success.loggedIn',
  }),
  getInfo: defineEndpoint({
    area: 'auth',
    method: 'GET',
    path: '/sys/login/get_info',
    summary: 'The signed-in account, its organisation and its permission codes',
    access: { signedIn: true },
    answer: userInfoSchema,
  }),
  changePassword: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/sys/changePassword',
    summary: "Changes the signed-in account's own password",
    access: { signedIn: true },
    input: changePasswordBodySchema,
    answer: noAnswer,
    success: 'success.passwordChanged',
  }),
  // Public (the /changePsd of spec section 2): the user name and old password are the credential, throttled as at sign-in.
  changePasswordSignedOut: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/sys/login/changePassword',
    summary: 'Changes a password signed out, with the user name and the old password',
    access: { public: true },
    input: publicChangePasswordBodySchema,
    answer: noAnswer,
    success: 'success.passwordChanged',
  }),
  // Public so that a stale or expired token can still be ended; holding a token is the right to end it.
  logout: defineEndpoint({
    area: 'auth',
    method: 'POST',
    path: '/sys/login/logout',
    summary: 'Ends the session of the bearer token (or of the token in the body)',
    access: { public: true },
    input: logoutBodySchema.optional(),
    answer: noAnswer,
    success: 'success.loggedOut',
  }),
} as const;
