import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@kg/domain';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '_@#';

/** A random password that passes the change-password rule (10 characters, no look-alike letters). */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  const all = LETTERS + DIGITS + SPECIALS;
  while (chars.length < 10) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  return isStrongPassword(password) ? password : generatePassword();
}
