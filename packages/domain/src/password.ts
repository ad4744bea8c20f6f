import './zod-messages.js';
import { z } from 'zod';
import { hasPasswordCharacters, OLD_PASSWORD_MAX, PASSWORD_MAX, PASSWORD_MIN } from './password-rules.js';

/** The new-password rule; messages are i18n keys, translated where they are shown. */
export const newPasswordSchema = z
  .string({ error: 'validation.password.newRequired' })
  .min(1, { error: 'validation.password.newRequired' })
  .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, { error: 'validation.password.length' })
  .refine(hasPasswordCharacters, { error: 'validation.password.complexity' });

/** Body of POST /sys/changePassword. */
export const changePasswordBodySchema = z.object({
  oldPassword: z.string({ error: 'validation.password.oldRequired' }).min(1, { error: 'validation.password.oldRequired' }).max(OLD_PASSWORD_MAX, { error: 'validation.tooLong' }),
  newPassword: newPasswordSchema,
});

/** A form's confirmation field: required and equal to the new password (spec section 5). */
export const renewPasswordField = z.string({ error: 'validation.password.confirmRequired' }).min(1, { error: 'validation.password.confirmRequired' });

/**
 * Adds the confirmation rule to a form schema that has `newPassword` and `renewPassword`. It runs as soon
 * as both are typed, whatever the other fields: zod skips an object's refinement while any field fails,
 * so a mismatch went unsaid while the user name was untouched (undefined) and was said once it was ''.
 */
export function confirmingNewPassword<T extends z.ZodType<{ newPassword: string; renewPassword: string }>>(schema: T) {
  return schema.refine((v) => v.renewPassword === v.newPassword, {
    error: 'validation.password.mismatch',
    path: ['renewPassword'],
    when: ({ value }) => {
      const v = value as { newPassword?: unknown; renewPassword?: unknown } | undefined;
      return typeof v?.newPassword === 'string' && typeof v.renewPassword === 'string';
    },
  });
}

/** The dialog's form adds the confirmation. */
export const changePasswordFormSchema = confirmingNewPassword(changePasswordBodySchema.extend({ renewPassword: renewPasswordField }));

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
