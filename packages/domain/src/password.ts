import './zod-messages.js';
import { z } from 'zod';

/** Characters a new password may contain, and the special ones it must contain (spec section 5). */
const SPECIALS = '_@#';
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_SPECIAL = /[_@#]/;
const ONLY_ALLOWED = /^[A-Za-z0-9_@#]*$/;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
export const OLD_PASSWORD_MAX = 32;
export const LOGIN_PASSWORD_MAX = 100;

/** True when the password lacks a letter, a digit or one of _ @ # (spec section 5, login strength rule). */
export function isEasyPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > LOGIN_PASSWORD_MAX) return true;
  return !(HAS_LETTER.test(password) && HAS_DIGIT.test(password) && HAS_SPECIAL.test(password));
}

/** True when a password satisfies the change-password rule: 6-12 letters, digits and _ @ #, one of each. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    ONLY_ALLOWED.test(password) &&
    HAS_LETTER.test(password) &&
    HAS_DIGIT.test(password) &&
    HAS_SPECIAL.test(password)
  );
}

/** The new-password rule; messages are i18n keys, translated where they are shown. */
export const newPasswordSchema = z
  .string({ error: 'validation.password.newRequired' })
  .min(1, { error: 'validation.password.newRequired' })
  .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, { error: 'validation.password.length' })
  .refine((v) => ONLY_ALLOWED.test(v) && HAS_LETTER.test(v) && HAS_DIGIT.test(v) && HAS_SPECIAL.test(v), {
    error: 'validation.password.complexity',
  });

/** Body of POST /sys/changePassword. */
export const changePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: 'validation.password.oldRequired' })
    .min(1, { error: 'validation.password.oldRequired' })
    .max(OLD_PASSWORD_MAX, { error: 'validation.tooLong' }),
  newPassword: newPasswordSchema,
});

/** A form's confirmation field: required and equal to the new password (spec section 5). */
export const renewPasswordField = z
  .string({ error: 'validation.password.confirmRequired' })
  .min(1, { error: 'validation.password.confirmRequired' });

/** Adds the confirmation rule to a form schema that has `newPassword` and `renewPassword`. */
export function confirmingNewPassword<T extends z.ZodType<{ newPassword: string; renewPassword: string }>>(schema: T) {
  return schema.refine((v) => v.renewPassword === v.newPassword, {
    error: 'validation.password.mismatch',
    path: ['renewPassword'],
  });
}

/** The dialog's form adds the confirmation. */
export const changePasswordFormSchema = confirmingNewPassword(changePasswordBodySchema.extend({ renewPassword: renewPasswordField }));

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export { SPECIALS as PASSWORD_SPECIALS };
