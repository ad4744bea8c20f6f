/** Sign-in values that need no schema: the web's first screen reads them without loading zod (auth.ts has the schemas). */

export const USER_NAME_MAX = 64;

/**
 * Why a password must be changed before anything else, decided by the server at sign-in: someone else
 * chose it (an administrator created the account or reset it), or it fails the strength rule.
 */
export const PASSWORD_CHANGE_REASONS = ['issued', 'easy'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];
