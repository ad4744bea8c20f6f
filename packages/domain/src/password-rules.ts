/**
 * The password rules that need no schema: the sign-in screen, the first the web draws, reads them
 * without loading zod (the schemas built on them are in password.ts).
 */

/** Characters a new password may contain, and the special ones it must contain (spec section 5). */
export const PASSWORD_SPECIALS = '_@#';
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

/** Only letters, digits and _ @ #, with one of each (the change-password rule, length aside). */
export function hasPasswordCharacters(password: string): boolean {
  return ONLY_ALLOWED.test(password) && HAS_LETTER.test(password) && HAS_DIGIT.test(password) && HAS_SPECIAL.test(password);
}

/** True when a password satisfies the change-password rule: 6-12 letters, digits and _ @ #, one of each. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && hasPasswordCharacters(password);
}
