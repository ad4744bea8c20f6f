import { z } from 'zod';
import { defineEndpoint, noAnswer } from '../endpoint/define-endpoint.js';
import { familyLoginBodySchema, familyLoginResultSchema, familyMeSchema, familyModulesSchema, familyPasswordBodySchema, issuedFamilyPasswordSchema } from '../families-api.js';

/**
 * The parents' app (`/app/v1`, issue 15): a family signs in by phone with a token of its own and sees
 * only its own children's kindergartens and classes. The areas that publish to families add their calls
 * here with `access: { family: true }`; the server's `familyOf(request)` says who asks.
 */
export const familyEndpoints = {
  login: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/auth/login',
    summary: "A family signs in with a parent's phone and password: a bearer token for /app/v1 (never for the back office)",
    access: { public: true },
    input: familyLoginBodySchema,
    answer: familyLoginResultSchema,
    success: 'success.loggedIn',
  }),
  logout: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/auth/logout',
    summary: "Ends the family's token",
    access: { family: true, whilePasswordIssued: true },
    // Nothing but the token: an empty body (a write documents one).
    input: z.object({}).optional(),
    answer: noAnswer,
    success: 'success.loggedOut',
  }),
  changePassword: defineEndpoint({
    area: 'families',
    method: 'POST',
    path: '/app/v1/auth/password',
    summary: "Changes the family's password (first of all after the kindergarten issued one); the family's other tokens end",
    access: { family: true, whilePasswordIssued: true },
    input: familyPasswordBodySchema,
    answer: noAnswer,
    success: 'success.passwordChanged',
  }),
  me: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/me',
    summary: 'The family: its parent rows, its children with their kindergarten, grade and class',
    access: { family: true },
    answer: familyMeSchema,
  }),
  modules: defineEndpoint({
    area: 'families',
    method: 'GET',
    path: '/app/v1/modules',
    summary: "Which parents' app modules each of the family's kindergartens shows (its own choice, its agent's default, the platform's)",
    access: { family: true },
    answer: familyModulesSchema,
  }),
  // The back office's side: the parents list gives a parent (their phone) a password for the app.
  issuePassword: defineEndpoint({
    area: 'campus',
    method: 'POST',
    path: '/campus/parent/familyPassword',
    summary: "Gives a parent's phone a new password for the parents' app, shown once (changed at its first sign-in)",
    access: { permission: 'campus:parent:familyPassword' },
    input: z.object({ id: z.uuid() }),
    answer: issuedFamilyPasswordSchema,
    success: 'success.passwordReset',
  }),
} as const;
