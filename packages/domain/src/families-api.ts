import './zod-messages.js';
import { z } from 'zod';
import { APP_MODULES } from './app-modules.js';
import { FORMATS } from './entity/formats.js';
import { changePasswordBodySchema } from './password.js';
import { LOGIN_PASSWORD_MAX } from './password-rules.js';

/** The parents' app (`/app/v1`): its own sign-in, by the phone a kindergarten holds for the parent. */
export const familyLoginBodySchema = z.object({
  phone: z
    .string({ error: 'families.validation.phoneRequired' })
    .trim()
    .min(1, { error: 'families.validation.phoneRequired' })
    .max(20, { error: 'validation.tooLong' })
    .refine(FORMATS.phone.test, { error: 'validation.format.phone' }),
  password: z
    .string({ error: 'validation.login.passwordRequired' })
    .min(1, { error: 'validation.login.passwordRequired' })
    .max(LOGIN_PASSWORD_MAX, { error: 'validation.tooLong' }),
});
export type FamilyLoginBody = z.input<typeof familyLoginBodySchema>;

export const familyLoginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** 'issued': the kindergarten's password, to be changed (POST /app/v1/auth/password) before anything else. */
  passwordChange: z.enum(['issued']).nullable(),
});
export type FamilyLoginResult = z.infer<typeof familyLoginResultSchema>;

/** The family's own password change: the issued (or current) password and the new one. */
export const familyPasswordBodySchema = changePasswordBodySchema;

const named = z.object({ id: z.string(), name: z.string() });

/** GET /app/v1/me: who the family is to each kindergarten, and the children it may see. */
export const familyMeSchema = z.object({
  phone: z.string(),
  parents: z.array(z.object({ id: z.string(), name: z.string(), kindergarten: named })),
  children: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The `relationship` dictionary's code (father, mother, ...). */
      relationship: z.string(),
      kindergarten: named,
      grade: named,
      class: named,
    }),
  ),
  kindergartens: z.array(named.extend({ code: z.string() })),
});
export type FamilyMe = z.infer<typeof familyMeSchema>;

/** What a kindergarten gives a parent to sign in with, shown once. */
export const issuedFamilyPasswordSchema = z.object({ phone: z.string(), password: z.string() });

/**
 * GET /app/v1/modules: for each of the family's children's kindergartens, which parents' app modules it
 * shows (the kindergarten's own choice, else its agent's default, else the platform's setting for
 * kindergartens: the order every module's own check follows), so that the app hides what is off.
 */
export const familyModulesSchema = z.array(z.object({ kigId: z.string(), modules: z.record(z.enum(APP_MODULES), z.boolean()) }));
export type FamilyModules = z.infer<typeof familyModulesSchema>;
