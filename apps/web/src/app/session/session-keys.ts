import { isEasyPassword, type LoginResult } from '@kg/domain';

/*
 * Where a session outlives a reload: the names of its cookies and localStorage entries, and how a login's
 * answer decides a forced password change. Declared apart from the store (which is React's) so that the
 * browser tests seed a session under the same names: a renamed key is a type error there too.
 */

/** The cookies: the token every call sends, and the shard it names. */
export const SESSION_COOKIES = { token: 'token', shardNum: 'shardNum' } as const;

/** The localStorage entries: system, menus and a pending password change of the session, and the system last chosen. */
export const SESSION_STORAGE = {
  shardNum: 'shardNum',
  appType: 'appType',
  lastAppType: 'lastAppType',
  menus: 'menus',
  passwordChange: 'passwordChange',
} as const;

/** The server decides; an older server that only judged the password is read the same way. */
export function passwordChangeOf(result: Pick<LoginResult, 'passwordChange' | 'easyPassword'>, password: string): LoginResult['passwordChange'] {
  if (result.passwordChange) return result.passwordChange;
  return result.easyPassword || isEasyPassword(password) ? 'easy' : null;
}
